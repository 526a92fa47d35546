import Foundation

/// Sessions with the Orca screen reader running beside the app.
///
/// Orca (Debian's `orca`) starts as a session helper, after the buses and
/// before the app, through `Scripts/orca_launcher.py`, which gives it a
/// private speech-dispatcher configuration (espeak-ng into ALSA's null
/// device: there is no sound card), private preferences (speech on; braille,
/// key echo and sounds off) and a line-buffered debug file. Every path is in
/// the session's own directory.
extension AppSession {
    /// Orca's folder inside `$XDG_STATE_HOME` (`<session>/state`): its
    /// debug log and its preferences.
    private static let orcaFolder = "orca"

    /// The helper that runs Orca in a session.
    static func orcaHelper() throws -> Helper {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/orca") else {
            throw HarnessError.missingFile(
                "/usr/bin/orca", hint: "install Debian's orca and speech-dispatcher-espeak-ng (see the README)")
        }
        // No --replace: the launcher already keeps other Orcas out of sight
        // (see orca_launcher.py), and --replace arms a two-second alarm whose
        // handler writes Orca's debug file; landing during another write, it
        // ends Orca (Python's "reentrant call" RuntimeError).
        return Helper("/usr/bin/python3", [
            try HarnessPaths.script("orca_launcher.py"), "--disable", "braille",
            "--debug-file", "$XDG_STATE_HOME/\(orcaFolder)/debug.log", "-u", "$XDG_STATE_HOME/\(orcaFolder)/prefs",
        ])
    }

    /// Starts a session with Orca running, waits until Orca speaks, runs
    /// `body` with the app and Orca's speech, and closes the session. A
    /// failure also leaves `orca-speech.txt` and Orca's debug log in
    /// `test-output/e2e/<test>/`, and the error says what Orca said last.
    static func withOrca<Result>(
        _ arguments: [String], options: Options = Options(),
        testName: String = #function,
        _ body: (AppSession, OrcaSpeech) async throws -> Result
    ) async throws -> Result {
        var options = options
        options.helpers.append(try orcaHelper())
        // Orca asks for positions in screen coordinates, which GTK 4 never
        // gives (it has no global positions on any backend) and warns of each time.
        options.expectedLog.append("Screen coordinates not supported, reported positions will be wrong")
        let orcaIndex = options.helpers.count - 1
        return try await with(arguments, options: options, testName: testName) { app in
            let orca = try await app.orcaSpeech(helperIndex: orcaIndex)
            do {
                try await orca.waitUntilReady()
                // Orca 48 speaks and presents the first focus before it listens
                // for focus changes: a key pressed in between goes unheard.
                let reader = try await app.accessibilityReader()
                try await waitUntil("Orca to listen for focus changes", timeout: .seconds(15), interval: .milliseconds(20)) {
                    try await reader.listenedEvents().contains { $0.caseInsensitiveCompare("Object:StateChanged:Focused") == .orderedSame }
                }
                return try await body(app, orca)
            } catch {
                let folder = HarnessPaths.artifactsDirectory.appendingPathComponent(artifactFolderName(testName))
                await orca.saveArtifacts(to: folder)
                throw OrcaFailure(underlying: error, speech: await orca.report())
            }
        }
    }

    /// The speech of the Orca started as the `helperIndex`-th helper.
    func orcaSpeech(helperIndex: Int) throws -> OrcaSpeech {
        guard helperPIDs.indices.contains(helperIndex) else {
            throw HarnessError.notFound("Orca among \(helperPIDs.count) helper(s)")
        }
        let logs = directory.appendingPathComponent("logs")
        return OrcaSpeech(
            logPath: directory.appendingPathComponent("state/\(Self.orcaFolder)/debug.log").path,
            stderrPath: logs.appendingPathComponent("helper-\(helperIndex).err").path,
            pid: helperPIDs[helperIndex])
    }

    /// The folder name `saveArtifacts(named:)` uses for a test.
    private static func artifactFolderName(_ testName: String) -> String {
        let safeName = testName.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        return safeName.isEmpty ? "session" : safeName
    }
}

/// A failed test in a session with Orca: the error and what Orca said.
struct OrcaFailure: Error, CustomStringConvertible {
    let underlying: any Error
    let speech: String

    var description: String { "\(underlying)\n\(speech)" }
}
