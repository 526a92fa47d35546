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

/// A C callback for one signal signature, the Swift handler type it calls,
/// and the shape `SignalCheck` compares with the signal's before connecting.
/// Each borrows its box and calls the handler on the main actor, where GTK
/// emits every signal.
struct Trampoline<Handler: Sendable>: @unchecked Sendable {
    let shape: SignalShape
    let callback: GCallback

    init<C>(_ shape: SignalShape, _ function: C) {
        self.shape = shape
        callback = unsafeBitCast(function, to: GCallback.self)
    }
}

typealias VoidHandler = @MainActor () -> Void
private let voidTrampoline = Trampoline<VoidHandler>(SignalShape(), { (_, data) in
    let box = ClosureBox<VoidHandler>.from(data)
    MainActor.assumeIsolated { box.handler() }
} as @convention(c) (gpointer?, gpointer?) -> Void)

typealias BoolHandler = @MainActor () -> Bool
private let boolTrampoline = Trampoline<BoolHandler>(SignalShape(returns: .boolean), { (_, data) in
    let box = ClosureBox<BoolHandler>.from(data)
    return MainActor.assumeIsolated { box.handler() ? 1 : 0 }
} as @convention(c) (gpointer?, gpointer?) -> gboolean)

typealias PointerHandler = @MainActor (gpointer?) -> Void
private let pointerTrampoline = Trampoline<PointerHandler>(SignalShape([.pointer]), { (_, argument, data) in
    // Signal arguments are valid only during the emission, on the main thread.
    nonisolated(unsafe) let argument = argument
    let box = ClosureBox<PointerHandler>.from(data)
    MainActor.assumeIsolated { box.handler(argument) }
} as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void)

typealias PointerIntHandler = @MainActor (gpointer?) -> Int32
private let pointerIntTrampoline = Trampoline<PointerIntHandler>(SignalShape([.pointer], returns: .int), {
    (_, argument, data) in
    nonisolated(unsafe) let argument = argument
    let box = ClosureBox<PointerIntHandler>.from(data)
    return MainActor.assumeIsolated { box.handler(argument) }
} as @convention(c) (gpointer?, gpointer?, gpointer?) -> Int32)

typealias DoubleHandler = @MainActor (Double) -> Void
private let doubleTrampoline = Trampoline<DoubleHandler>(SignalShape([.double]), { (_, value, data) in
    let box = ClosureBox<DoubleHandler>.from(data)
    MainActor.assumeIsolated { box.handler(value) }
} as @convention(c) (gpointer?, Double, gpointer?) -> Void)

typealias DoubleDoubleHandler = @MainActor (Double, Double) -> Void
private let doubleDoubleTrampoline = Trampoline<DoubleDoubleHandler>(SignalShape([.double, .double]), {
    (_, a, b, data) in
    let box = ClosureBox<DoubleDoubleHandler>.from(data)
    MainActor.assumeIsolated { box.handler(a, b) }
} as @convention(c) (gpointer?, Double, Double, gpointer?) -> Void)

typealias IntDoubleDoubleHandler = @MainActor (Int, Double, Double) -> Void
private let intDoubleDoubleTrampoline = Trampoline<IntDoubleDoubleHandler>(SignalShape([.int, .double, .double]), {
    (_, n, x, y, data) in
    let box = ClosureBox<IntDoubleDoubleHandler>.from(data)
    MainActor.assumeIsolated { box.handler(Int(n), x, y) }
} as @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void)

typealias IntIntHandler = @MainActor (Int, Int) -> Void
private let intIntTrampoline = Trampoline<IntIntHandler>(SignalShape([.int, .int]), { (_, a, b, data) in
    let box = ClosureBox<IntIntHandler>.from(data)
    MainActor.assumeIsolated { box.handler(Int(a), Int(b)) }
} as @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void)

typealias UIntHandler = @MainActor (UInt32) -> Void
private let uintTrampoline = Trampoline<UIntHandler>(SignalShape([.uint]), { (_, value, data) in
    let box = ClosureBox<UIntHandler>.from(data)
    MainActor.assumeIsolated { box.handler(value) }
} as @convention(c) (gpointer?, UInt32, gpointer?) -> Void)

typealias KeyHandler = @MainActor (UInt32, UInt32, GdkModifierType) -> Bool
private let keyTrampoline = Trampoline<KeyHandler>(SignalShape([.uint, .uint, .uint], returns: .boolean), {
    (_, keyval, keycode, state, data) in
    let box = ClosureBox<KeyHandler>.from(data)
    return MainActor.assumeIsolated { box.handler(keyval, keycode, state) ? 1 : 0 }
} as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean)

typealias KeyReleaseHandler = @MainActor (UInt32, UInt32, GdkModifierType) -> Void
private let keyReleaseTrampoline = Trampoline<KeyReleaseHandler>(SignalShape([.uint, .uint, .uint]), {
    (_, keyval, keycode, state, data) in
    let box = ClosureBox<KeyReleaseHandler>.from(data)
    MainActor.assumeIsolated { box.handler(keyval, keycode, state) }
} as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void)

extension GObjectRef {
    /// Connects `trampoline` with a retained box for `handler`, once `SignalCheck`
    /// has found that the trampoline matches the signal.
    private func connect<Handler: Sendable>(
        _ signal: String, _ handler: Handler, _ trampoline: Trampoline<Handler>
    ) -> SignalConnection {
        let id = SignalCheck.connect(raw, signal, trampoline.shape, handler, trampoline.callback)
        return SignalConnection(object: self, handlerID: id)
    }

    /// A signal with no arguments and no return value (`clicked`, `activate`, `enter`).
    @discardableResult
    public func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(signal, handler as VoidHandler, voidTrampoline)
    }

    /// A signal with one string argument (GSettings' `changed`, whose argument is
    /// the key; a dialog's `response`).
    @discardableResult
    public func connectString(_ signal: String, _ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        SignalConnection(object: self, handlerID: StringSignal.connect(raw, signal, handler))
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
