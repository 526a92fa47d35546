import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(sinking: gtk_box_new(orientation.gtk, Int32(spacing)))
    }

    /// A box exposed to assistive technologies with `role` (an image drawn by its children, say).
    public init(_ orientation: Orientation, spacing: Int = 0, role: AccessibleRole) {
        super.init(sinking: mtch_box_new_with_role(orientation.gtk, Int32(spacing), role.gtk))
    }

    public func append(_ child: Widget) { gtk_box_append(mtch_box(raw), child.widget) }
    public func remove(_ child: Widget) { gtk_box_remove(mtch_box(raw), child.widget) }
}

/// A `GtkImage` showing a named (usually symbolic) icon.
@MainActor
public final class Image: Widget {
    public init(iconName: String) {
        super.init(sinking: gtk_image_new_from_icon_name(iconName))
    }
}

/// A `GtkOverlay`: one main child with others floating above it.
@MainActor
public final class Overlay: Widget {
    public init() { super.init(sinking: gtk_overlay_new()) }

    public func setChild(_ child: Widget?) { gtk_overlay_set_child(mtch_overlay(raw), child?.widget) }
    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(mtch_overlay(raw), child.widget) }
}

/// A `GtkStack`: one visible child among named pages.
@MainActor
public final class Stack: Widget {
    public init() { super.init(sinking: gtk_stack_new()) }

    /// Adds a page; `title` names it for assistive technologies (the page is read as a panel).
    public func addNamed(_ child: Widget, name: String, title: String) {
        let page = gtk_stack_add_named(mtch_stack(raw), child.widget, name)
        mtch_accessible_set_label(mtch_accessible(UnsafeMutableRawPointer(page)), title)
    }

    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(mtch_stack(raw)).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(mtch_stack(raw), newValue) } }
    }
}
