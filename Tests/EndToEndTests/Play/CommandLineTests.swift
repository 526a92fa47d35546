import Foundation
import Testing

/// Bad input on the command line and in the settings: the real
/// binary prints one clear message, exits non-zero where the input ends the
/// program, and leaves no file behind, not even a temporary one.
@Suite("Bad input (end to end)", .timeLimit(.minutes(2)))
struct CommandLineTests {
    static let seedMessage = "Use a whole number from 0 to 18446744073709551615."
    static let gameMessage = "Use --game=matchismo, --game=set, --game=card or --game=face."
    static let variantMessage =
        "Use --variant=classic, --variant=junior, --variant=chain, --variant=ultra or --variant=puzzle."
    static let dateMessage = "Use a day that exists, written YYYY-MM-DD, such as --date=2026-11-23."

    // MARK: Window options, checked before any display is needed

    @Test("Bad --seed, --game, --variant, --date and --deal values exit with status 2 and say what is accepted", arguments: [
        ("--seed=-1", "matchismo: invalid seed '-1'. \(seedMessage)"),
        ("--seed=abc", "matchismo: invalid seed 'abc'. \(seedMessage)"),
        ("--seed=18446744073709551616", "matchismo: invalid seed '18446744073709551616'. \(seedMessage)"),
        ("--game=poker", "matchismo: unknown game 'poker'. \(gameMessage)"),
        ("--game=", "matchismo: unknown game ''. \(gameMessage)"),
        ("--variant=speed", "matchismo: unknown variant 'speed'. \(variantMessage)"),
        ("--date=2026-02-30", "matchismo: invalid date '2026-02-30'. \(dateMessage)"),
        ("--date=23.11.2026", "matchismo: invalid date '23.11.2026'. \(dateMessage)"),
        ("--game=matchismo --variant=junior", "matchismo: --variant is for Set. Use it alone or with --game=set."),
        ("--variant=chain --date=2026-11-23", "matchismo: --date opens a daily puzzle. Use it alone or with --variant=puzzle."),
        ("--deal=abc", "matchismo: invalid deal 'abc'. \(seedMessage)"),
        ("--deal=18446744073709551616", "matchismo: invalid deal '18446744073709551616'. \(seedMessage)"),
        ("--deal=", "matchismo: invalid deal ''. \(seedMessage)"),
        ("--game=set --deal=5", "matchismo: --deal is a Matchismo deal. Use it alone or with --game=matchismo."),
        ("--deal=5 --seed=6", "matchismo: --deal and --seed both choose the cards. Use one of them."),
    ])
    func badValue(argument: String, message: String) async throws {
        let result = try await MatchismoCommand.run(argument.split(separator: " ").map(String.init))
        #expect(result.stderr == message + "\n")
        #expect(result.status == .exited(2))
        #expect(result.stdout.isEmpty)
    }

    @Test("A stray argument exits with status 2 and points to render and --help")
    func strayArgument() async throws {
        let result = try await MatchismoCommand.run(["AS"])
        #expect(result.stderr == """
            matchismo: unexpected arguments. Options are --game=GAME, --seed=N, --variant=VARIANT, --date=YYYY-MM-DD, --players=N, --opponents=LEVELS, --deal=N and --version; \
            to draw cards without a display use 'matchismo render'. See 'matchismo --help'.

            """)
        #expect(result.status == .exited(2))
    }

    @Test("An unknown option gets GLib's own message and status 1")
    func unknownOption() async throws {
        let result = try await MatchismoCommand.run(["--bogus"])
        #expect(result.stderr == "Unknown option --bogus\n")
        #expect(result.status == .exited(1))
    }

    @Test("Without a display the game says so and exits with status 1, no crash dump")
    func noDisplay() async throws {
        let result = try await MatchismoCommand.run(["--game=set"])
        #expect(result.stderr == """
            matchismo: cannot open a display. Matchismo is a desktop game: start it in a graphical \
            session (Wayland or X11), or use 'matchismo render' to draw cards without one.

            """)
        #expect(result.status == .exited(1))
    }

    // MARK: matchismo render

    @Test("Bad render command lines exit with status 2, print the usage and write nothing", arguments: [
        (["XX", "--size", "100x100", "--output", "x.png"], "unknown card 'XX'."),
        (["AS", "--size", "0x10", "--output", "x.png"],
         "'0x10' is not a size; use WIDTHxHEIGHT with whole numbers from 1 to 10000."),
        (["AS", "--size", "20000x20000", "--output", "x.png"],
         "'20000x20000' is not a size; use WIDTHxHEIGHT with whole numbers from 1 to 10000."),
        (["AS", "--size", "100x100", "--output", "x.bmp"],
         "cannot tell the format of 'x.bmp'; the file name must end in .png, .svg or .pdf."),
        (["AS", "--size", "100x100"], "no output file given; use --output FILE."),
        (["AS", "--bogus", "--output", "x.png"], "unknown option '--bogus'."),
    ])
    func badRenderCommandLine(arguments: [String], problem: String) async throws {
        try await MatchismoCommand.inEmptyDirectory { directory in
            // Relative names would land in the test's working directory; keep them in ours.
            let arguments = arguments.map { $0.hasPrefix("x.") ? directory.appendingPathComponent($0).path : $0 }
            let problem = problem.replacingOccurrences(of: "'x.", with: "'\(directory.path)/x.")
            let usage = try await MatchismoCommand.renderUsage()
            let result = try await MatchismoCommand.run(["render"] + arguments)
            #expect(result.stderr == "matchismo render: \(problem)\n\n\(usage)")
            #expect(result.status == .exited(2))
            #expect(try MatchismoCommand.contents(of: directory) == [])
        }
    }

    @Test("A missing output folder is reported with cairo's reason; nothing is created")
    func missingFolder() async throws {
        let output = "/nonexistent-dir/x.png"
        try #require(!FileManager.default.fileExists(atPath: "/nonexistent-dir"))
        let result = try await MatchismoCommand.run(["render", "AS", "--size", "100x100", "--output", output])
        #expect(result.stderr == "matchismo render: cannot write '\(output)' (error while writing to output stream); "
            + "check that its folder exists and is writable.\n")
        #expect(result.status == .exited(2))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-dir"))
    }

    @Test("An output inside a regular file (not a folder) fails for PNG, SVG and PDF alike, leaving nothing", arguments: ["png", "svg", "pdf"])
    func outputUnderAFile(format: String) async throws {
        try await MatchismoCommand.inEmptyDirectory { directory in
            let file = directory.appendingPathComponent("notes.txt")
            try Data("keep".utf8).write(to: file)
            let output = file.appendingPathComponent("x.\(format)").path
            let result = try await MatchismoCommand.run(["render", "QH", "--output", output])
            #expect(result.stderr == "matchismo render: cannot write '\(output)' (error while writing to output stream); "
                + "check that its folder exists and is writable.\n")
            #expect(result.status == .exited(2))
            #expect(try MatchismoCommand.contents(of: directory) == ["notes.txt"])
            #expect(try Data(contentsOf: file) == Data("keep".utf8))
        }
    }

    @Test("An output that is a directory is refused and the directory is left alone")
    func outputIsADirectory() async throws {
        try await MatchismoCommand.inEmptyDirectory { directory in
            let output = directory.appendingPathComponent("card.png")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
            let result = try await MatchismoCommand.run(["render", "AS", "--size", "100x100", "--output", output.path])
            #expect(result.stderr == "matchismo render: '\(output.path)' is a directory; give a file name ending in .png.\n")
            #expect(result.status == .exited(2))
            #expect(try MatchismoCommand.contents(of: directory) == ["card.png"])
            #expect(try MatchismoCommand.contents(of: output) == [])
        }
    }

    @Test("A sheet whose drawing would exceed the size limit is refused before anything is drawn")
    func hugeSheet() async throws {
        try await MatchismoCommand.inEmptyDirectory { directory in
            let output = directory.appendingPathComponent("sheet.png").path
            let result = try await MatchismoCommand.run(["render", "--sheet", "set", "--size", "10000x10000", "--output", output])
            #expect(result.stderr.hasPrefix("matchismo render: the drawing would be "), "\(result.stderr)")
            #expect(result.stderr.hasSuffix(", larger than 10000x10000; use a smaller --size.\n"), "\(result.stderr)")
            #expect(result.status == .exited(2))
            #expect(try MatchismoCommand.contents(of: directory) == [])
        }
    }

    // MARK: Corrupt settings

    /// GSettings itself drops stored values outside the schema's range or
    /// choices (card-count=99, last-game='poker') and reads the defaults; a
    /// window size that the schema allows but the app cannot use is clamped
    /// by the app, which says so on stderr.
    @Test("Corrupt settings values: defaults apply and the app tells why on stderr")
    func corruptSettings() async throws {
        try await MatchismoCommand.inEmptyDirectory { directory in
            let settings = directory.appendingPathComponent("glib-2.0/settings")
            try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
            try """
                [io/github/matchismo/Matchismo]
                card-count=99
                last-game='poker'
                window-width=99999

                """.write(to: settings.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
            var options = AppSession.Options()
            options.settingsBackend = "keyfile"
            options.appEnvironment["XDG_CONFIG_HOME"] = directory.path
            try await AppSession.with([], options: options) { app in
                let tree = try await app.accessibleTree()
                // card-count=99 is out of the schema's 12–52: the default 30; last-game='poker': Matchismo.
                #expect(tree.visibleCards.count == 30, "\(tree)")
                #expect(await app.appStderr == """
                    matchismo: The setting “window-width” held 99999, outside 200–16384; using 16384.

                    """)
            }
        }
    }
}

/// Runs the real binary without a display and with private directories.
enum MatchismoCommand {
    /// Runs the binary with `arguments`, in `locale` (such as "de_DE.UTF-8") or in English.
    static func run(_ arguments: [String], locale: String? = nil) async throws -> CommandOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = AppSession.baseEnvironment(directory: scratch)
        environment["GSETTINGS_BACKEND"] = "memory"
        if let locale {
            environment["LANG"] = locale
            environment["LC_ALL"] = locale
        }
        return try await ChildProcess.run(
            try HarnessPaths.appBinary(), arguments, environment: environment, scratch: scratch, timeout: .seconds(30))
    }

    /// What `matchismo render --help` prints: the text every usage error ends with.
    static func renderUsage() async throws -> String {
        let help = try await run(["render", "--help"]).check()
        try #require(help.stdout.hasPrefix("Usage:\n"), "\(help.stdout)")
        return help.stdout
    }

    /// Runs `body` with a fresh empty directory, removed afterwards.
    static func inEmptyDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }

    /// The names in `directory`, hidden ones included, sorted.
    static func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
