import CGtk

/// A `GSimpleAction`: a named command that buttons, menus and accelerators activate.
@MainActor
public final class Action: GObjectRef {
    public let name: String

    /// A plain action.
    public init(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        connectPointer("activate") { _ in handler() }
    }

    /// A stateful action with a string state, shown as radio items and toggle buttons.
    /// `handler` gets the requested value and returns whether to accept it as the new state.
    public init(_ name: String, state: String, _ handler: @escaping @MainActor (String) -> Bool) {
        self.name = name
        super.init(taking: UnsafeMutableRawPointer(
            g_simple_action_new_stateful(name, mtch_variant_type_string(), g_variant_new_string(state))))
        let raw = raw
        connectPointer("activate") { parameter in
            guard let parameter else { return }
            let variant = OpaquePointer(parameter)
            let value = String(cString: g_variant_get_string(variant, nil))
            if handler(value) {
                g_simple_action_set_state(mtch_simple_action(raw), variant)
            }
        }
    }

    public var isEnabled: Bool {
        get { g_action_get_enabled(mtch_action(raw)) != 0 }
        set { g_simple_action_set_enabled(mtch_simple_action(raw), newValue ? 1 : 0) }
    }

    /// The current string state of a stateful action.
    public var stringState: String? {
        get {
            guard let state = g_action_get_state(mtch_action(raw)) else { return nil }
            defer { g_variant_unref(state) }
            return String(cString: g_variant_get_string(state, nil))
        }
        set {
            if let newValue { g_simple_action_set_state(mtch_simple_action(raw), g_variant_new_string(newValue)) }
        }
    }

    /// Activates the action as a user would.
    public func activate(_ parameter: String? = nil) {
        g_action_activate(mtch_action(raw), parameter.map { g_variant_new_string($0) })
    }
}
