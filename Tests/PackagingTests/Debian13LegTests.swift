import Foundation
import Testing

/// The Debian 13 leg runs the suites `Checks/debian13.sh` names, so a new test
/// target or end-to-end suite runs there only once it is named: every one is in
/// its SUITES or, with a reason given there, in DEBIAN12_ONLY. A suite of a
/// Debian 12 target can be named in SUITES on its own (StorePageTests).
@Suite("The suites of the Debian 13 leg")
struct Debian13LegTests {
    /// The words of the bash array `NAME=( ... )` in `script`.
    static func array(_ name: String, in script: String) throws -> Set<String> {
        let start = try #require(script.firstRange(of: "\n\(name)=("), "no \(name)=( in Checks/debian13.sh")
        let rest = script[start.upperBound...]
        let end = try #require(rest.firstIndex(of: ")"))
        return Set(rest[..<end].split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// Test types declared at the top level of the Swift files under `folder`.
    static func suites(under folder: URL) throws -> Set<String> {
        var names: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                if let match = line.wholeMatch(of: /(?:@MainActor )?(?:final class|class|struct) (\w+Tests)\b.*/) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

    @Test("Every test target and end-to-end suite runs on Debian 13 or is listed as Debian 12 only")
    func everyTestTargetAndEndToEndSuiteRunsOnDebian13OrSaysWhyNot() throws {
        let script = try String(contentsOf: RepositoryLayout.url("Checks/debian13.sh"), encoding: .utf8)
        let suites = try Self.array("SUITES", in: script)
        let debian12Only = try Self.array("DEBIAN12_ONLY", in: script)
        let targets = try FileManager.default.contentsOfDirectory(atPath: RepositoryLayout.url("Tests").path)
            .filter { $0.hasSuffix("Tests") && $0 != "EndToEndTests" }
        let endToEnd = try Self.suites(under: RepositoryLayout.url("Tests/EndToEndTests"))
        #expect(endToEnd.count > 40, "the end-to-end suites were not found: \(endToEnd.sorted())")
        let named = suites.union(debian12Only)
        #expect(Set(targets).union(endToEnd).subtracting(named).sorted() == [],
                "add these to SUITES or DEBIAN12_ONLY in Checks/debian13.sh")
        #expect(suites.intersection(debian12Only).sorted() == [], "in both lists")
        // A suite of a Debian 12 target may run on Debian 13 too, named alone in SUITES.
        let packaging = try Self.suites(under: RepositoryLayout.url("Tests/PackagingTests"))
        #expect(named.subtracting(targets).subtracting(endToEnd).subtracting(packaging).sorted() == [], "named but no such suite")
        #expect(suites.contains("StorePageTests"), "AppStream 1.0 judges the store page on Debian 13 only")
    }

    @Test("The script's array reader takes every word across lines")
    func theArrayReaderTakesEveryWordAcrossLines() throws {
        let script = "x\nSUITES=(\n    A B\n    C\n)\nOTHER=(D)\n"
        #expect(try Self.array("SUITES", in: script) == ["A", "B", "C"])
        #expect(try Self.array("OTHER", in: script) == ["D"])
    }
}
