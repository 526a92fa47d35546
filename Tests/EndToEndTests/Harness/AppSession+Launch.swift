import Foundation

/// Bringing up the private desktop: X server, session bus, AT-SPI bus, app.
extension AppSession {
    /// Variables every process in a session gets; nothing else leaks in from
    /// the test process (no DISPLAY, no user bus, no NO_AT_BRIDGE).
    static func baseEnvironment(directory: URL?) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        environment["PATH"] = inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        // The sanitizers' options reach a sanitized app (Checks/app-sanitizer.sh).
        for name in ["LD_LIBRARY_PATH", "LLVM_PROFILE_FILE", "TZ", "ASAN_OPTIONS", "UBSAN_OPTIONS"] {
            environment[name] = inherited[name]
        }
        if let directory {
            environment["HOME"] = directory.appendingPathComponent("home").path
            environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
            environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
            environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
            environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
            environment["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("runtime").path
        }
        return environment
    }

    /// Starts the display server, the buses and the app, in that order.
    func launch(_ binary: String, _ arguments: [String], _ options: Options) async throws {
        let directory = resources.directory
        let files = FileManager.default
        for name in ["home", "config", "data", "cache", "state", "logs"] {
            try files.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try files.createDirectory(
            at: directory.appendingPathComponent("runtime"), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        // F1 shows the built-in help in every session, as where no Yelp is
        // installed; `HelpDesktop` sets up the sessions that test a viewer.
        try HelpDesktop.withoutMachineViewers.write(
            to: directory.appendingPathComponent("config/mimeapps.list"), atomically: true, encoding: .utf8)
        var environment = self.environment
        if let home = options.home {
            try files.createDirectory(at: home, withIntermediateDirectories: true)
            environment["HOME"] = home.path
        }
        if let configHome = options.configHome { environment["XDG_CONFIG_HOME"] = configHome.path }
        launcher = options.launcher
        screenSize = (options.screenWidth, options.screenHeight)
        var display = ""
        switch options.displayServer {
        case .xvfb:
            display = try await startXvfb(options, environment: environment)
            environment["DISPLAY"] = display
        case .sway:
            environment.merge(try await startSway(options, environment: environment)) { _, new in new }
            display = environment["WAYLAND_DISPLAY"] ?? ""
        case .mutter:
            break  // after the session bus, which mutter needs
        }

        // Session bus on a socket inside the session directory, with only the
        // activatable services the test asked for (`Options.desktop`):
        // nothing else (portals, gvfs) starts behind our back.
        let busConfig = directory.appendingPathComponent("dbus-session.conf")
        try Self.sessionBusConfig(directory: directory).write(to: busConfig, atomically: true, encoding: .utf8)
        try Self.installDesktopServices(options.desktop, launcher: options.launcher, directory: directory)
        var busEnvironment = environment
        if case .gnome = options.desktop { busEnvironment.merge(Self.gnomeServiceEnvironment) { _, new in new } }
        _ = try resources.start(
            "dbus-daemon", ["--config-file=\(busConfig.path)", "--nofork", "--nopidfile", "--print-address=3"],
            environment: busEnvironment,
            redirections: .init(stderrPath: log("dbus.log"), writableFiles: [3: log("bus-address")]))
        let busAddress = try await firstLine(of: "bus-address", what: "the D-Bus address", log: "dbus.log")
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        if options.displayServer == .mutter {
            environment.merge(try await startMutter(options, environment: environment)) { _, new in new }
            display = environment["WAYLAND_DISPLAY"] ?? ""
        }

        // AT-SPI bus; its registry daemon is started on demand on that bus.
        _ = try resources.start(
            "/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"], environment: environment,
            redirections: .init(stdoutPath: log("at-spi.log"), stderrPath: log("at-spi.err")))
        try await waitForA11yBus(environment: environment)
        reader = try AccessibilityReader(resources: resources, environment: environment, errorLog: log("atspi-reader.err"))

        // Helpers the test asked for, with the session's display and buses.
        for (index, helper) in options.helpers.enumerated() {
            let process = try resources.start(
                helper.executable, helper.arguments, environment: environment,
                redirections: .init(stdoutPath: log("helper-\(index).out"), stderrPath: log("helper-\(index).err")))
            helperPIDs.append(process.pid)
        }

        // The app.
        var appEnvironment = environment
        appEnvironment["GTK_A11Y"] = "atspi"
        appEnvironment["GDK_BACKEND"] = options.displayServer == .xvfb ? "x11" : "wayland"
        if case .gnome = options.desktop { appEnvironment["XDG_CURRENT_DESKTOP"] = "GNOME" }
        if let launcher = options.launcher {
            appEnvironment.merge(launcher.environment) { _, new in new }
        } else {
            appEnvironment["GSETTINGS_BACKEND"] = options.settingsBackend
            if let schema = HarnessPaths.schemaSource {
                appEnvironment["GSETTINGS_SCHEMA_DIR"] = try await compileSchema(schema, environment: environment)
            }
        }
        // `MATCHISMO_APP_G_DEBUG=fatal-warnings` turns the warning a session
        // fails on into a crash, whose stacks the failure report shows.
        appEnvironment["G_DEBUG"] = ProcessInfo.processInfo.environment["MATCHISMO_APP_G_DEBUG"]
        if !options.offersLesson { appEnvironment["MATCHISMO_TEST_LESSON_OFFER"] = "off" }
        appEnvironment.merge(options.appEnvironment) { _, new in new }
        appEnvironment.merge(Self.clocksAtTheAppsPace(appEnvironment)) { _, new in new }
        started(display: display, busAddress: busAddress, windowID: "", environment: appEnvironment)
        for setting in options.desktopSettings { try await setDesktop(setting) }
        for write in options.dconfWrites { try await dconf(write.key, write.value) }
        appStderrPath = log("app.err")
        var command = (executable: binary, arguments: arguments)
        if options.launcher == nil {
            let folder = directory.appendingPathComponent(CrashReport.folderName)
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            crashWatch = (binary, folder)
            command = CrashReport.command(binary, arguments, coreFolder: folder)
        }
        let app = try resources.start(
            command.executable, command.arguments, environment: appEnvironment,
            redirections: .init(stdoutPath: log("app.out"), stderrPath: appStderrPath))
        self.app = app

        let windowID = try await waitForWindow(timeout: options.startupTimeout)
        started(display: display, busAddress: busAddress, windowID: windowID, environment: appEnvironment)
        try await waitUntil("matchismo on the AT-SPI bus", timeout: options.startupTimeout) {
            try checkAppRunning()
            return (try? await accessibilityReader().tree(of: accessibleApp)) != nil
        }
        if options.displayServer == .mutter { try await waitForMutterWindow(options) }
    }

    /// Starts Xvfb and returns its display, such as ":1".
    private func startXvfb(_ options: Options, environment: [String: String]) async throws -> String {
        // -displayfd picks a free display and writes its number.
        _ = try resources.start(
            "Xvfb",
            ["-displayfd", "3", "-screen", "0", "\(options.screenWidth)x\(options.screenHeight)x24",
             "-nolisten", "tcp", "-noreset"],
            environment: environment,
            redirections: .init(stderrPath: log("xvfb.log"), writableFiles: [3: log("display")]))
        return ":" + (try await firstLine(of: "display", what: "Xvfb's display number", log: "xvfb.log"))
    }

    /// A session bus configuration like the system's `session.conf`, but
    /// listening inside the session directory and with an empty service
    /// directory.
    static func sessionBusConfig(directory: URL) -> String {
        let services = directory.appendingPathComponent("dbus-services")
        try? FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        return """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <keep_umask/>
              <listen>unix:path=\(directory.appendingPathComponent("bus").path)</listen>
              <auth>EXTERNAL</auth>
              <servicedir>\(services.path)</servicedir>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
    }

    /// The path of the session's log file `name`.
    func log(_ name: String) -> String {
        resources.directory.appendingPathComponent("logs").appendingPathComponent(name).path
    }

    func logContents(_ name: String) -> String {
        (try? String(contentsOfFile: log(name), encoding: .utf8)) ?? ""
    }

    /// Waits until a file that a process writes holds one complete line.
    private func firstLine(of file: String, what: String, log logName: String) async throws -> String {
        var line = ""
        do {
            try await waitUntil(what, timeout: .seconds(15), interval: .milliseconds(20)) {
                let contents = logContents(file)
                guard let end = contents.firstIndex(of: "\n") else { return false }
                line = String(contents[..<end]).trimmingCharacters(in: .whitespaces)
                return !line.isEmpty
            }
        } catch {
            throw HarnessError.timedOut("\(what)\n\(logContents(logName))")
        }
        return line
    }

    /// Waits until `org.a11y.Bus` has an owner on the session bus. Asking
    /// for the name directly could auto-start a second launcher.
    private func waitForA11yBus(environment: [String: String]) async throws {
        let arguments = [
            "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.NameHasOwner", "org.a11y.Bus",
        ]
        do {
            try await waitUntil("org.a11y.Bus", timeout: .seconds(15), interval: .milliseconds(50)) {
                let output = try await ChildProcess.run(
                    "gdbus", arguments, environment: environment, scratch: resources.directory, timeout: .seconds(5))
                return output.succeeded && output.stdout.contains("true")
            }
        } catch {
            throw HarnessError.timedOut("the AT-SPI bus launcher\n\(logContents("at-spi.err"))")
        }
    }

    /// Compiles the app's schema into the session and returns the folder.
    private func compileSchema(_ schema: URL, environment: [String: String]) async throws -> String {
        let folder = resources.directory.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: schema, to: folder.appendingPathComponent(schema.lastPathComponent))
        try await ChildProcess.run(
            "glib-compile-schemas", ["--strict", folder.path], environment: environment, scratch: resources.directory
        ).check()
        return folder.path
    }

    /// Waits for a visible window of the app's process and gives it focus
    /// (sway focuses a new window by itself).
    private func waitForWindow(timeout: Duration) async throws -> String {
        if displayServer == .mutter {
            return ""  // `waitForMutterWindow`, once the app is on the accessibility bus
        }
        if displayServer == .sway {
            var window: SwayWindow?
            try await waitUntil("a window of matchismo (pid \(appPID)) on sway", timeout: timeout) {
                try checkAppRunning()
                window = try await swayWindows().first { $0.geometry.width > 0 }
                return window != nil
            }
            return "\(window!.id)"
        }
        var windowID = ""
        try await waitUntil("a visible window of matchismo (pid \(appPID))", timeout: timeout) {
            try checkAppRunning()
            let output = try await run("xdotool", windowSearchArguments, timeout: .seconds(5))
            windowID = output.stdout.split(separator: "\n").first.map(String.init) ?? ""
            return !windowID.isEmpty
        }
        try await run("xdotool", ["windowfocus", "--sync", windowID], timeout: .seconds(5)).check()
        return windowID
    }
}

/// A failed end-to-end test: the error plus what the app looked like.
struct SessionFailure: Error, CustomStringConvertible {
    let underlying: any Error
    let report: String

    var description: String { "\(underlying)\n\(report)" }
}

/// How many times longer every wait may take: `MATCHISMO_TEST_WAIT_SCALE`,
/// for an app that runs slower than built (under AddressSanitizer or
/// Valgrind); 1 by default.
let waitScale = ProcessInfo.processInfo.environment["MATCHISMO_TEST_WAIT_SCALE"].flatMap(Int.init).map { max($0, 1) } ?? 1

extension AppSession {
    /// The game's own clocks (the computer players', the sprints'), slowed by
    /// `waitScale` for an app that runs that much slower: under Valgrind the
    /// person's keys reach the game many times later, and a computer player
    /// on real time would claim first where at full speed it does not.
    static func clocksAtTheAppsPace(_ environment: [String: String]) -> [String: String] {
        guard waitScale > 1 else { return [:] }
        var clocks: [String: String] = [:]
        for variable in ["MATCHISMO_TEST_OPPONENT_SPEED", "MATCHISMO_TEST_SPRINT_SPEED"] {
            let speed = environment[variable].flatMap(Double.init) ?? 1
            clocks[variable] = String(speed / Double(waitScale))
        }
        return clocks
    }
}

/// Polls `condition` every `interval` until it returns true.
/// - Throws: `HarnessError.timedOut` naming `what` after `timeout` (times
///   `waitScale`), or the condition's own error.
nonisolated(nonsending) func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), interval: Duration = .milliseconds(100),
    _ condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout * waitScale
    while true {
        if try await condition() { return }
        guard ContinuousClock.now < deadline else { throw HarnessError.timedOut(what) }
        try await Task.sleep(for: interval)
    }
}
