import GLibKit
import Glibc
import GtkKit

/// Which GSK renderer the game asks GTK for, as a player would want it. Every
/// card is painted once into an image, so a frame is compositing images:
/// - where OpenGL runs on a GPU, the toolkit's default (GL) composites for free;
/// - where OpenGL is software (llvmpipe, softpipe, swrast) or missing, GTK's
///   Cairo renderer is far faster (llvmpipe took about 110 ms a frame at
///   1920x1080, Cairo well under 20) and about 7 MB leaner;
/// - a `GSK_RENDERER` the user set always wins.
///
/// Where nothing but software OpenGL could run, GDK is also told not to load
/// OpenGL or Vulkan at all (`GraphicsSwitches`): on X11 GTK 4.8 otherwise loads
/// Mesa's llvmpipe at start-up only to choose a visual, about 60 MB resident,
/// and GTK 4.18 loads llvmpipe and LLVM, another 70 MB.
enum RendererChoice: Equatable, Sendable, CustomStringConvertible {
    /// The user's own `GSK_RENDERER`.
    case user(String)
    /// The toolkit's default on hardware OpenGL, named as the driver names it.
    case platformDefault(openGL: String)
    /// GTK's Cairo renderer, and why.
    case cairo(because: String)

    /// OpenGL renderers that run on the CPU (Mesa's names).
    static let softwareRenderers = ["llvmpipe", "softpipe", "swrast"]

    /// The choice from the environment, the GPU render nodes this process may
    /// open, and only when those leave it open the OpenGL renderer's name,
    /// which `openGLRenderer` finds by making a GL context (nil: none).
    static func decide(
        environment: [String: String], renderNodes: [String], openGLRenderer: () -> String?
    ) -> RendererChoice {
        decideWithoutOpenGL(environment: environment, renderNodes: renderNodes) ?? decide(openGL: openGLRenderer())
    }

    /// The choice from the OpenGL renderer's name alone (nil: no OpenGL).
    static func decide(openGL name: String?) -> RendererChoice {
        guard let name else { return .cairo(because: "OpenGL is not available") }
        if let software = softwareRenderers.first(where: { name.lowercased().includes($0) }) {
            return .cairo(because: "OpenGL is software (\(software))")
        }
        return .platformDefault(openGL: name)
    }

    /// The choice where the environment and the render nodes settle it, nil
    /// where only the OpenGL renderer's name can.
    static func decideWithoutOpenGL(environment: [String: String], renderNodes: [String]) -> RendererChoice? {
        if let renderer = environment["GSK_RENDERER"], !renderer.isEmpty { return .user(renderer) }
        if let value = environment["LIBGL_ALWAYS_SOFTWARE"], ["1", "true", "yes"].contains(value.lowercased()) {
            return .cairo(because: "LIBGL_ALWAYS_SOFTWARE is set")
        }
        if let driver = environment["GALLIUM_DRIVER"], softwareRenderers.contains(driver.lowercased()) {
            return .cairo(because: "GALLIUM_DRIVER is \(driver)")
        }
        if renderNodes.isEmpty { return .cairo(because: "no GPU render node to open, so OpenGL would be software") }
        return nil
    }

    /// Before GTK opens the display: settles what needs no OpenGL and applies
    /// it (Cairo, and GDK without OpenGL and Vulkan, the switch for the GTK
    /// that runs); nil where `applyWithOpenGL` must decide once the display is
    /// open. Call it before any GLib thread runs.
    static func applyBeforeDisplay(to startup: inout StartupEnvironment) -> RendererChoice? {
        let environment = ProcessEnvironment.current
        guard let choice = decideWithoutOpenGL(environment: environment, renderNodes: openableRenderNodes()) else {
            return nil
        }
        if case .cairo = choice {
            startup.set("GSK_RENDERER", to: "cairo")
            let switches = GraphicsSwitches(gtkMinorVersion: Toolkit.minorVersion, environment: environment)
            startup.set(switches.name, to: switches.value)
        }
        return choice
    }

    /// At startup, where `applyBeforeDisplay` left the choice open, with the
    /// display open and before any window is shown: asks OpenGL for its
    /// renderer and sets GSK_RENDERER for GTK to read when it realizes the
    /// first window where Cairo is chosen.
    @MainActor
    static func applyWithOpenGL(to startup: inout StartupEnvironment) -> RendererChoice {
        let choice = decide(openGL: Graphics.openGLRendererName())
        if case .cairo = choice { startup.set("GSK_RENDERER", to: "cairo") }
        return choice
    }

    /// The DRM render nodes (`/dev/dri/renderD*`) this process may open: a
    /// GPU the sandbox or the user's groups let it use.
    static func openableRenderNodes(in directory: String = "/dev/dri") -> [String] {
        let names = DirectoryListing.names(in: directory) ?? []
        return names.filter { $0.hasPrefix("renderD") }.sorted()
            .map { directory + "/" + $0 }
            .filter { access($0, R_OK | W_OK) == 0 }
    }

    /// The name GSK_RENDERER takes for this choice ("cairo"), or "default".
    var rendererName: String {
        switch self {
        case .user(let name): name
        case .platformDefault: "default"
        case .cairo: "cairo"
        }
    }

    var description: String {
        switch self {
        case .user(let name): "\(name) (GSK_RENDERER, the user's choice)"
        case .platformDefault(let openGL): "default (hardware OpenGL: \(openGL))"
        case .cairo(let reason): "cairo (\(reason))"
        }
    }
}
