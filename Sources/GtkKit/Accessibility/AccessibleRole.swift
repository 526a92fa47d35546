import CGtk

/// What a widget is to assistive technologies (`GtkAccessibleRole`); only
/// the roles the app uses.
public enum AccessibleRole: Sendable {
    /// A picture.
    case image
    /// A group of related widgets.
    case group
    /// Decoration, left out of the accessible tree.
    case presentation
    /// A live status line whose changes are read.
    case status
    /// A grid of cells navigated with the arrow keys.
    case grid
    /// A cell of a grid.
    case gridCell
    /// An important message, read as soon as it appears.
    case alert
    /// A value in a range the user can change.
    case slider

    var gtk: GtkAccessibleRole {
        switch self {
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .presentation: GTK_ACCESSIBLE_ROLE_PRESENTATION
        case .status: GTK_ACCESSIBLE_ROLE_STATUS
        case .grid: GTK_ACCESSIBLE_ROLE_GRID
        case .gridCell: GTK_ACCESSIBLE_ROLE_GRID_CELL
        case .alert: GTK_ACCESSIBLE_ROLE_ALERT
        case .slider: GTK_ACCESSIBLE_ROLE_SLIDER
        }
    }
}
