import CAdw
import GLibKit
import GtkKit

/// An `AdwApplicationWindow`: an application window that shows libadwaita's
/// dialogs inside itself (elsewhere an `AdwDialog` opens a window of its own)
/// and, with libadwaita 1.4 and later, lays out its bars in a toolbar view
/// and follows breakpoints, as the GNOME apps beside it do.
@MainActor
public final class AdwaitaApplicationWindow: Window {
    public override init(application: Application) {
        super.init(sinking: adw_application_window_new(application.application))
    }

    /// The whole window: `top` bars (the header bar first) over `content`. An
    /// `AdwToolbarView` where libadwaita is 1.4 or later, a vertical box before.
    public func setContent(top: [Widget], content: Widget) {
        #if ADWAITA_1_4
        let view = adw_toolbar_view_new()
        let toolbar = mtch_adw_toolbar_view(view)
        for bar in top { adw_toolbar_view_add_top_bar(toolbar, bar.widget) }
        adw_toolbar_view_set_content(toolbar, content.widget)
        adw_application_window_set_content(mtch_adw_application_window(raw), view)
        #else
        let box = Box(.vertical)
        for bar in top { box.append(bar) }
        box.append(content)
        adw_application_window_set_content(mtch_adw_application_window(raw), box.widget)
        #endif
    }

    /// Whether `onNarrow` can follow the window's width with a breakpoint
    /// (libadwaita 1.4 and later); before, the caller follows it itself.
    public static let hasBreakpoints: Bool = {
        #if ADWAITA_1_4
        true
        #else
        false
        #endif
    }()

    /// Calls `handler` with true when the window becomes at most `maxWidth`
    /// pixels wide and false when it becomes wider again, through an
    /// `AdwBreakpoint`. Nothing happens before 1.4.
    ///
    /// A window with breakpoints no longer takes its minimum size from its
    /// content: it is `minimum`, widened to what `widest` (the header bar,
    /// whose window buttons follow the desktop) needs after each change, so
    /// nothing is cut off.
    public func onNarrow(
        maxWidth: Int, minimum: (width: Int, height: Int), widest: Widget, _ handler: @escaping @MainActor (Bool) -> Void
    ) {
        #if ADWAITA_1_4
        let condition = adw_breakpoint_condition_new_length(
            ADW_BREAKPOINT_CONDITION_MAX_WIDTH, Double(maxWidth), ADW_LENGTH_UNIT_PX)
        let breakpoint = Breakpoint(sinking: adw_breakpoint_new(condition))
        let follow: @MainActor (Bool) -> Void = { [weak self, weak widest] narrow in
            handler(narrow)
            // Once the change is laid out.
            MainLoop.idle {
                guard let self, let widest else { return }
                self.setSizeRequest(width: max(minimum.width, widest.minimumWidth), height: minimum.height)
            }
        }
        breakpoint.connect("apply") { follow(true) }
        breakpoint.connect("unapply") { follow(false) }
        adw_application_window_add_breakpoint(mtch_adw_application_window(raw), mtch_adw_breakpoint(breakpoint.raw))
        follow(false)
        #endif
    }
}

#if ADWAITA_1_4
/// An `AdwBreakpoint`, held by the window it is added to.
@MainActor
private final class Breakpoint: GObjectRef {}
#endif
