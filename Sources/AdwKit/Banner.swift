import CAdw
import GtkKit

/// A message across the top of the content with one button, which never
/// takes the keyboard focus: an `AdwBanner` on libadwaita 1.3 and later; on
/// 1.2 a plain row of a wrapping label and a button, shown and hidden.
@MainActor
public final class Banner: Widget {
    #if ADWAITA_1_3
    private var banner: OpaquePointer { mtch_adw_banner(raw) }
    #else
    private let label = Label()
    private let button: Button
    #endif

    /// A hidden banner whose button reads `buttonLabel` (with a mnemonic) and calls `onButton`.
    public init(buttonLabel: String, onButton: @escaping @MainActor () -> Void) {
        #if ADWAITA_1_3
        super.init(sinking: adw_banner_new(""))
        adw_banner_set_button_label(banner, buttonLabel)
        connect("button-clicked", onButton)
        #else
        button = Button(label: buttonLabel)
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        label.setWrap(true)
        label.setXAlign(0)
        label.horizontalExpand = true
        button.setAlign(horizontal: .end, vertical: .center)
        gtk_box_append(mtch_box(raw), label.widget)
        gtk_box_append(mtch_box(raw), button.widget)
        setMargins(6)
        addCSSClass("banner")
        button.connect("clicked", onButton)
        isVisible = false
        #endif
    }

    /// The message; plain text (markup characters are shown as they are).
    public var title: String {
        get {
            #if ADWAITA_1_3
            adw_banner_get_title(banner).map { String(cString: $0) } ?? ""
            #else
            label.text
            #endif
        }
        set {
            #if ADWAITA_1_3
            // The title is markup up to libadwaita 1.4's `use-markup`, which 1.3 lacks.
            let escaped = g_markup_escape_text(newValue, -1)
            defer { g_free(escaped) }
            adw_banner_set_title(banner, escaped)
            #else
            label.text = newValue
            #endif
        }
    }

    /// Whether the banner shows (it slides in and out where libadwaita animates it).
    public var isRevealed: Bool {
        get {
            #if ADWAITA_1_3
            adw_banner_get_revealed(banner) != 0
            #else
            isVisible
            #endif
        }
        set {
            #if ADWAITA_1_3
            adw_banner_set_revealed(banner, newValue ? 1 : 0)
            #else
            isVisible = newValue
            #endif
        }
    }
}
