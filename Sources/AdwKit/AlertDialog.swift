import CAdw
import GtkKit

/// A heading, a body and response buttons over a window: an `AdwAlertDialog`
/// where libadwaita is 1.5 or later, an `AdwMessageDialog` window before. The
/// two have the same responses, appearances and extra child (CAdw's shim).
#if ADWAITA_1_5
@MainActor
public final class AlertDialog: Dialog {
    public init(heading: String, body: String) {
        super.init(sinking: mtch_adw_alert_new(heading, body))
        // Named like its heading, so a screen reader says what it is about.
        title = heading
    }
}
#else
@MainActor
public final class AlertDialog: Window {
    public init(heading: String, body: String) {
        super.init(sinking: mtch_adw_alert_new(heading, body))
        // Named like its heading, so a screen reader and the window list say what it is about.
        title = heading
    }

    /// A message dialog is modal over its parent.
    public override func present(over parent: Window) {
        setModal(true)
        super.present(over: parent)
    }
}
#endif

extension AlertDialog {
    /// How a response button looks.
    public enum ResponseAppearance: Sendable {
        case normal, suggested, destructive

        var adw: AdwResponseAppearance {
            switch self {
            case .normal: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
        }
    }

    /// Adds a response button; the first added is the default and Escape's answer.
    public func addResponse(_ id: String, label: String, appearance: ResponseAppearance = .normal) {
        mtch_adw_alert_add_response(raw, id, label, appearance.adw)
        let current = mtch_object_dup_string(raw, "default-response")
        defer { g_free(current) }
        if current == nil {
            setDefaultResponse(id)
            mtch_object_set_pointer(raw, "close-response", id)
        }
    }

    /// Makes `id` the response Enter gives (the first added otherwise), also
    /// from an entry that activates the default.
    public func setDefaultResponse(_ id: String) { mtch_object_set_pointer(raw, "default-response", id) }

    /// Whether the response button `id` can be chosen; a disabled default is not given by Enter either.
    public func setResponseEnabled(_ id: String, _ enabled: Bool) {
        mtch_adw_alert_set_response_enabled(raw, id, enabled ? 1 : 0)
    }

    /// Shows `widget` (an entry, say) between the body and the responses.
    public func setExtraChild(_ widget: Widget) { mtch_object_set_pointer(raw, "extra-child", widget.raw) }

    /// Called with the chosen response's id when the dialog closes.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connectString("response", handler)
    }
}
