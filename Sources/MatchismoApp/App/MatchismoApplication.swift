import AdwKit
import GLibKit
import GtkKit
import TableCore

/// The GTK application: it reads the command line, adds the actions at
/// start-up and builds the window (`WindowParts`) on the first activation.
@MainActor
public final class MatchismoApplication {
    let application: Application = AdwaitaApplication(id: AppInfo.id)
    /// The window and its parts, once the application has activated.
    private(set) var parts: WindowParts?
    private(set) lazy var actions = ActionRegistry(application: application)
    private var pendingOptions = LaunchOptions()
    /// The GSK renderer asked for at startup.
    private var renderer: RendererChoice?
    /// What the renderer choice set for GTK, put back once the first window is drawn.
    private var startup = StartupEnvironment()
    /// Frames larger than this (about 2560x1600) keep their memory while the
    /// window is in use (`Window.keepFrameMemory`): a fresh pool for them would
    /// no longer fit in a frame's time, at about 1 ms a megabyte.
    private static let frameMemoryKeptAbove = 16 << 20

    /// Creates the application, runs it and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        var startup = StartupEnvironment()
        let renderer = RendererChoice.applyBeforeDisplay(to: &startup)
        let app = MatchismoApplication()
        app.renderer = renderer
        app.startup = startup
        return app.application.run(arguments: arguments)
    }

    init() {
        CommandLineOptions.declare(on: application)
        application.onHandleLocalOptions { options in CommandLineOptions.checkLocally(options) }
        application.onCommandLine { [weak self] options in self?.commandLine(options) ?? 1 }
        application.onStartup { [weak self] in
            guard let self else { return }
            if self.renderer == nil { self.renderer = RendererChoice.applyWithOpenGL(to: &self.startup) }
            self.addAppActions()
        }
        application.onActivate { [weak self] in self?.activate() }
    }

    private func commandLine(_ options: Application.Options) -> Int32 {
        switch CommandLineOptions.parse(options) {
        case .success(let launch): pendingOptions = launch
        case .failure(let error):
            StandardError.write("\(error)\n")
            return 2
        }
        application.activate()
        return 0
    }

    private func activate() {
        let options = pendingOptions
        pendingOptions = LaunchOptions()
        if let parts {
            parts.apply(options)
            parts.window.window.present()
            return
        }
        let parts = WindowParts(application: application, actions: actions)
        self.parts = parts
        let window = parts.build(options: options).window
        window.present()
        window.dropUnusedFrameSync()
        window.keepFrameMemory(minimumBytes: Self.frameMemoryKeptAbove, idleMilliseconds: StartupMemory.settledMilliseconds)
        if let renderer { RenderStats.noteRenderer(renderer, set: startup.applied, drawnBy: window.rendererTypeName) }
        // GTK has read the renderer and the graphics switches: programs the
        // game starts from now on get the player's environment.
        startup.restore()
        MainLoop.idle { [weak parts] in parts?.showPendingNotices() }
    }
}
