import CGtk
import GLibKit

/// A signal handler connected through GtkKit; disconnecting twice is harmless.
@MainActor
public final class SignalConnection {
    private weak var object: GObjectRef?
    private var handlerID: gulong

    init(object: GObjectRef, handlerID: gulong) {
        self.object = object
        self.handlerID = handlerID
    }

    /// Disconnects the handler, which releases its closure.
    public func disconnect() {
        guard handlerID != 0, let object else { return }
        if g_signal_handler_is_connected(object.raw, handlerID) != 0 {
            g_signal_handler_disconnect(object.raw, handlerID)
        }
        handlerID = 0
    }
}

// One trampoline per C signal signature. Each borrows its box and calls the
// Swift handler on the main actor, where GTK emits every signal.

typealias VoidHandler = @MainActor () -> Void
private let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let box = ClosureBox<VoidHandler>.from(data)
    MainActor.assumeIsolated { box.handler() }
}

typealias BoolHandler = @MainActor () -> Bool
private let boolTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    let box = ClosureBox<BoolHandler>.from(data)
    return MainActor.assumeIsolated { box.handler() ? 1 : 0 }
}

typealias PointerHandler = @MainActor (gpointer?) -> Void
private let pointerTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
    // Signal arguments are valid only during the emission, on the main thread.
    nonisolated(unsafe) let argument = argument
    let box = ClosureBox<PointerHandler>.from(data)
    MainActor.assumeIsolated { box.handler(argument) }
}

typealias PointerIntHandler = @MainActor (gpointer?) -> Int32
private let pointerIntTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Int32 = { _, argument, data in
    nonisolated(unsafe) let argument = argument
    let box = ClosureBox<PointerIntHandler>.from(data)
    return MainActor.assumeIsolated { box.handler(argument) }
}

typealias DoubleHandler = @MainActor (Double) -> Void
private let doubleTrampoline: @convention(c) (gpointer?, Double, gpointer?) -> Void = { _, value, data in
    let box = ClosureBox<DoubleHandler>.from(data)
    MainActor.assumeIsolated { box.handler(value) }
}

typealias DoubleDoubleHandler = @MainActor (Double, Double) -> Void
private let doubleDoubleTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, a, b, data in
    let box = ClosureBox<DoubleDoubleHandler>.from(data)
    MainActor.assumeIsolated { box.handler(a, b) }
}

typealias IntDoubleDoubleHandler = @MainActor (Int, Double, Double) -> Void
private let intDoubleDoubleTrampoline: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = {
    _, n, x, y, data in
    let box = ClosureBox<IntDoubleDoubleHandler>.from(data)
    MainActor.assumeIsolated { box.handler(Int(n), x, y) }
}

typealias IntIntHandler = @MainActor (Int, Int) -> Void
private let intIntTrampoline: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, a, b, data in
    let box = ClosureBox<IntIntHandler>.from(data)
    MainActor.assumeIsolated { box.handler(Int(a), Int(b)) }
}

typealias UIntHandler = @MainActor (UInt32) -> Void
private let uintTrampoline: @convention(c) (gpointer?, UInt32, gpointer?) -> Void = { _, value, data in
    let box = ClosureBox<UIntHandler>.from(data)
    MainActor.assumeIsolated { box.handler(value) }
}

typealias KeyHandler = @MainActor (UInt32, UInt32, GdkModifierType) -> Bool
private let keyTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, keycode, state, data in
    let box = ClosureBox<KeyHandler>.from(data)
    return MainActor.assumeIsolated { box.handler(keyval, keycode, state) ? 1 : 0 }
}

typealias KeyReleaseHandler = @MainActor (UInt32, UInt32, GdkModifierType) -> Void
private let keyReleaseTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
    _, keyval, keycode, state, data in
    let box = ClosureBox<KeyReleaseHandler>.from(data)
    MainActor.assumeIsolated { box.handler(keyval, keycode, state) }
}

extension GObjectRef {
    /// Connects `trampoline` with a retained box for `handler`.
    private func connect<Handler: Sendable, Trampoline>(
        _ signal: String, _ handler: Handler, _ trampoline: Trampoline
    ) -> SignalConnection {
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let id = g_signal_connect_data(
            raw, signal, callback, ClosureBox(handler).retainedPointer(), ClosureBoxes.releaseNotify,
            GConnectFlags(rawValue: 0))
        return SignalConnection(object: self, handlerID: id)
    }

    /// A signal with no arguments and no return value (`clicked`, `activate`, `enter`).
    @discardableResult
    public func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(signal, handler as VoidHandler, voidTrampoline)
    }

    /// A signal with no arguments that returns gboolean (`close-request`).
    @discardableResult
    public func connectReturningBool(_ signal: String, _ handler: @escaping @MainActor () -> Bool)
        -> SignalConnection
    {
        connect(signal, handler as BoolHandler, boolTrampoline)
    }

    /// A signal with one pointer argument (`notify`, zoom `begin`, action `activate`).
    @discardableResult
    public func connectPointer(_ signal: String, _ handler: @escaping @MainActor (gpointer?) -> Void)
        -> SignalConnection
    {
        connect(signal, handler as PointerHandler, pointerTrampoline)
    }

    /// A signal with one pointer argument that returns int (`command-line`, `handle-local-options`).
    @discardableResult
    public func connectPointerReturningInt(_ signal: String, _ handler: @escaping @MainActor (gpointer?) -> Int32)
        -> SignalConnection
    {
        connect(signal, handler as PointerIntHandler, pointerIntTrampoline)
    }

    /// A signal with one double (`scale-changed`).
    @discardableResult
    public func connectDouble(_ signal: String, _ handler: @escaping @MainActor (Double) -> Void)
        -> SignalConnection
    {
        connect(signal, handler as DoubleHandler, doubleTrampoline)
    }

    /// A signal with two doubles (`swipe`, `angle-changed`, `drag-update`).
    @discardableResult
    public func connectDoubles(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void)
        -> SignalConnection
    {
        connect(signal, handler as DoubleDoubleHandler, doubleDoubleTrampoline)
    }

    /// A signal with an int and two doubles (`pressed`, `released`).
    @discardableResult
    public func connectPress(_ signal: String, _ handler: @escaping @MainActor (Int, Double, Double) -> Void)
        -> SignalConnection
    {
        connect(signal, handler as IntDoubleDoubleHandler, intDoubleDoubleTrampoline)
    }

    /// A signal with one unsigned int or flags value (`state-flags-changed`).
    @discardableResult
    public func connectUInt(_ signal: String, _ handler: @escaping @MainActor (UInt32) -> Void) -> SignalConnection {
        connect(signal, handler as UIntHandler, uintTrampoline)
    }

    /// A signal with two ints (drawing area `resize`).
    @discardableResult
    public func connectInts(_ signal: String, _ handler: @escaping @MainActor (Int, Int) -> Void)
        -> SignalConnection
    {
        connect(signal, handler as IntIntHandler, intIntTrampoline)
    }

    /// `key-pressed`: keyval, keycode and modifiers; return true when handled.
    @discardableResult
    public func connectKey(
        _ signal: String, _ handler: @escaping @MainActor (UInt32, UInt32, GdkModifierType) -> Bool
    ) -> SignalConnection {
        connect(signal, handler as KeyHandler, keyTrampoline)
    }

    /// `key-released`, whose handler returns nothing.
    public func connectKeyRelease(
        _ handler: @escaping @MainActor (UInt32, UInt32, GdkModifierType) -> Void
    ) -> SignalConnection {
        connect("key-released", handler as KeyReleaseHandler, keyReleaseTrampoline)
    }
}
