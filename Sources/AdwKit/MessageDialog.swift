import CAdw
import GtkKit

/// An `AdwMessageDialog`: a heading, a body and response buttons, modal over a window.
@MainActor
public final class MessageDialog: Window {
    /// How a response button looks.
    public enum ResponseAppearance {
        case normal, suggested, destructive

        var adw: AdwResponseAppearance {
            switch self {
            case .normal: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
        }
    }

    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { mtch_adw_message_dialog(raw) }

    public init(parent: Window?, heading: String, body: String) {
        super.init(sinking: adw_message_dialog_new(parent.map { mtch_window($0.raw) }, heading, body))
        // Named like its heading, so a screen reader and the window list say what it is about.
        title = heading
    }

    /// Adds a response button; the first added is the default and Escape's answer.
    public func addResponse(_ id: String, label: String, appearance: ResponseAppearance = .normal) {
        adw_message_dialog_add_response(dialog, id, label)
        adw_message_dialog_set_response_appearance(dialog, id, appearance.adw)
        if adw_message_dialog_get_default_response(dialog) == nil {
            adw_message_dialog_set_default_response(dialog, id)
            adw_message_dialog_set_close_response(dialog, id)
        }
    }

    /// Makes `id` the response Enter gives (the first added otherwise), also
    /// from an entry that activates the default.
    public func setDefaultResponse(_ id: String) {
        adw_message_dialog_set_default_response(dialog, id)
    }

    /// Whether the response button `id` can be chosen; a disabled default is not given by Enter either.
    public func setResponseEnabled(_ id: String, _ enabled: Bool) {
        adw_message_dialog_set_response_enabled(dialog, id, enabled ? 1 : 0)
    }

    /// Shows `widget` (an entry, say) between the body and the responses.
    public func setExtraChild(_ widget: Widget) {
        adw_message_dialog_set_extra_child(dialog, widget.widget)
    }

    /// Called with the chosen response's id when the dialog closes.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connectPointer("response") { id in
            handler(id.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
    }
}
