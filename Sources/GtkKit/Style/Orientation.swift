import CGtk

/// Which way a box lays out its children (`GtkOrientation`).
public enum Orientation: Sendable {
    case horizontal, vertical

    var gtk: GtkOrientation {
        switch self {
        case .horizontal: GTK_ORIENTATION_HORIZONTAL
        case .vertical: GTK_ORIENTATION_VERTICAL
        }
    }
}

/// How a widget uses extra space on one axis (`GtkAlign`).
public enum Align: Sendable {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
