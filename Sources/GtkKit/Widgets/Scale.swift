import CGtk

/// A `GtkScale`: a value in a range that the user can change, exposed to
/// assistive technologies as a slider with the AT-SPI Value interface.
@MainActor
public final class Scale: Widget {
    /// A scale from `range.lowerBound` to `range.upperBound`, moved in steps of `step`.
    public init(_ orientation: Orientation, range: ClosedRange<Double>, step: Double) {
        super.init(sinking: gtk_scale_new_with_range(orientation.gtk, range.lowerBound, range.upperBound, step))
        gtk_scale_set_draw_value(mtch_scale(raw), 0)
    }

    /// The value, kept within the range by GTK.
    public var value: Double {
        get { gtk_range_get_value(mtch_range(raw)) }
        set { gtk_range_set_value(mtch_range(raw), newValue) }
    }

    /// Whether the range runs the other way: a vertical scale with its largest value on top.
    public var isInverted: Bool {
        get { gtk_range_get_inverted(mtch_range(raw)) != 0 }
        set { gtk_range_set_inverted(mtch_range(raw), newValue ? 1 : 0) }
    }

    /// `value-changed`: the value changed, by the program, the user or an assistive technology.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        connect("value-changed") { [weak self] in if let self { handler(self.value) } }
    }

    /// Whether GTK itself tells assistive technologies when a scale's value
    /// changes, so that a screen reader presents each change of the focused
    /// scale. GTK 4.8 does not (screen readers hear the new value only at the
    /// next focus); GTK 4.10 and later do.
    public static var reportsValueChanges: Bool { mtch_gtk_reports_range_value_changes() != 0 }
}
