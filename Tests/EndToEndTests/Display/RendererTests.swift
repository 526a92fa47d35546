import Foundation
import Testing

/// The renderer the app asks GTK for, as it reports it with
/// MATCHISMO_STATS and as its memory map shows it: the test display has no GPU
/// render node, so the app chooses Cairo and keeps GDK from loading OpenGL and
/// Vulkan at all, in the variable the running GTK reads, unless GSK_RENDERER
/// says otherwise.
@Suite("Renderer choice (end to end)", .serialized, .timeLimit(.minutes(2)))
struct RendererTests {
    /// The game's `/proc/PID/<name>` (`maps`, `smaps`), read to the end: /proc
    /// files report no size, so whole-file reads find them empty. The map
    /// read is the game's: GTK is in it.
    static func memoryMap(_ name: String, pid: Int32) throws -> String {
        let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/\(name)"))
        defer { try? file.close() }
        let map = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        try #require(map.contains("/libgtk-4.so"), "pid \(pid): \(map.prefix(2000))")
        return map
    }

    /// OpenGL and Vulkan driver libraries mapped into a process (GTK 4.18 links
    /// the Vulkan loader, libvulkan.so.1, itself: that is no driver).
    static func mappedDrivers(pid: Int32) throws -> [String] {
        let maps = try memoryMap("maps", pid: pid)
        let names = Set(maps.split(separator: "\n").compactMap { $0.split(separator: "/").last.map(String.init) })
        let drivers = ["libGL.so", "libEGL", "libGLX", "libgallium", "libLLVM", "libglapi", "libvulkan_"]
        return names.filter { name in drivers.contains { name.hasPrefix($0) } || name.hasSuffix("_dri.so") }.sorted()
    }

    /// Kilobytes of System V shared memory resident in a process: on X11,
    /// cairo-xlib's pools, through which GTK's Cairo renderer sends the images it draws.
    static func sharedPoolKilobytes(pid: Int32) throws -> Int {
        let smaps = try memoryMap("smaps", pid: pid)
        var inPool = false, kilobytes = 0
        for line in smaps.split(separator: "\n") {
            if let range = line.split(separator: " ").first, range.contains("-"), range.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                inPool = line.contains("/SYSV") && line.hasSuffix("(deleted)")
            } else if inPool, line.hasPrefix("Rss:") {
                kilobytes += Int(line.split(separator: " ")[1]) ?? 0
            }
        }
        return kilobytes
    }

    @Test("No GPU: GTK's Cairo renderer draws the window and no OpenGL or Vulkan driver is mapped")
    func cairoWithoutDrivers() async throws {
        #expect(!FileManager.default.fileExists(atPath: "/dev/dri"), "this test expects a machine without a GPU")
        let switches = try RunningGTK.minorVersion() >= 16 ? "GDK_DISABLE=gl,vulkan" : "GDK_DEBUG=gl-disable,vulkan-disable"
        var options = AppSession.Options()
        options.appEnvironment = ["MATCHISMO_STATS": "1"]
        try await AppSession.with(["--game=set", "--seed=2"], options: options) { app in
            _ = try await app.settledTree()
            let stderr = await app.appStderr
            let line = "matchismo-stats: renderer cairo (no GPU render node to open, so OpenGL would be software), "
                + "set GSK_RENDERER=cairo \(switches), no OpenGL or Vulkan driver mapped, window GskCairoRenderer"
            #expect(stderr.split(separator: "\n").contains { $0 == line }, "\(stderr)")
            #expect(try Self.mappedDrivers(pid: await app.appPID) == [])
            // Idle, the window gives back the shared memory its frames went
            // through (cairo-xlib would keep the last pool, 1.8 MB, until
            // the window next changed).
            let pid = await app.appPID
            await #expect(throws: Never.self) {
                try await waitUntil("the idle window's frame memory to go back", timeout: .seconds(5)) {
                    try Self.sharedPoolKilobytes(pid: pid) == 0
                }
            }
        }
    }

    @Test("The player's GSK_RENDERER wins, and the stats line names the drivers it maps")
    func thePlayersChoiceWins() async throws {
        var options = AppSession.Options()
        options.appEnvironment = ["MATCHISMO_STATS": "1", "GSK_RENDERER": "gl"]
        // GTK 4.18 draws "gl" with its new GL renderer and tells the player so.
        options.expectedLog = ["The old GL renderer has been removed"]
        try await AppSession.with(["--game=set", "--seed=2"], options: options) { app in
            _ = try await app.settledTree()
            let stderr = await app.appStderr
            let line = try #require(stderr.split(separator: "\n").first { $0.hasPrefix("matchismo-stats: renderer ") }, "\(stderr)")
            #expect(line.hasPrefix("matchismo-stats: renderer gl (GSK_RENDERER, the user's choice), set nothing, OpenGL or Vulkan drivers mapped: "))
            #expect(line.hasSuffix(", window GskGLRenderer"))
            // What the stats line names is what the memory map holds.
            let drivers = try Self.mappedDrivers(pid: await app.appPID)
            #expect(!drivers.isEmpty)
            #expect(drivers.allSatisfy { line.contains($0) }, "\(drivers)")
        }
    }
}

extension RendererTests {
    /// A program the game starts, here the browser for the About dialog's
    /// "Report an Issue", gets the player's environment: the renderer and the
    /// graphics switches the game set for GTK are put back once GTK read them.
    @Test("A browser the About dialog opens gets the player's environment, not the game's renderer switches")
    func programsTheGameStartsGetThePlayersEnvironment() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-browser-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let applications = folder.appendingPathComponent("data/applications")
        let config = folder.appendingPathComponent("config")
        let seen = folder.appendingPathComponent("browser-environment")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        // The player's default browser: writes the environment it was started with.
        try """
            [Desktop Entry]
            Type=Application
            Name=Environment Browser
            Exec=/bin/sh -c 'env > \(seen.path).part && mv \(seen.path).part \(seen.path)' %u
            MimeType=x-scheme-handler/https;
            """.write(to: applications.appendingPathComponent("environment-browser.desktop"), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/https=environment-browser.desktop\n"
            .write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)

        var options = AppSession.Options()
        options.appEnvironment = [
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "XDG_CONFIG_HOME": config.path,
            "GDK_DEBUG": "misc", "MATCHISMO_TEST_MARK": "1",
        ]
        try await AppSession.with(["--game=set", "--seed=2"], options: options) { app in
            _ = try await app.settledTree()
            try await app.run("gdbus", [
                "call", "--session", "--dest", "io.github.matchismo.Matchismo", "--object-path", "/io/github/matchismo/Matchismo",
                "--method", "org.freedesktop.Application.ActivateAction", "about", "[]", "{}",
            ]).check()
            let about = try await app.waitForTree("the About dialog") { tree in
                tree.allNodes.contains { $0.name == "Report an Issue" && $0.isOnScreen }
            }
            try await app.click(try #require(about.allNodes.last { $0.name == "Report an Issue" && $0.isOnScreen }))
            try await waitUntil("the browser to start") { FileManager.default.fileExists(atPath: seen.path) }
            let lines = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(lines.contains("MATCHISMO_TEST_MARK=1"), "not the game's child: \(lines)")
            #expect(lines.contains("GDK_DEBUG=misc"), "the player's GDK_DEBUG: \(lines)")
            #expect(!lines.contains { $0.hasPrefix("GSK_RENDERER=") || $0.hasPrefix("GDK_DISABLE=") }, "\(lines)")
        }
    }
}
