import Foundation
import Testing

/// The renderer the app asks GTK for (issues 22 and 36), as it reports it with
/// MATCHISMO_STATS and as its memory map shows it: the test display has no GPU
/// render node, so the app chooses Cairo and keeps GDK from loading OpenGL and
/// Vulkan at all, in the variable the running GTK reads, unless GSK_RENDERER
/// says otherwise.
@Suite("Renderer choice (end to end)", .serialized, .timeLimit(.minutes(2)))
struct RendererTests {
    /// OpenGL and Vulkan driver libraries mapped into a process (GTK 4.18 links
    /// the Vulkan loader, libvulkan.so.1, itself: that is no driver).
    static func mappedDrivers(pid: Int32) throws -> [String] {
        let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        let names = Set(maps.split(separator: "\n").compactMap { $0.split(separator: "/").last.map(String.init) })
        // The map read is the game's: GTK is in it.
        try #require(names.contains { $0.hasPrefix("libgtk-4.so") }, "pid \(pid): \(maps.prefix(2000))")
        let drivers = ["libGL.so", "libEGL", "libGLX", "libgallium", "libLLVM", "libglapi", "libvulkan_"]
        return names.filter { name in drivers.contains { name.hasPrefix($0) } || name.hasSuffix("_dri.so") }.sorted()
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
        }
    }

    @Test("The player's GSK_RENDERER wins, and the stats line names the drivers it maps")
    func thePlayersChoiceWins() async throws {
        var options = AppSession.Options()
        options.appEnvironment = ["MATCHISMO_STATS": "1", "GSK_RENDERER": "gl"]
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
