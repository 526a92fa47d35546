import Foundation

/// The real `matchismo` binary running in a private desktop: its own display
/// server (Xvfb without a window manager, or a headless sway), D-Bus session
/// bus and AT-SPI bus, and private HOME/XDG directories, so tests never touch
/// the user's data or display and can run side by side.
///
/// Use `AppSession.with(_:)` so the session is always closed; a session
/// dropped without `close()` cleans up in deinit, and a reaper process
/// cleans up if the test process itself dies.
actor AppSession {
    /// How to start a session.
    struct Options: Sendable {
        /// Where the app shows its window.
        var displayServer = DisplayServer.xvfb
        var screenWidth = 1280
        var screenHeight = 1024
        /// Passed to GSETTINGS_BACKEND. `keyfile` keeps settings in the
        /// session's config directory, so `gsettings(...)` can change them
        /// while the app runs.
        var settingsBackend = "memory"
        /// Extra variables for the app (for example GTK_DEBUG).
        var appEnvironment: [String: String] = [:]
        /// How long the window may take to appear.
        var startupTimeout: Duration = .seconds(30)
        /// The app to run instead of the build's `matchismo` (an installed
        /// copy, say); `MATCHISMO_BINARY` and then the build's are the defaults.
        var binary: String?
        /// A command that starts the app instead (`flatpak run`); it wins
        /// over `binary`, and `settingsBackend` does not apply.
        var launcher: Launcher?
        /// The HOME of the app and helpers; by default a fresh folder in the
        /// session. A folder that outlives sessions carries a sandboxed app's
        /// data (`~/.var/app`) from one session to the next.
        var home: URL?
        /// The XDG_CONFIG_HOME of the app, the bus and the services it
        /// starts (dconf keeps its file there); by default one in the session.
        var configHome: URL?
        /// Long-running helpers (an XSETTINGS daemon, say) started in the
        /// session after the buses and before the app, in order; see
        /// `helperPIDs`.
        var helpers: [Helper] = []
        /// The desktop services on the session bus (dconf, the Settings portal).
        var desktop: Desktop = .bare
        /// Desktop settings written before the app starts (needs a `.gnome` desktop).
        var desktopSettings: [DesktopSetting] = []
        /// dconf keys written (or reset, for a nil value) before the app
        /// starts, as `dconf write` does: no schema checks them (needs a `.gnome` desktop).
        var dconfWrites: [(key: String, value: String?)] = []
        /// Whether a game opened for the first time offers its lesson; off, so
        /// that no other suite meets it (`MATCHISMO_TEST_LESSON_OFFER`).
        var offersLesson = false
        /// Parts of GLib criticals or warnings the test causes on purpose; any other fails it.
        var expectedLog: [String] = []

        init() {}
    }

    /// The display servers a session can run the app on.
    enum DisplayServer: Sendable, CustomStringConvertible {
        /// Xvfb without a window manager (GDK_BACKEND=x11), driven by xdotool.
        case xvfb
        /// sway on wlroots' headless backend (GDK_BACKEND=wayland), driven
        /// by wtype; see `AppSession+Sway.swift`.
        case sway
        /// mutter, GNOME's compositor, headless on Wayland (GDK_BACKEND=wayland),
        /// driven by touch and keys through its remote-desktop API; see
        /// `AppSession+Mutter.swift`.
        case mutter

        var description: String {
            switch self {
            case .xvfb: "Xvfb"
            case .sway: "sway"
            case .mutter: "mutter"
            }
        }
    }

    /// A command that runs in the session beside the app until it closes.
    struct Helper: Sendable {
        var executable: String
        var arguments: [String]

        init(_ executable: String, _ arguments: [String] = []) {
            self.executable = executable
            self.arguments = arguments
        }
    }

    /// The display server the app runs on.
    nonisolated let displayServer: DisplayServer
    /// The X display, such as ":1", or the Wayland socket's path.
    private(set) var display = ""
    private(set) var busAddress = ""
    var appPID: Int32 { app?.pid ?? 0 }
    /// The app's X window, or its sway container's id.
    private(set) var windowID = ""
    /// The app's environment, also used for helper commands.
    private(set) var environment: [String: String]

    let resources: SessionResources
    var app: ChildProcess?
    var appStderrPath = "/dev/null"
    /// The app's executable and the folder its core goes to (`CrashReport`);
    /// nil for an app started by a launcher.
    var crashWatch: (executable: String, folder: URL)?
    /// What `CrashReport` found once the app had died by a signal.
    var crashStacks: String?
    /// Process ids of `Options.helpers`, in order.
    var helperPIDs: [Int32] = []
    /// How the app was started, when not directly (`Options.launcher`).
    var launcher: Launcher?
    /// The display's size (Options.screenWidth and screenHeight).
    var screenSize = (width: 0, height: 0)
    /// Touch and keys through mutter, on mutter.
    var mutterInput: MutterInput?
    /// Reads the app's accessible tree and acts on it, from the AT-SPI bus's start.
    var reader: AccessibilityReader?

    /// Starts a session, runs `body` with it and closes it, also when
    /// `body` throws; a failure leaves a screenshot, the accessible tree and
    /// the app's stderr in `test-output/e2e/` and in the error.
    static func with<Result>(
        _ arguments: [String], options: Options = Options(),
        testName: String = #function,
        _ body: (AppSession) async throws -> Result
    ) async throws -> Result {
        let session = try await start(arguments, options: options)
        do {
            let result = try await body(session)
            try await session.checkLog(expected: options.expectedLog)
            await session.close()
            return result
        } catch {
            let report = await session.saveArtifacts(named: testName)
            await session.close()
            throw SessionFailure(underlying: error, report: report)
        }
    }

    /// Starts Xvfb, D-Bus and AT-SPI, then the app with `arguments`, and
    /// waits until its window is mapped and it is on the accessibility bus.
    static func start(_ arguments: [String], options: Options = Options()) async throws -> AppSession {
        let binary = try options.launcher?.executable ?? options.binary ?? HarnessPaths.appBinary()
        let arguments = (options.launcher?.arguments ?? []) + arguments
        let session = try AppSession(reaperScript: try HarnessPaths.script("reaper.py"), displayServer: options.displayServer)
        do {
            try await session.launch(binary, arguments, options)
        } catch {
            await session.close()
            throw error
        }
        return session
    }

    private init(reaperScript: String, displayServer: DisplayServer) throws {
        self.displayServer = displayServer
        resources = try SessionResources(reaperScript: reaperScript, environment: Self.baseEnvironment(directory: nil))
        environment = Self.baseEnvironment(directory: resources.directory)
    }

    /// The session's private directory (HOME, XDG dirs, sockets, logs).
    var directory: URL { resources.directory }

    /// An environment entry that every process of the session carries.
    var environmentMarker: String { resources.environmentMarker }

    /// Records what `launch` found out.
    func started(display: String, busAddress: String, windowID: String, environment: [String: String]) {
        self.display = display
        self.busAddress = busAddress
        self.windowID = windowID
        self.environment = environment
    }

    /// Ends the app and every helper process and removes the session's
    /// directory. Safe to call more than once.
    func close() {
        resources.shutdown()
    }

    // MARK: Reading the app

    /// What the app has written to stderr so far.
    var appStderr: String {
        (try? String(contentsOfFile: appStderrPath, encoding: .utf8)) ?? ""
    }

    /// Whether the app is still running; after it exits, how it ended.
    var appStatus: ChildProcess.Status { app?.poll() ?? .exited(-1) }

    /// The app's accessible tree, read afresh, with extents in screen
    /// coordinates; each node's actions only `withActions`.
    func accessibleTree(withActions: Bool = false) async throws -> AccessibleNode {
        try checkAppRunning()
        var tree = try await accessibilityReader().tree(of: accessibleApp, withActions: withActions)
        try await moveToScreenCoordinates(&tree)
        return tree
    }

    /// Nodes with `role` whose names start with `namePrefix`, in reading order.
    func findAll(role: String? = nil, namePrefix: String = "") async throws -> [AccessibleNode] {
        try await accessibleTree().findAll(role: role, namePrefix: namePrefix)
    }

    /// The cards on screen, in reading order.
    func cards() async throws -> [AccessibleNode] {
        try await accessibleTree().visibleCards
    }

    // MARK: Acting through AT-SPI

    /// Performs an AT-SPI action on the `index`-th node named `name`: the
    /// named action, or its first one. Widgets without an action interface
    /// (a plain drawing area) make this throw; `click(_:)` them instead.
    func doAction(name: String, role: String? = nil, index: Int = 0, action: String? = nil) async throws {
        try checkAppRunning()
        try await accessibilityReader().act(on: accessibleApp, name: name, role: role, index: index, action: action, focus: false)
    }

    /// Asks AT-SPI to move keyboard focus to the node named `name`.
    func grabFocus(name: String, role: String? = nil, index: Int = 0) async throws {
        try checkAppRunning()
        try await accessibilityReader().act(on: accessibleApp, name: name, role: role, index: index, action: nil, focus: true)
    }

    /// Runs `gsettings` against the app's settings backend; with the
    /// `keyfile` backend a `set` reaches the running app.
    @discardableResult
    func gsettings(_ arguments: String...) async throws -> String {
        try await run("gsettings", arguments).check().stdout
    }

    /// Runs any command inside the session (its DISPLAY, bus and XDG dirs).
    func run(_ executable: String, _ arguments: [String], timeout: Duration = .seconds(30)) async throws -> CommandOutput {
        try await ChildProcess.run(
            executable, arguments, environment: environment, scratch: resources.directory, timeout: timeout)
    }

    // MARK: Helpers

    func checkAppRunning() throws {
        let status = appStatus
        guard status == .running else { throw HarnessError.appExited(status, stderr: appStderr + stacks(after: status)) }
    }

    func accessibilityReader() throws -> AccessibilityReader {
        guard let reader else { throw HarnessError.unsupported("reading the tree before the AT-SPI bus is up") }
        return reader
    }
}
