#if ADWAITA_1_5
import CAdw
import GtkKit

/// An `AdwBreakpoint` (libadwaita 1.4; used here where the window is an
/// `AdwApplicationWindow`, 1.5): applies while its condition holds for the
/// window's size, and unapplies when it stops holding.
///
/// Its `apply` and `unapply` handlers each live in one closure box that the
/// signal's destroy notify releases when the breakpoint is finalised, which
/// the window it is added to does as it is destroyed.
@MainActor
public final class Breakpoint: GObjectRef {
    public init(_ condition: BreakpointCondition) {
        guard let parsed = adw_breakpoint_condition_parse(condition.text) else {
            preconditionFailure("libadwaita cannot parse the breakpoint condition \(condition.text)")
        }
        super.init(taking: UnsafeMutableRawPointer(adw_breakpoint_new(parsed)))
    }

    /// Calls `handler` with true as the breakpoint applies and false as it
    /// unapplies. libadwaita emits both while it allocates the window.
    public func onChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        connect("apply") { handler(true) }
        connect("unapply") { handler(false) }
    }
}
#endif
