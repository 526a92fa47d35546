import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(mtch_label(raw))) }
        set { gtk_label_set_text(mtch_label(raw), newValue) }
    }

    public func setWrap(_ wrap: Bool) { gtk_label_set_wrap(mtch_label(raw), wrap ? 1 : 0) }
    public func setXAlign(_ x: Double) { gtk_label_set_xalign(mtch_label(raw), Float(x)) }
    public func setSelectable(_ on: Bool) { gtk_label_set_selectable(mtch_label(raw), on ? 1 : 0) }
}
