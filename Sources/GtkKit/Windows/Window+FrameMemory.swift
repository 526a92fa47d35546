import CCairo
import CGtk
import CX11Cairo
import GLibKit

extension Window {
    /// Keeps the shared memory that GTK's Cairo renderer draws this window's
    /// frames into on X11 while the window is on screen and active (the one
    /// the player uses) and its frames are larger than `minimumBytes`; returns
    /// whether it applies (X11 and the Cairo renderer, the window realized).
    /// Elsewhere nothing changes.
    ///
    /// cairo-xlib hands each frame a block of a shared-memory pool it shares
    /// with the X server and destroys the pool as soon as no block is in use,
    /// that is, once the window is idle. The first frame after that makes a new
    /// pool, and both processes fault in every page of it: at 3840x2160 a
    /// 33 MB frame costs about 35 ms more than the frames that follow it (the
    /// first frame of a deal took 42 to 66 ms instead of 17). A small image kept
    /// in the pool keeps the pool, so later frames reuse pages already there.
    /// The price is the pool's pages held while the window is in use: below
    /// `minimumBytes` of frame a fresh pool fits in a frame's time and nothing
    /// is held. It follows the window's present surface until it is unrealized.
    ///
    /// Where nothing is held, the pool goes back once the window has drawn no
    /// frame for `idleMilliseconds`. cairo-xlib itself lets go of a pool only
    /// when it next needs shared memory, so the pool of the last frames (1.8 MB
    /// resident for the game's 960x720 window on GTK 4.18) would otherwise stay
    /// until the window next changes.
    @discardableResult
    public func keepFrameMemory(minimumBytes: Int, idleMilliseconds: Int) -> Bool {
        guard let surface = x11Surface, rendererTypeName == "GskCairoRenderer" else { return false }
        let keeper = FrameMemoryKeeper(surface: GObjectRef(sinking: UnsafeMutableRawPointer(surface)),
                                       minimumBytes: minimumBytes, idleMilliseconds: idleMilliseconds)
        let inUse: @MainActor () -> Bool = { [weak self] in self.map { $0.isShown && $0.isActive } ?? false }
        keeper.update(inUse: inUse())
        keeper.layoutConnection = keeper.surface.connectInts("layout") { [weak keeper] _, _ in
            keeper?.update(inUse: inUse())
        }
        keeper.followFrames()
        onShownChange { [keeper] _ in keeper.update(inUse: inUse()) }
        onNotify("is-active") { [keeper] in keeper.update(inUse: inUse()) }
        connect("unrealize") { [keeper] in keeper.stop() }
        return true
    }
}

/// Holds one small image in the shared-memory pool of the window's largest
/// frame, which keeps cairo-xlib from giving the pool back while it is held;
/// holding nothing, gives the pool back once the window is idle.
@MainActor
private final class FrameMemoryKeeper {
    let surface: GObjectRef
    let minimumBytes: Int
    let idleMilliseconds: Int
    var layoutConnection: SignalConnection?
    /// The image that keeps the pool, and the frame size in bytes it was made for.
    private var pin: OpaquePointer?
    private var pinnedBytes = 0
    /// The surface's frame clock, told of every frame drawn.
    private var clock: GObjectRef?
    private var frameConnection: SignalConnection?
    /// When the last frame was drawn, and the timeout that waits for the window to be idle.
    private var lastFrame = 0.0
    private var idleTimeout: UInt32?

    init(surface: GObjectRef, minimumBytes: Int, idleMilliseconds: Int) {
        self.surface = surface
        self.minimumBytes = minimumBytes
        self.idleMilliseconds = idleMilliseconds
    }

    isolated deinit {
        if let pin { cairo_surface_destroy(pin) }
        if let idleTimeout { MainLoop.cancel(idleTimeout) }
    }

    /// Watches the frames drawn, to give the pool back once they stop.
    func followFrames() {
        guard let frameClock = gdk_surface_get_frame_clock(OpaquePointer(surface.raw)) else { return }
        let clock = GObjectRef(sinking: frameClock)
        self.clock = clock
        frameConnection = clock.connect("after-paint") { [weak self] in self?.frameDrawn() }
    }

    private func frameDrawn() {
        lastFrame = MainLoop.now
        if idleTimeout == nil { waitForIdle(milliseconds: idleMilliseconds) }
    }

    /// Once no frame has been drawn for `idleMilliseconds`, gives back the pool
    /// unless a pin holds it; a frame in between starts the wait again from it.
    private func waitForIdle(milliseconds: Int) {
        idleTimeout = MainLoop.timeout(milliseconds: max(milliseconds, 1)) { [weak self] in
            guard let self else { return false }
            self.idleTimeout = nil
            let idle = Int(((MainLoop.now - self.lastFrame) * 1000).rounded(.down))
            if idle < self.idleMilliseconds {
                self.waitForIdle(milliseconds: self.idleMilliseconds - idle)
            } else if self.pin == nil {
                self.withScratchSurface { window, display in
                    // Once the server has read every frame sent, no block of the
                    // pool is in use; cairo destroys a pool when the last block
                    // it lent is given back, so one lent and given back now does it.
                    XSync(display, 0)
                    cairo_surface_destroy(cairo_surface_create_similar_image(window, CAIRO_FORMAT_ARGB32, 16, 16))
                }
            }
            return false
        }
    }

    /// Keeps a pool for frames of the surface's present size while the window
    /// is in use and large, and lets go of it otherwise.
    func update(inUse: Bool) {
        let raw = OpaquePointer(surface.raw)
        let scale = Int(gdk_surface_get_scale_factor(raw))
        let width = Int(gdk_surface_get_width(raw)) * scale, height = Int(gdk_surface_get_height(raw)) * scale
        let bytes = width * height * 4
        guard inUse, bytes >= minimumBytes else { return release() }
        // A pool made for a larger frame also serves this one.
        guard bytes > pinnedBytes else { return }
        release()
        pin(width: width, height: height)
        pinnedBytes = bytes
    }

    func stop() {
        layoutConnection?.disconnect()
        layoutConnection = nil
        frameConnection?.disconnect()
        frameConnection = nil
        clock = nil
        if let idleTimeout { MainLoop.cancel(idleTimeout) }
        idleTimeout = nil
        release()
    }

    private func release() {
        if let pin { cairo_surface_destroy(pin) }
        pin = nil
        pinnedBytes = 0
    }

    /// Makes a frame-sized image, which makes (or finds) a pool large enough
    /// for the window's frames, then the small image in the same pool (cairo
    /// takes the newest pool with room first), then lets the frame-sized one go.
    private func pin(width: Int, height: Int) {
        withScratchSurface { window, _ in
            let frame = cairo_surface_create_similar_image(window, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            pin = cairo_surface_create_similar_image(window, CAIRO_FORMAT_ARGB32, 16, 16)
            cairo_surface_destroy(frame)
        }
    }

    /// Calls `body` with an Xlib surface of the window and its display: any
    /// Xlib surface of the display reaches cairo's pools for it; this one is
    /// never drawn on.
    private func withScratchSurface(_ body: (OpaquePointer, OpaquePointer) -> Void) {
        let raw = OpaquePointer(surface.raw)
        guard let display = gdk_x11_display_get_xdisplay(gdk_surface_get_display(raw)) else { return }
        let window = cairo_xlib_surface_create(display, gdk_x11_surface_get_xid(raw),
                                               XDefaultVisual(display, XDefaultScreen(display)), 1, 1)!
        defer { cairo_surface_destroy(window) }
        body(window, display)
    }
}
