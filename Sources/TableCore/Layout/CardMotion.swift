import GameModel

/// Timings of the table's animations, in seconds (the reference asks for 150-400 ms).
public enum MotionTiming {
    /// Moving or resizing a card to its new place.
    public static let move = 0.32
    /// A card flying in from the deck.
    public static let deal = 0.38
    /// The delay between successive cards of one deal.
    public static let dealStagger = 0.025
    /// A card leaving the table.
    public static let leave = 0.3
    /// Each half of a flip.
    public static let flipHalf = 0.12
    /// The mismatch flash.
    public static let mismatchFlash = 0.45
}

/// Where a card is on screen and where it is going.
public struct CardMotion {
    public var from: Frame
    public var to: Frame
    public var start: Double
    public var duration: Double
    /// Opacity at the start and the end.
    public var fromOpacity = 1.0
    public var toOpacity = 1.0
    /// Set while a flip turns the card edge-on and back.
    public var flipStart: Double?

    public init(at frame: Frame) {
        from = frame
        to = frame
        start = 0
        duration = 0
    }

    public func progress(at time: Double) -> Double {
        duration <= 0 ? 1 : min(max((time - start) / duration, 0), 1)
    }

    public func frame(at time: Double) -> Frame {
        let t = progress(at: time)
        return t >= 1 ? to : from.interpolated(to: to, Easing.easeOut(t))
    }

    public func opacity(at time: Double) -> Double {
        fromOpacity + (toOpacity - fromOpacity) * Easing.easeOut(progress(at: time))
    }

    /// Horizontal squash of a flip: 1 → 0 → 1 over two halves.
    public func flipScale(at time: Double) -> Double {
        guard let flipStart else { return 1 }
        let t = (time - flipStart) / (2 * MotionTiming.flipHalf)
        if t >= 1 || t < 0 { return 1 }
        return abs(1 - 2 * Easing.easeInOut(t))
    }

    /// Sends the card on to `target` from wherever it is at `now`, over
    /// `duration` seconds (0: at once), ending fully opaque. Where it is, and
    /// how opaque, are read from the motion under way before it is replaced,
    /// so a card that has finished fading in does not fade in again.
    public mutating func retarget(to target: Frame, at now: Double, duration: Double) {
        let frame = self.frame(at: now), opacity = self.opacity(at: now)
        from = duration > 0 ? frame : target
        to = target
        start = now
        self.duration = duration
        fromOpacity = opacity
        toOpacity = 1
    }

    public func isFinished(at time: Double) -> Bool {
        progress(at: time) >= 1 && (flipStart.map { time - $0 >= 2 * MotionTiming.flipHalf } ?? true)
    }
}
