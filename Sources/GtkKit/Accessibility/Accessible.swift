import CGtk

/// What assistive technologies are told about a widget.
extension Widget {
    /// The accessible name a screen reader says.
    public func setAccessibleLabel(_ label: String) {
        mtch_accessible_set_label(mtch_accessible(raw), label)
    }

    /// The accessible name a screen reader says, in place of the widgets that
    /// name it: libadwaita names the button a row activates by the row's title,
    /// so that "Review" goes unsaid ("Daily Puzzle · Monday").
    public func setAccessibleLabelReplacingLabelledBy(_ label: String) {
        gtk_accessible_reset_relation(mtch_accessible(raw), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setAccessibleLabel(label)
    }

    /// Extra information read after the name, such as "row 2, column 3".
    public func setAccessibleDescription(_ text: String) {
        mtch_accessible_set_description(mtch_accessible(raw), text)
    }

    /// The pressed state of a toggle-like button.
    public func setAccessiblePressed(_ pressed: Bool) {
        mtch_accessible_set_pressed(mtch_accessible(raw), pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE)
    }

    /// Marks the widget as unavailable to the user (a matched card).
    public func setAccessibleDisabled(_ disabled: Bool) {
        mtch_accessible_set_disabled(mtch_accessible(raw), disabled ? 1 : 0)
    }

    /// Hides the widget from assistive technologies while it stays drawn (a card leaving the table).
    public func setAccessibleHidden(_ hidden: Bool) {
        mtch_accessible_set_hidden(mtch_accessible(raw), hidden ? 1 : 0)
    }

    /// The value in words, for a slider whose number alone says too little ("75 percent").
    public func setAccessibleValueText(_ text: String) {
        mtch_accessible_set_value_text(mtch_accessible(raw), text)
    }

    /// Takes the widget's accessible description from `description`'s text,
    /// read when the widget gets the focus; changing that text says nothing by
    /// itself. A label whose text changes sets it with `describingText`.
    public func setDescribedBy(_ description: Widget) {
        mtch_accessible_set_described_by(mtch_accessible(raw), mtch_accessible(description.raw))
    }

    /// Has a screen reader say `text` once, as it is, when this widget has the
    /// focus (or, from GTK 4.14, whenever it is in a window on screen).
    public func announce(_ text: String) {
        mtch_accessible_announce(mtch_accessible(raw), text)
    }
}

extension Label {
    /// The label's text, for a label that describes another widget
    /// (`setDescribedBy`) and changes: from GTK 4.14 the text is the label's
    /// accessible description too, of which GTK makes the described widget's
    /// description, read afresh at each focus move, where Orca 48 keeps the
    /// text of a described-by label for up to a minute (a card's new states
    /// went unsaid). Orca 43 with GTK 4.8 reads the text afresh.
    public var describingText: String {
        get { text }
        set {
            text = newValue
            mtch_accessible_set_describing_text(mtch_accessible(raw), newValue)
        }
    }
}
