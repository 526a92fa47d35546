import CardArt
import Foundation
import GameModel
import TableCore
import Testing

@Suite("matchismo render: command line")
struct RenderRequestTests {
    private func request(_ arguments: [String]) throws -> RenderRequest { try RenderTest.request(arguments) }

    private func problem(_ arguments: [String]) -> String? { RenderTest.problem(arguments) }

    @Test("reads a card with size, state and face scale")
    func card() throws {
        let parsed = try request(["QD", "--size", "250x350", "--output", "/tmp/q.png", "--state", "selected,focused", "--face-scale=0.6"])
        #expect(parsed.subject == .card(.playing(PlayingCard(.queen, of: .diamonds))))
        #expect(parsed.size == RenderSize(width: 250, height: 350))
        #expect(parsed.look.state == [.selected, .focused])
        #expect(parsed.look.faceScale == 0.6)
        #expect(parsed.format == .png)
        #expect(try request(["2-striped-purple-squiggle", "-o", "x.SVG"]).format == .svg)
        #expect(try request(["back", "--output=a/b.pdf", "--state", "hint"]).look.state == .hinted)
        #expect(try request(["10H", "-o", "x.png"]).size == RenderSize(width: 250, height: 350))
        #expect(try request(["1-open-red-oval", "-o", "x.png"]).size == RenderSize(width: 300, height: 200))
    }

    @Test("reads a sheet")
    func sheet() throws {
        #expect(try request(["--sheet", "set", "--output", "s.png"]).subject == .sheet(.set))
        #expect(try request(["--sheet=matchismo", "--output", "m.pdf", "--size", "50x70"]).size == RenderSize(width: 50, height: 70))
    }

    @Test("help")
    func help() throws {
        #expect(try RenderRequest.parse(["--help"]) == .help)
        #expect(try RenderRequest.parse(["AS", "-h"]) == .help)
    }

    @Test("rejects bad command lines with a clear message", arguments: [
        (["XX", "-o", "a.png"], "unknown card"),
        (["11H", "-o", "a.png"], "unknown card"),
        (["AS", "--size", "abcxdef", "-o", "a.png"], "not a size"),
        (["AS", "--size", "0x350", "-o", "a.png"], "not a size"),
        (["AS", "--size", "-250x350", "-o", "a.png"], "not a size"),
        (["AS", "--size", "250x", "-o", "a.png"], "not a size"),
        (["AS", "--size", "20000x30000", "-o", "a.png"], "not a size"),
        (["AS", "--size", "2.5x3", "-o", "a.png"], "not a size"),
        (["AS", "--state", "shiny", "-o", "a.png"], "unknown state"),
        (["AS", "-o", "a.gif"], "format"),
        (["AS", "-o", "noextension"], "format"),
        (["AS"], "no output"),
        (["AS", "--output"], "needs a value"),
        (["-o", "a.png"], "no card"),
        (["AS", "--sheet", "set", "-o", "a.png"], "not both"),
        (["--sheet", "poker", "-o", "a.png"], "unknown sheet"),
        (["AS", "--face-scale", "3", "-o", "a.png"], "face scale"),
        (["AS", "--face-scale", "nan", "-o", "a.png"], "face scale"),
        (["AS", "--colour", "red", "-o", "a.png"], "unknown option"),
        (["AS", "KH", "-o", "a.png"], "more than one card"),
    ])
    func rejects(arguments: [String], expected: String) {
        let message = problem(arguments)
        #expect(message?.contains(expected) == true, "\(arguments): \(message ?? "accepted")")
    }

    @Test("writes PNG, SVG and PDF files", arguments: RenderRequest.Format.allCases)
    func writes(format: RenderRequest.Format) throws {
        try RenderTest.write(["KC", "--size", "125x175"], name: "card", format: format)
    }

    @Test("an unwritable output fails cleanly and leaves no file", arguments: RenderRequest.Format.allCases)
    func unwritable(format: RenderRequest.Format) throws {
        let output = "/nonexistent-\(UUID())/card.\(format.rawValue)"
        #expect(throws: RenderWriteError.self) { try request(["AS", "-o", output]).write() }
        #expect(!FileManager.default.fileExists(atPath: output))
        // A directory in the way of the output.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID()).\(format.rawValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RenderWriteError.self) { try request(["AS", "-o", folder.path]).write() }
    }
}
