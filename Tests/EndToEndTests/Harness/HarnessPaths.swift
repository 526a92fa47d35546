import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the harness finds the app, its helper scripts and the repository.
enum HarnessPaths {
    /// The package root, three levels above this file.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The SwiftPM bin directory: the test bundle runs from it
    /// (`.build/<triple>/debug/MatchismoPackageTests.xctest`), next to the
    /// `matchismo` executable of the same build.
    static var binDirectory: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    /// The app under test; `MATCHISMO_BINARY` overrides it.
    static func appBinary() throws -> String {
        let path = ProcessInfo.processInfo.environment["MATCHISMO_BINARY"]
            ?? binDirectory.appendingPathComponent("matchismo").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError.missingFile(path, hint: "run `swift build` (or `./dev test`) before the end-to-end tests")
        }
        return path
    }

    /// A helper script from the test target's `Scripts` resources.
    static func script(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Scripts") else {
            throw HarnessError.missingFile("Scripts/\(name)", hint: "the EndToEndTests resources are incomplete")
        }
        return url.path
    }

    /// The app's GSettings schema source, if the repository has one.
    static var schemaSource: URL? {
        let url = repositoryRoot.appendingPathComponent("data/io.github.matchismo.Matchismo.gschema.xml")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Where the app's own files go in a test (its data and settings
    /// folders): in memory (`/dev/shm`) where the system has it, else the
    /// temporary folder. On a disk kept busy by other writers (CI's compilers
    /// beside the suites), each save's sync stalled the app's main loop for
    /// long enough that a claim's countdown ran out under the player's keys.
    static var appFilesParent: URL {
        access("/dev/shm", W_OK) == 0 ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    }

    /// Where failing tests leave screenshots and logs (ignored by git).
    static let artifactsDirectory = repositoryRoot.appendingPathComponent("test-output/e2e")
}
