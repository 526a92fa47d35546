import CardArt
import Foundation
import TableCore
import Testing

/// Parsing and writing through `RenderRequest`, shared by the render tests.
enum RenderTest {
    /// The rendering `arguments` ask for; records an issue and throws when they ask for anything else.
    static func request(_ arguments: [String]) throws -> RenderRequest {
        guard case .render(let request) = try RenderRequest.parse(arguments) else {
            Issue.record("expected a rendering")
            throw CancellationError()
        }
        return request
    }

    /// The problem `arguments` are refused with, nil when they are accepted.
    static func problem(_ arguments: [String]) -> String? {
        do {
            _ = try RenderRequest.parse(arguments)
            return nil
        } catch {
            #expect(error.description.contains("Usage:"), "the message lists the accepted forms")
            return error.problem
        }
    }

    /// Renders `arguments` into `NAME.FORMAT` in a fresh folder, checks that the
    /// file starts as its format does and that nothing else is left there, and
    /// hands `check` its path before the folder goes.
    static func write(_ arguments: [String], name: String, format: RenderRequest.Format,
                      check: (String) throws -> Void = { _ in }) throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("\(name).\(format.rawValue)").path
        try request(arguments + ["-o", output]).write()
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let magic: [UInt8] = switch format {
        case .png: [0x89, 0x50, 0x4E, 0x47]
        case .svg: Array("<?xml".utf8)
        case .pdf: Array("%PDF".utf8)
        }
        #expect(Array(data.prefix(magic.count)) == magic)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(name).\(format.rawValue)"],
                "no temporary file left")
        try check(output)
    }
}
