import Foundation
import Testing

/// The harness itself: it leaves nothing behind (no processes, no
/// directories), reports an app that dies, and can change settings.
@Suite("End-to-end harness", .serialized, .timeLimit(.minutes(1)))
struct HarnessTests {
    @Test("Closing a session ends every process it started and removes its directory")
    func closeCleansUp() async throws {
        let app = try await AppSession.start(["--game=set", "--seed=1"])
        let directory = await app.directory.path
        let marker = await app.environmentMarker
        let pid = await app.appPID
        #expect(!ChildProcess.processes(withEnvironmentEntry: marker).isEmpty)
        await app.close()
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(ChildProcess.processes(withEnvironmentEntry: marker).isEmpty)
        #expect(!ChildProcess.groupExists(pid))
    }

    @Test("Closing a sway session also ends sway, which runs as the unprivileged account under root")
    func closeEndsSway() async throws {
        var options = AppSession.Options()
        options.displayServer = .sway
        let app = try await AppSession.start(["--game=card"], options: options)
        let swayMarker = "XDG_RUNTIME_DIR=" + (await app.directory).appendingPathComponent("wayland").path
        let sway = ChildProcess.processes(withEnvironmentEntry: swayMarker)
        #expect(!sway.isEmpty)
        let owners = Set(sway.compactMap {
            (try? FileManager.default.attributesOfItem(atPath: "/proc/\($0)"))?[.ownerAccountID] as? UInt32
        })
        #expect(owners == [getuid() == 0 ? try #require(getpwnam(SessionUser.name)).pointee.pw_uid : getuid()])
        await app.close()
        #expect(ChildProcess.processes(withEnvironmentEntry: swayMarker).isEmpty)
    }

    @Test("Key combinations become one wtype command line")
    func wtypeArguments() {
        #expect(AppSession.wtypeArguments(["ctrl+shift+z", "Right", "plus"]) == [
            "-M", "ctrl", "-M", "shift", "-k", "z", "-m", "shift", "-m", "ctrl", "-k", "Right", "-k", "plus",
        ])
    }

    @Test("The reaper ends watched groups and removes directories when its test process goes away")
    func reaperCleansUpAfterACrash() async throws {
        let environment = AppSession.baseEnvironment(directory: nil)
        let reaper = try Reaper(script: try HarnessPaths.script("reaper.py"), environment: environment)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reaper-test-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sleeper = try ChildProcess("sleep", ["60"], environment: environment)
        reaper.watch(group: sleeper.pid)
        reaper.watch(directory: directory.path)

        try await reaper.abandon()

        #expect(try await sleeper.waitForExit(timeout: .seconds(5)))
        #expect(sleeper.status == .signalled(SIGTERM))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("A session whose app exits at once fails with the app's stderr")
    func earlyExitIsReported() async throws {
        do {
            let app = try await AppSession.start(["--game=poker"])
            await app.close()
            Issue.record("the app accepted --game=poker")
        } catch let error as HarnessError {
            guard case .appExited(let status, let stderr) = error else { throw error }
            #expect(status == .exited(2))
            #expect(stderr.contains("poker"))
        }
    }

    @Test("An app that a signal ends is reported with every thread's stack, unwound through GLib to main")
    func crashIsReportedWithStacks() async throws {
        // Swift's backtracer handles a SIGSEGV that kill(2) sends and returns to
        // the app, which runs on (a fault, which this stands for, comes again
        // and dumps core): without it, the signal ends the app as a fault does.
        var options = AppSession.Options()
        options.appEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        try await AppSession.with(["--game=card"], options: options) { app in
            kill(await app.appPID, SIGSEGV)
            try await waitUntil("the app to end", timeout: .seconds(20)) { await app.appStatus != .running }
            do {
                try await app.checkAppRunning()
                Issue.record("the app still runs after SIGSEGV")
            } catch HarnessError.appExited(let status, let stderr) {
                #expect(status == .signalled(SIGSEGV))
                let stacks = try #require(stderr.range(of: "The stacks at signal \(SIGSEGV), by eu-stack from its core:"), "\(stderr)")
                let report = stderr[stacks.upperBound...]
                // The main thread waits in GLib's main loop, under GApplication's run and the app's own (demangled).
                for frame in ["g_main_context_iteration", "g_application_run", "MatchismoApplication.run(arguments:)"] {
                    #expect(report.contains(frame), "no \(frame) in \(report)")
                }
            }
        }
    }

    @Test("With the keyfile backend, gsettings changes the running session's settings")
    func keyfileSettings() async throws {
        var options = AppSession.Options()
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=card"], options: options) { app in
            try await app.gsettings("set", "org.gnome.desktop.interface", "text-scaling-factor", "1.5")
            let value = try await app.gsettings("get", "org.gnome.desktop.interface", "text-scaling-factor")
            #expect(value.trimmingCharacters(in: .whitespacesAndNewlines) == "1.5")
            let keyfile = await app.directory.appendingPathComponent("config/glib-2.0/settings/keyfile")
            #expect(FileManager.default.fileExists(atPath: keyfile.path))
        }
    }

    @Test("GLib's criticals and warnings in the app's stderr fail a session, except those the test expects")
    func logLines() {
        let stderr = """
            (matchismo:42): Gtk-WARNING **: 10:00:00.000: GtkLabel 0x1 reported min width -3, but sizes must be >= 0
            ** (matchismo:42): CRITICAL **: 10:00:00.001: no domain
            (matchismo:42): GLib-GObject-CRITICAL **: 10:00:00.002: g_object_unref: assertion 'G_IS_OBJECT (object)' failed
            (matchismo:42): dconf-WARNING **: 10:00:00.003: failed to commit changes to dconf: disk full
            Matchismo: settings could not be read; the defaults apply
            """
        let lines = AppSession.unexpectedLogLines(in: stderr, expected: ["failed to commit changes to dconf"])
        #expect(lines.map { $0.prefix(30) } == [
            "(matchismo:42): Gtk-WARNING **", "** (matchismo:42): CRITICAL **", "(matchismo:42): GLib-GObject-C",
        ])
    }
}
