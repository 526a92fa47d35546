import CGtk

/// When an event controller sees events (`GtkPropagationPhase`): `capture`
/// on the way from the window down to the target, before the target and its
/// own key bindings; `bubble` on the way back up.
public enum PropagationPhase: Sendable {
    case capture, target, bubble

    var gtk: GtkPropagationPhase {
        switch self {
        case .capture: GTK_PHASE_CAPTURE
        case .target: GTK_PHASE_TARGET
        case .bubble: GTK_PHASE_BUBBLE
        }
    }
}

extension EventController {
    /// The phase the controller handles events in (`bubble` unless set).
    public func setPropagationPhase(_ phase: PropagationPhase) {
        gtk_event_controller_set_propagation_phase(controller, phase.gtk)
    }
}
