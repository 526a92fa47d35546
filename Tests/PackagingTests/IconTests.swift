import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("Application icons")
struct IconTests {
    /// The root element's attributes. (`attribute(forName:)` misses attributes of
    /// namespaced elements in swift-corelibs-foundation, so read the list.)
    private func rootAttributes(_ url: URL) throws -> [String: String] {
        let root = try #require(try XMLDocument(contentsOf: url, options: []).rootElement())
        #expect(root.name == "svg")
        var attributes: [String: String] = [:]
        for attribute in root.attributes ?? [] {
            if let name = attribute.name {
                attributes[name] = attribute.stringValue
            }
        }
        return attributes
    }

    @Test("The app icon is a 128-pixel canvas")
    func appIconIsA128PixelCanvas() throws {
        let svg = try rootAttributes(RepositoryLayout.appIcon)
        #expect(svg["viewBox"] == "0 0 128 128")
        #expect(svg["width"] == "128")
        #expect(svg["height"] == "128")
    }

    @Test("The symbolic icon is a 16-pixel canvas of fills in one colour")
    func symbolicIconIsA16PixelCanvasInOneColour() throws {
        let svg = try rootAttributes(RepositoryLayout.symbolicIcon)
        #expect(svg["viewBox"] == "0 0 16 16")
        let text = try String(contentsOf: RepositoryLayout.symbolicIcon, encoding: .utf8)
        let colours = Set(text.matches(of: /#[0-9a-fA-F]{3,8}\b/).map { String($0.output).lowercased() })
        #expect(colours == ["#241f31"])
        #expect(!text.contains("stroke"), "GTK recolours fills of symbolic icons, not strokes")
        #expect(!text.contains("<mask"), "a mask would be recoloured too")
    }

    @Test("librsvg renders both icons at each size", arguments: [16, 32, 64, 128])
    func librsvgRendersBothIcons(size: Int) async throws {
        for icon in [RepositoryLayout.appIcon, RepositoryLayout.symbolicIcon] {
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("matchismo-icon-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: output) }
            let result = try await HostTool.rsvgConvert.run(["-w", "\(size)", "-h", "\(size)", "-o", output.path, icon.path])
            #expect(result.succeeded, "\(result)")
            let png = try Data(contentsOf: output)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    /// The icon's outline stands out on a light and a dark window background at
    /// small sizes, as GNOME's icon guidelines ask: nine in ten of the pixels
    /// along its silhouette differ from the background by 1.5:1 or more. A
    /// white card with no darker rim leaves half of them on white.
    @Test("The app icon's outline shows on light and dark backgrounds at small sizes", arguments: [16, 32, 64])
    func appIconOutlineShowsOnLightAndDark(size: Int) async throws {
        let pixels = try await Self.rgba(RepositoryLayout.appIcon, size: size)
        for background in ["#ffffff", "#fafafa", "#242424", "#1e1e1e"].compactMap(BrandColourTests.Colour.init(hex:)) {
            var edge = 0, distinct = 0
            for y in 0..<size {
                for x in 0..<size where pixels[(y * size + x) * 4 + 3] >= 128 {
                    let neighbours = [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
                    guard neighbours.contains(where: { a, b in
                        !(0..<size).contains(a) || !(0..<size).contains(b) || pixels[(b * size + a) * 4 + 3] < 128
                    }) else { continue }
                    let base = (y * size + x) * 4
                    let colour = BrandColourTests.Colour(
                        red: Double(pixels[base]) / 255, green: Double(pixels[base + 1]) / 255, blue: Double(pixels[base + 2]) / 255)
                    edge += 1
                    if colour.over(background, alpha: Double(pixels[base + 3]) / 255).contrast(with: background) >= 1.5 { distinct += 1 }
                }
            }
            #expect(edge > size, "no silhouette at \(size) pixels")
            #expect(Double(distinct) >= 0.9 * Double(edge), "\(size) px on \(background): \(distinct) of \(edge) edge pixels show")
        }
    }

    /// The icon drawn by librsvg at `size`, as 8-bit RGBA (unpremultiplied), read through ImageMagick.
    static func rgba(_ icon: URL, size: Int) async throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-icon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("icon.png"), raw = folder.appendingPathComponent("icon.rgba")
        let rendered = try await HostTool.rsvgConvert.run(["-w", "\(size)", "-h", "\(size)", "-o", png.path, icon.path])
        try #require(rendered.succeeded, "\(rendered)")
        let converted = try await HostTool.convert.run([png.path, "-depth", "8", "RGBA:" + raw.path])
        try #require(converted.succeeded, "\(converted)")
        let bytes = try [UInt8](Data(contentsOf: raw))
        try #require(bytes.count == size * size * 4, "\(bytes.count) bytes for \(size)x\(size)")
        return bytes
    }
}
