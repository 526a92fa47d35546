import CGtk

/// A `GtkEventController`; add it to a widget with `Widget.add(_:)`.
///
/// Controllers are plain (not floating) objects, so the wrapper takes the
/// reference their constructor returns; the widget adds its own when added.
@MainActor
open class EventController: GObjectRef {
    package var controller: OpaquePointer { mtch_event_controller(raw) }
}

/// A `GtkGesture`.
@MainActor
open class Gesture: EventController {
    /// The gesture recognised its first event sequence (`begin`).
    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectPointer("begin") { _ in handler() }
    }

    /// The gesture ended (`end`).
    @discardableResult
    public func onEnd(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectPointer("end") { _ in handler() }
    }

    /// The gesture was cancelled (`cancel`).
    @discardableResult
    public func onCancel(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectPointer("cancel") { _ in handler() }
    }

    /// Takes the touches (or the press) the gesture is following for itself,
    /// when called: the gestures of other widgets under them, such as a
    /// button's, let them go and do nothing. For the gesture's own handlers,
    /// which the gesture outlives (it holds the gesture unretained, so a
    /// handler that captures it makes no cycle).
    public var claim: @MainActor () -> Void {
        let gesture = mtch_gesture(raw)
        return { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
    }

    /// Makes `other`, on the same widget, share this gesture's touches: a
    /// claim by either keeps both following them.
    public func group(with other: Gesture) {
        gtk_gesture_group(mtch_gesture(raw), mtch_gesture(other.raw))
    }
}

/// `GtkGestureClick`: presses and releases of a pointer button or touch.
@MainActor
public final class GestureClick: Gesture {
    /// Which button a click gesture follows (touch counts as the primary).
    public enum Button: UInt32 {
        case primary = 1
        /// The right button of a right-handed mouse: context actions.
        case secondary = 3
    }

    public init(button: Button = .primary) {
        super.init(taking: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(mtch_gesture_single(raw), button.rawValue)
    }

    /// `pressed`: the press count and the point in widget coordinates.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalConnection {
        connectPress("pressed", handler)
    }

    /// `released`: the press count and the point in widget coordinates.
    @discardableResult
    public func onReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalConnection {
        connectPress("released", handler)
    }
}

/// `GtkGestureLongPress`: a finger (or button) held still, where touch
/// screens have no secondary click.
@MainActor
public final class GestureLongPress: Gesture {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_gesture_long_press_new())) }

    /// `pressed`: held long enough, at the point in widget coordinates.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        connectDoubles("pressed", handler)
    }
}

/// `GtkGestureSwipe`: a fling, reported as a velocity in pixels per second.
@MainActor
public final class GestureSwipe: Gesture {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_gesture_swipe_new())) }

    @discardableResult
    public func onSwipe(_ handler: @escaping @MainActor (_ velocityX: Double, _ velocityY: Double) -> Void)
        -> SignalConnection
    {
        connectDoubles("swipe", handler)
    }
}

/// `GtkGestureZoom`: a two-finger pinch, as a scale relative to the start.
@MainActor
public final class GestureZoom: Gesture {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_gesture_zoom_new())) }

    @discardableResult
    public func onScaleChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        connectDouble("scale-changed", handler)
    }
}

/// `GtkGestureRotate`: a two-finger rotation, in radians.
@MainActor
public final class GestureRotate: Gesture {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_gesture_rotate_new())) }

    @discardableResult
    public func onAngleChanged(_ handler: @escaping @MainActor (_ angle: Double, _ delta: Double) -> Void)
        -> SignalConnection
    {
        connectDoubles("angle-changed", handler)
    }
}

/// `GtkGestureDrag`: a press and move, as offsets from the start point.
@MainActor
public final class GestureDrag: Gesture {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_gesture_drag_new())) }

    /// Claims the touch (or press) once it has moved farther than the
    /// desktop's drag threshold: a button under it then gets it cancelled
    /// and neither clicks nor stays pressed. (On GTK 4.8 a button that saw a
    /// touch move off it and lift ignored the next tap.) Closer than that,
    /// the touch stays a tap.
    public func claimOnceMoved() {
        let claim = self.claim
        var claimed = false, threshold = 8.0
        onDragBegin { _, _ in
            claimed = false
            threshold = Double(GtkSettingsRef.default?.dragThreshold ?? 8)
        }
        onDragUpdate { dx, dy in
            guard !claimed, dx * dx + dy * dy > threshold * threshold else { return }
            claimed = true
            claim()
        }
    }

    @discardableResult
    public func onDragBegin(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        connectDoubles("drag-begin", handler)
    }

    @discardableResult
    public func onDragUpdate(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void)
        -> SignalConnection
    {
        connectDoubles("drag-update", handler)
    }

    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalConnection {
        connectDoubles("drag-end", handler)
    }
}

/// `GtkEventControllerKey`: key presses while the widget (or a child) has focus.
@MainActor
public final class KeyController: EventController {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_key_new())) }

    /// `key-pressed`; return true to stop the key, false to let it propagate.
    @discardableResult
    public func onKeyPressed(
        _ handler: @escaping @MainActor (_ key: Key, _ modifiers: Modifiers) -> Bool
    ) -> SignalConnection {
        connectKey("key-pressed") { keyval, _, state in handler(Key(keyval: keyval), Modifiers(state)) }
    }

    /// `key-pressed` with the physical key: return true to stop the key, false to let it propagate.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        // The controller outlives its own signal handlers; its address is kept, not a reference.
        let address = UInt(bitPattern: UnsafeMutableRawPointer(controller))
        return connectKey("key-pressed") { keyval, keycode, state in
            let key = mtch_event_controller_key(UnsafeMutableRawPointer(bitPattern: address))
            return handler(KeyPress(
                key: Key(keyval: keyval), modifiers: Modifiers(state), keycode: keycode,
                group: Int32(gtk_event_controller_key_get_group(key))))
        }
    }

    /// `key-released`: a key was let go (modifier keys too), with its keycode.
    @discardableResult
    public func onKeyReleased(_ handler: @escaping @MainActor (_ key: Key, _ keycode: UInt32) -> Void) -> SignalConnection {
        connectKeyRelease { keyval, keycode, _ in handler(Key(keyval: keyval), keycode) }
    }
}

/// A key press with the physical key behind it.
public struct KeyPress: Sendable {
    /// The key as the keymap typed it.
    public let key: Key
    public let modifiers: Modifiers
    /// The display's keycode of the physical key (evdev code + 8 on X11 and Wayland).
    public let keycode: UInt32
    /// The keymap's layout group the press was typed in.
    public let group: Int32

    public init(key: Key, modifiers: Modifiers = [], keycode: UInt32, group: Int32 = 0) {
        self.key = key
        self.modifiers = modifiers
        self.keycode = keycode
        self.group = group
    }
}

/// `GtkEventControllerFocus`: keyboard focus entering and leaving the widget.
@MainActor
public final class FocusController: EventController {
    public init() { super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_focus_new())) }

    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor () -> Void) -> SignalConnection { connect("enter", handler) }

    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection { connect("leave", handler) }
}
