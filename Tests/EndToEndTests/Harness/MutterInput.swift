import Foundation

/// The line to `Scripts/mutter_input.py`, which holds mutter's remote-desktop
/// session: batches of steps go down a FIFO as JSON lines, and the script
/// acknowledges each in a file once mutter has taken it.
final class MutterInput {
    /// One thing a finger or the keyboard does.
    enum Step {
        /// A finger touches at global logical pixels.
        case down(slot: Int, x: Double, y: Double)
        case motion(slot: Int, x: Double, y: Double)
        case up(slot: Int)
        /// Time passing between a finger's events, as a hand moves.
        case pause(milliseconds: Int)
        /// An X keysym pressed or released.
        case key(Int, Bool)
        /// An xdotool-style combination ("ctrl+n", "Right"), pressed and released.
        case combination(String)
        /// The screen cast's newest frame, saved at this path: a PPM where it ends in .ppm, else a PNG.
        case screenshot(String)

        var json: [Any] {
            switch self {
            case .down(let slot, let x, let y): ["down", slot, x, y]
            case .motion(let slot, let x, let y): ["motion", slot, x, y]
            case .up(let slot): ["up", slot]
            case .pause(let milliseconds): ["pause", milliseconds]
            case .key(let keysym, let pressed): ["key", keysym, pressed]
            case .combination(let keys): ["combination", keys]
            case .screenshot(let path): ["screenshot", path]
            }
        }
    }

    enum Keysym {
        static let shift = 0xFFE1
    }

    private let commands: FileHandle
    private let acknowledged: String
    private var nextID = 1

    private init(commands: FileHandle, acknowledged: String) {
        self.commands = commands
        self.acknowledged = acknowledged
    }

    deinit {
        try? commands.close()
    }

    /// Starts the script in `session` and waits until its remote-desktop session runs.
    static func start(session: isolated AppSession, environment: [String: String]) async throws -> MutterInput {
        let fifo = session.directory.appendingPathComponent("mutter-input").path
        let acknowledged = session.log("mutter-input.acks")
        guard mkfifo(fifo, 0o600) == 0 else { throw HarnessError.spawnFailed("mkfifo", String(cString: strerror(errno))) }
        _ = FileManager.default.createFile(atPath: acknowledged, contents: nil)
        let script = try HarnessPaths.script("mutter_input.py")
        // GStreamer's plugin registry, made once and shared by the sessions.
        var environment = environment
        try FileManager.default.createDirectory(at: HarnessPaths.artifactsDirectory, withIntermediateDirectories: true)
        environment["GST_REGISTRY"] = HarnessPaths.artifactsDirectory.appendingPathComponent("gstreamer-registry.bin").path
        let process = try session.resources.start(
            "/usr/bin/python3", [script, fifo, acknowledged], environment: environment,
            redirections: .init(stderrPath: session.log("mutter-input.err")))
        do {
            try await waitUntil("mutter's remote-desktop session", timeout: .seconds(20), interval: .milliseconds(20)) {
                guard process.isRunning else { throw HarnessError.spawnFailed("mutter_input.py", "it exited") }
                return session.logContents("mutter-input.acks").hasPrefix("ready\n")
            }
        } catch {
            throw HarnessError.timedOut("\(error)\n\(session.logContents("mutter-input.err"))\n\(session.logContents("mutter.log"))")
        }
        // Opening a FIFO waits for its reader, which opens it after "ready".
        guard let commands = FileHandle(forWritingAtPath: fifo) else { throw HarnessError.notFound(fifo) }
        return MutterInput(commands: commands, acknowledged: acknowledged)
    }

    /// Sends `steps` as one batch and waits for mutter to have taken them all.
    nonisolated(nonsending) func send(_ steps: [Step]) async throws {
        let id = nextID
        nextID += 1
        let line = try JSONSerialization.data(withJSONObject: ["id": id, "steps": steps.map(\.json)])
        try commands.write(contentsOf: line + Data("\n".utf8))
        var answer = ""
        // A pause takes its time; a screenshot can take GStreamer's first start,
        // which reads its plugins (into the registry the sessions share).
        let timeout = Duration.seconds(10) + .milliseconds(steps.reduce(0) { total, step in
            switch step {
            case .pause(let milliseconds): total + milliseconds
            case .screenshot: total + 30_000
            default: total
            }
        })
        try await waitUntil("mutter to take input batch \(id)", timeout: timeout, interval: .milliseconds(10)) {
            let lines = ((try? String(contentsOfFile: acknowledged, encoding: .utf8)) ?? "").split(separator: "\n")
            answer = lines.first { $0.hasPrefix("\(id) ") }.map(String.init) ?? ""
            return !answer.isEmpty
        }
        guard answer == "\(id) ok" else { throw HarnessError.commandFailed(command: "mutter_input.py", status: .exited(1), stderr: answer) }
    }
}
