import CGtk

/// A `GtkApplication`: the process's link to the desktop, its actions and accelerators.
@MainActor
open class Application: GObjectRef {
    /// A `GApplicationCommandLine` or local options dictionary: the options given.
    public struct Options {
        let dict: UnsafeMutablePointer<GVariantDict>

        /// The value of a string option, or nil when it was not given.
        public func string(_ name: String) -> String? {
            guard let text = mtch_options_dup_string(dict, name) else { return nil }
            defer { g_free(text) }
            return String(cString: text)
        }

        /// Whether a flag or option was given.
        public func contains(_ name: String) -> Bool { g_variant_dict_contains(dict, name) != 0 }
    }

    package var application: UnsafeMutablePointer<GtkApplication> { mtch_application(raw) }
    private var gApplication: UnsafeMutablePointer<GApplication> { mtch_g_application(raw) }

    /// The application's command line is handled by the primary instance (`command-line`).
    public init(id: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_HANDLES_COMMAND_LINE)))
    }

    /// Wraps a new application of a `GtkApplication` subclass (libadwaita's), taking its reference.
    package init(subclassInstance pointer: gpointer) {
        super.init(taking: pointer)
    }

    /// A string option `--name=VALUE` shown in `--help`.
    public func addStringOption(_ name: String, description: String, argument: String) {
        mtch_application_add_option(gApplication, name, 0, G_OPTION_ARG_STRING, description, argument)
    }

    /// Collects arguments that are not options, under the option name "" (`G_OPTION_REMAINING`).
    public func collectRemainingArguments(description: String) {
        mtch_application_add_option(gApplication, "", 0, G_OPTION_ARG_STRING_ARRAY, description, "")
    }

    /// Opens the default display for the launching process; false when there is none.
    public static func canOpenDisplay() -> Bool {
        gtk_init_check() != 0
    }

    /// Text shown after the usage line of `--help`.
    public func setOptionSummary(_ summary: String) {
        g_application_set_option_context_summary(gApplication, summary)
    }

    /// A flag `--name` shown in `--help`.
    public func addFlag(_ name: String, description: String) {
        mtch_application_add_option(gApplication, name, 0, G_OPTION_ARG_NONE, description, nil)
    }

    /// Options checked in the launching process: return an exit status to stop, or -1 to go on.
    public func onHandleLocalOptions(_ handler: @escaping @MainActor (Options) -> Int32) {
        connectPointerReturningInt("handle-local-options") { dict in handler(Options(dict: dict!.assumingMemoryBound(to: GVariantDict.self))) }
    }

    /// The command line, delivered to the primary instance; returns the exit status.
    public func onCommandLine(_ handler: @escaping @MainActor (Options) -> Int32) {
        connectPointerReturningInt("command-line") { commandLine in
            let dict = g_application_command_line_get_options_dict(commandLine?.assumingMemoryBound(to: GApplicationCommandLine.self))
            return handler(Options(dict: dict!))
        }
    }

    public func onStartup(_ handler: @escaping @MainActor () -> Void) { connect("startup", handler) }
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { connect("activate", handler) }

    public func activate() { g_application_activate(gApplication) }

    /// Runs the main loop with `arguments` (including the program name); returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        withCStrings(arguments) { argv in
            g_application_run(gApplication, Int32(arguments.count), argv)
        }
    }

    public func quit() { g_application_quit(gApplication) }

    public func add(_ action: Action) {
        g_action_map_add_action(mtch_action_map(raw), mtch_action(action.raw))
    }

    /// Looks up an action added with `add(_:)`.
    package func action(named name: String) -> OpaquePointer? {
        g_action_map_lookup_action(mtch_action_map(raw), name)
    }

    /// Sets the keyboard accelerators of a detailed action name ("app.new-game").
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStrings(accelerators) { list in
            gtk_application_set_accels_for_action(
                application, detailedAction, UnsafeRawPointer(list).assumingMemoryBound(to: UnsafePointer<CChar>?.self))
        }
    }

    /// Has a screen reader say `text` once through the focused widget of the
    /// window the player is in (a Preferences window over the game, say),
    /// which screen readers follow; false when no window is active.
    @discardableResult
    public func announceInActiveWindow(_ text: String) -> Bool {
        guard let window = gtk_application_get_active_window(application) else { return false }
        let target: gpointer = gtk_root_get_focus(mtch_root(window)).map { UnsafeMutableRawPointer($0) } ?? UnsafeMutableRawPointer(window)
        mtch_accessible_announce(mtch_accessible(target), text)
        return true
    }

    /// The accelerators currently set for an action.
    public func accelerators(for detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}

/// Calls `body` with a NULL-terminated C array of copies of `strings`.
package func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var list = copies + [nil]
    return list.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
