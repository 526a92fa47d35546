import CAdw
import GtkKit

/// The game's application window, as the GNOME apps beside it have theirs:
/// with libadwaita 1.5 and later an `AdwApplicationWindow`, which shows
/// libadwaita's dialogs inside itself (elsewhere an `AdwDialog` opens a window
/// of its own), with its bars in a 1.4 `AdwToolbarView`; before, a
/// `GtkApplicationWindow` with the header bar as its title bar, whose dialogs
/// are windows of their own.
@MainActor
public final class AdwaitaApplicationWindow: Window {
    #if ADWAITA_1_5
    /// The toolbar view that holds the bars and the content.
    private var toolbarView: gpointer?
    /// Once a breakpoint is added: the smallest size libadwaita gives the
    /// window (360x200), under its content's.
    private var floor: (width: Int32, height: Int32)?
    #endif

    public override init(application: Application) {
        #if ADWAITA_1_5
        super.init(sinking: adw_application_window_new(application.application))
        #else
        super.init(sinking: gtk_application_window_new(application.application))
        #endif
    }

    /// The whole window: `top` bars (the header bar first) over `content`.
    public func setContent(top: [Widget], content: Widget) {
        #if ADWAITA_1_5
        let view = adw_toolbar_view_new()
        let toolbar = mtch_adw_toolbar_view(view)
        for bar in top { adw_toolbar_view_add_top_bar(toolbar, bar.widget) }
        adw_toolbar_view_set_content(toolbar, content.widget)
        adw_application_window_set_content(mtch_adw_application_window(raw), view)
        toolbarView = UnsafeMutableRawPointer(view)
        #else
        // The header is the title bar, as GTK 4.8 apps have it: its buttons
        // come after the content in the keyboard's Tab order.
        guard let header = top.first else { return setChild(content) }
        setTitlebar(header)
        let box = Box(.vertical)
        for bar in top.dropFirst() { box.append(bar) }
        box.append(content)
        setChild(box)
        #endif
    }

    /// Whether `addBreakpoint` follows a condition on the window's size
    /// (libadwaita 1.5, where the window is an `AdwApplicationWindow`);
    /// before, the caller follows the window's size itself.
    public static let hasBreakpoints: Bool = {
        #if ADWAITA_1_5
        true
        #else
        false
        #endif
    }()

    /// Calls `handler` with true when `condition` starts to hold for the
    /// window's size and false when it stops, through an `AdwBreakpoint`
    /// (while libadwaita allocates the window). Nothing happens before 1.5.
    public func addBreakpoint(_ condition: BreakpointCondition, _ handler: @escaping @MainActor (Bool) -> Void) {
        #if ADWAITA_1_5
        let breakpoint = Breakpoint(condition)
        breakpoint.onChange(handler)
        // The window takes a reference of its own.
        adw_application_window_add_breakpoint(mtch_adw_application_window(raw), mtch_adw_breakpoint(g_object_ref(breakpoint.raw)))
        var request = (width: Int32(0), height: Int32(0))
        gtk_widget_get_size_request(widget, &request.width, &request.height)
        floor = request
        #endif
    }

    /// Keeps the window from becoming smaller than its content, as GTK does
    /// by itself without breakpoints: a window with breakpoints takes no
    /// minimum from its content (libadwaita's `AdwBreakpointBin`), and one
    /// smaller than its content lays it out past its edges and warns. Call it
    /// once the content was laid out anew; it sets the window's size request
    /// to its content's minimum width, and its minimum height at the width it
    /// has. Nothing happens without breakpoints, before 1.5.
    public func followContentMinimum() {
        #if ADWAITA_1_5
        guard let floor, let toolbarView else { return }
        let content = mtch_widget(toolbarView)
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        // Its height at the width it has, as GTK fits a window's height to its width.
        let laidOut = gtk_widget_get_width(content)
        gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, max(width, floor.width, laidOut), &height, nil, nil, nil)
        let request = (width: max(width, floor.width), height: max(height, floor.height))
        var current = (width: Int32(0), height: Int32(0))
        gtk_widget_get_size_request(widget, &current.width, &current.height)
        guard current != request else { return }
        gtk_widget_set_size_request(widget, request.width, request.height)
        #endif
    }
}
