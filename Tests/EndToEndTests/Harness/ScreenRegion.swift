import Foundation

/// The pixels of one rectangle of the screen, 8-bit RGB, row by row.
struct ScreenRegion: Sendable {
    let width: Int
    let height: Int
    /// `width * height * 3` bytes.
    let rgb: [UInt8]

    func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        let offset = (y * width + x) * 3
        return (Int(rgb[offset]), Int(rgb[offset + 1]), Int(rgb[offset + 2]))
    }

    /// The smallest rectangle, relative to the region, holding every pixel
    /// that `isInk` accepts; nil when there is none.
    func inkBounds(_ isInk: ((red: Int, green: Int, blue: Int)) -> Bool) -> AccessibleNode.Extents? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where isInk(pixel(x: x, y: y)) {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The part of the region inside `rectangle` (relative to the region),
    /// which must lie wholly in it.
    func cropped(to rectangle: AccessibleNode.Extents) throws -> ScreenRegion {
        guard rectangle.x >= 0, rectangle.y >= 0, rectangle.width > 0, rectangle.height > 0,
              rectangle.x + rectangle.width <= width, rectangle.y + rectangle.height <= height
        else { throw HarnessError.notFound("\(rectangle) inside a \(width)x\(height) image") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rectangle.width * rectangle.height * 3)
        for y in rectangle.y..<(rectangle.y + rectangle.height) {
            let start = (y * width + rectangle.x) * 3
            bytes += rgb[start..<(start + rectangle.width * 3)]
        }
        return ScreenRegion(width: rectangle.width, height: rectangle.height, rgb: bytes)
    }

    /// How many pixels `isInk` accepts.
    func count(_ isInk: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        var total = 0
        for y in 0..<height {
            for x in 0..<width where isInk(pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }
}

extension ScreenRegion {
    /// Reads a binary PPM (P6, 8 bits, as grim writes it): "P6", the width,
    /// the height and 255, each followed by one whitespace byte, then the pixels.
    init(ppm data: Data) throws {
        let bytes = [UInt8](data)
        var header: [String] = []
        var index = 0
        while header.count < 4, index < bytes.count {
            let end = bytes[index...].firstIndex(where: Self.isSpace) ?? bytes.count
            header.append(String(decoding: bytes[index..<end], as: UTF8.self))
            index = end + 1
        }
        let numbers = header.dropFirst().compactMap { Int($0) }
        guard header.first == "P6", numbers.count == 3, numbers[2] == 255,
              bytes.count - index == numbers[0] * numbers[1] * 3
        else { throw HarnessError.notFound("an 8-bit binary PPM image in \(bytes.count) bytes (header \(header))") }
        self.init(width: numbers[0], height: numbers[1], rgb: Array(bytes[index...]))
    }

    private static func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x0A, 0x0D, 0x09].contains(byte) }
}

extension AppSession {
    /// Reads the screen's pixels inside `rectangle` (screen coordinates).
    func screenRegion(_ rectangle: AccessibleNode.Extents) async throws -> ScreenRegion {
        if displayServer == .sway { return try await grimRegion(rectangle) }
        if displayServer == .mutter { return try await mutterRegion(rectangle) }
        let file = directory.appendingPathComponent("region-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(at: file) }
        let geometry = "\(rectangle.width)x\(rectangle.height)+\(rectangle.x)+\(rectangle.y)"
        try await run("import", [
            "-display", display, "-window", "root", "-crop", geometry, "+repage", "-depth", "8", "rgb:" + file.path,
        ]).check()
        let bytes = [UInt8](try Data(contentsOf: file))
        guard bytes.count == rectangle.width * rectangle.height * 3 else {
            throw HarnessError.commandFailed(
                command: "import -crop \(geometry)", status: .exited(0),
                stderr: "\(bytes.count) bytes for \(rectangle.width)x\(rectangle.height) pixels")
        }
        return ScreenRegion(width: rectangle.width, height: rectangle.height, rgb: bytes)
    }
}
