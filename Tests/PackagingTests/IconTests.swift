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

    @Test func appIconIsA128PixelCanvas() throws {
        let svg = try rootAttributes(RepositoryLayout.appIcon)
        #expect(svg["viewBox"] == "0 0 128 128")
        #expect(svg["width"] == "128")
        #expect(svg["height"] == "128")
    }

    @Test func symbolicIconIsA16PixelCanvasInOneColour() throws {
        let svg = try rootAttributes(RepositoryLayout.symbolicIcon)
        #expect(svg["viewBox"] == "0 0 16 16")
        let text = try String(contentsOf: RepositoryLayout.symbolicIcon, encoding: .utf8)
        let colours = Set(text.matches(of: /#[0-9a-fA-F]{3,8}\b/).map { String($0.output).lowercased() })
        #expect(colours == ["#241f31"])
        #expect(!text.contains("stroke"), "GTK recolours fills of symbolic icons, not strokes")
        #expect(!text.contains("<mask"), "a mask would be recoloured too")
    }

    @Test(arguments: [16, 32, 64, 128])
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
}
