import Glibc
@testable import MatchismoApp
import Testing

/// GDK is told to leave OpenGL and Vulkan out in the variable the running GTK
/// reads, keeping the player's own flags; the game's settings go
/// back once GTK has read them; the stats line reads what is really mapped.
@Suite("OpenGL and Vulkan left out at start-up")
struct GraphicsSwitchesTests {
    @Test("Before GTK 4.16 OpenGL and Vulkan are turned off in GDK_DEBUG", arguments: [8, 12, 14, 15])
    func gtkBefore4_16ReadsGDKDebug(minor: Int) {
        let switches = GraphicsSwitches(gtkMinorVersion: minor, environment: ["GDK_DISABLE": "dmabuf"])
        #expect(switches == GraphicsSwitches(gtkMinorVersion: minor, environment: [:]))
        #expect(switches.name == "GDK_DEBUG")
        #expect(switches.value == "gl-disable,vulkan-disable")
    }

    @Test("From GTK 4.16 OpenGL and Vulkan are turned off in GDK_DISABLE", arguments: [16, 18, 20, 22])
    func gtk4_16AndLaterReadGDKDisable(minor: Int) {
        let switches = GraphicsSwitches(gtkMinorVersion: minor, environment: ["GDK_DEBUG": "events"])
        #expect(switches.name == "GDK_DISABLE")
        #expect(switches.value == "gl,vulkan")
    }

    @Test("The player's own flags are kept, first, without repeating ours")
    func thePlayersFlagsAreKeptFirst() {
        #expect(GraphicsSwitches(gtkMinorVersion: 18, environment: ["GDK_DISABLE": "dmabuf:offload"]).value == "dmabuf,offload,gl,vulkan")
        #expect(GraphicsSwitches(gtkMinorVersion: 18, environment: ["GDK_DISABLE": "vulkan"]).value == "vulkan,gl")
        #expect(GraphicsSwitches(gtkMinorVersion: 8, environment: ["GDK_DEBUG": "events misc"]).value == "events,misc,gl-disable,vulkan-disable")
        #expect(GraphicsSwitches(gtkMinorVersion: 8, environment: ["GDK_DEBUG": "gl-disable,events"]).value == "gl-disable,events,vulkan-disable")
        #expect(GraphicsSwitches(gtkMinorVersion: 8, environment: ["GDK_DEBUG": ""]).value == "gl-disable,vulkan-disable")
    }

    @Test("The environment set for start-up goes back as the player had it")
    func theStartupEnvironmentGoesBackAsThePlayerHadIt() {
        let set = "MATCHISMO_TEST_SET_\(getpid())", unset = "MATCHISMO_TEST_UNSET_\(getpid())"
        setenv(set, "player's", 1)
        unsetenv(unset)
        defer { unsetenv(set); unsetenv(unset) }
        var startup = StartupEnvironment()
        startup.set(set, to: "game's")
        startup.set(unset, to: "first")
        startup.set(unset, to: "second")
        #expect(startup.applied == ["\(set)=game's", "\(unset)=second"])
        #expect(String(cString: getenv(set)) == "game's")
        #expect(String(cString: getenv(unset)) == "second")
        startup.restore()
        #expect(String(cString: getenv(set)) == "player's")
        #expect(getenv(unset) == nil)
        #expect(startup.applied.isEmpty)
    }

    @Test("OpenGL and Vulkan drivers are found in the memory maps by file name; the Vulkan loader alone is none")
    func driversAreFoundInTheMapsByFileName() {
        let maps = """
            7f1a000-7f1b000 r-xp 00000000 fe:01 1 /usr/lib/x86_64-linux-gnu/libgtk-4.so.1.1800.6
            7f1c000-7f1d000 r--p 00000000 fe:01 2 /usr/lib/x86_64-linux-gnu/libvulkan.so.1.4.309
            7f1e000-7f1f000 r-xp 00000000 fe:01 3 /usr/lib/x86_64-linux-gnu/libgallium-25.0.7-2+deb13u1.so
            7f20000-7f21000 r--p 00000000 fe:01 3 /usr/lib/x86_64-linux-gnu/libgallium-25.0.7-2+deb13u1.so
            7f22000-7f23000 r-xp 00000000 fe:01 4 /usr/lib/x86_64-linux-gnu/libLLVM.so.19.1
            7f24000-7f25000 r-xp 00000000 fe:01 5 /usr/lib/x86_64-linux-gnu/dri/swrast_dri.so
            7f26000-7f27000 r-xp 00000000 fe:01 6 /usr/lib/x86_64-linux-gnu/libEGL_mesa.so.0.0.0
            7f28000-7f29000 r-xp 00000000 fe:01 7 /usr/lib/x86_64-linux-gnu/libvulkan_lvp.so
            7f2a000-7f2b000 r-xp 00000000 fe:01 8 /usr/lib/x86_64-linux-gnu/libepoxy.so.0.0.0
            7f2c000-7f2d000 rw-p 00000000 00:00 0 [heap]
            """
        #expect(GraphicsDrivers.mapped(maps: maps) == [
            "libEGL_mesa.so.0.0.0", "libLLVM.so.19.1", "libgallium-25.0.7-2+deb13u1.so", "libvulkan_lvp.so", "swrast_dri.so",
        ])
        #expect(GraphicsDrivers.mapped(maps: "7f1a000-7f1b000 r-xp 00000000 fe:01 1 /usr/lib/libvulkan.so.1\n").isEmpty)
        #expect(GraphicsDrivers.summary([]) == "no OpenGL or Vulkan driver mapped")
        #expect(GraphicsDrivers.summary(["libEGL.so.1", "swrast_dri.so"]) == "OpenGL or Vulkan drivers mapped: libEGL.so.1 swrast_dri.so")
    }

}
