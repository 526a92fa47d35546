import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
    }

    /// A label with a specific accessible role, such as `GTK_ACCESSIBLE_ROLE_STATUS`
    /// for a status line whose changes screen readers announce.
    public init(_ text: String, role: AccessibleRole) {
        super.init(sinking: mtch_label_new_with_role(text, role.gtk))
    }

    /// A label whose underscore marks a mnemonic ("_Deal number") that focuses
    /// `target`; the label then names `target` for assistive technologies too.
    public init(mnemonic text: String, for target: Widget) {
        super.init(sinking: gtk_label_new_with_mnemonic(text))
        gtk_label_set_mnemonic_widget(mtch_label(raw), target.widget)
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(mtch_label(raw))) }
        set { gtk_label_set_text(mtch_label(raw), newValue) }
    }

    /// Sets Pango markup (escape user text with `Label.escape`).
    public func setMarkup(_ markup: String) { gtk_label_set_markup(mtch_label(raw), markup) }


    /// Lets the label shrink below its text's width, ending in "…".
    public func setEllipsizeEnd() { gtk_label_set_ellipsize(mtch_label(raw), PANGO_ELLIPSIZE_END) }

    /// Caps the width the label asks for at about `count` characters (an
    /// ellipsized label asks for its whole text otherwise).
    public func setMaxWidthChars(_ count: Int) { gtk_label_set_max_width_chars(mtch_label(raw), Int32(count)) }

    public func setWrap(_ wrap: Bool) { gtk_label_set_wrap(mtch_label(raw), wrap ? 1 : 0) }
    public func setXAlign(_ x: Double) { gtk_label_set_xalign(mtch_label(raw), Float(x)) }
    public func setSelectable(_ on: Bool) { gtk_label_set_selectable(mtch_label(raw), on ? 1 : 0) }
}
