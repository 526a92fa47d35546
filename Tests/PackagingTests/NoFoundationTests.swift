import Foundation
import Testing

/// The game links no Foundation: Foundation's JSON coder, `Date`
/// and `ProcessInfo` cost a statically linked binary about 3.6 MB resident.
/// The benchmark and the save probe are programs of their own and may use it.
@Suite("The game without Foundation")
struct NoFoundationTests {
    /// The modules the `matchismo` executable is built from.
    static let gameModules = [
        "GameModel", "TableCore", "CardArt", "GLibKit", "CairoKit", "GtkKit", "AdwKit", "Persistence", "MatchismoApp",
        "matchismo",
    ]

    /// `import Foundation`, `import FoundationEssentials`, `internal import FoundationNetworking`, `@preconcurrency import …`.
    static var foundationImport: Regex<(Substring, Substring?, Substring?, Substring?, Substring?, Substring?)> {
        /^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+((struct|class|enum|func|var|let|protocol|typealias)\s+)?Foundation/
    }

    @Test("No source file of the game's modules imports Foundation")
    func noImports() throws {
        var offenders: [String] = []
        for module in Self.gameModules {
            let folder = RepositoryLayout.url("Sources/\(module)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "Sources/\(module) holds no Swift file")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("import") && line.firstMatch(of: Self.foundationImport) != nil {
                    offenders.append("Sources/\(module)/\(file):\(number + 1): \(line)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test("The import check sees every way of writing the import")
    func importPattern() {
        for line in ["import Foundation", "import FoundationEssentials", "  internal import FoundationEssentials",
                     "@preconcurrency import Foundation", "import struct FoundationEssentials.Date"] {
            #expect(line.firstMatch(of: Self.foundationImport) != nil, "\(line)")
        }
        #expect("// import Foundation".firstMatch(of: Self.foundationImport) == nil)
        #expect("import GLibKit".firstMatch(of: Self.foundationImport) == nil)
    }

    @Test("The built matchismo binary holds no Foundation and no regex engine: no symbol, no library it needs")
    func binary() throws {
        // Built beside the test bundle by `swift build` and `swift test`.
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let binary = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("matchismo")
        let bytes = try #require(FileManager.default.contents(atPath: binary.path), "no \(binary.path): run swift build first")
        #expect(bytes.count > 1_000_000)
        // Every symbol of the module, mangled ($s20FoundationEssentials…), and
        // the shared library's name (libFoundationEssentials.so) contain it.
        for name in ["FoundationEssentials", "libFoundation"] {
            #expect(bytes.range(of: Data(name.utf8)) == nil, "\(binary.path) holds \(name)")
        }
        // Swift's string-processing module and its regex parser, about 0.8 MB
        // of code (0.5 MB resident), come with `replacing(_:with:)` or
        // `contains(_: String)` on a string: use GLibKit's `replacingAll` and
        // `includes`. Only its symbols count ($s17_StringProcessing…): the
        // module's name alone is in every Swift binary's link options.
        #expect(bytes.range(of: Data("17_StringProcessing".utf8)) == nil, "\(binary.path) links _StringProcessing")
    }
}
