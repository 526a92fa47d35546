import TableCore
import Testing

/// A card sent somewhere new starts from where, and as opaque as, it is now.
@Suite("A card's motion")
struct CardMotionTests {
    private let deck = Frame(x: 0, y: 0, width: 100, height: 140)
    private let place = Frame(x: 300, y: 200, width: 100, height: 140)
    private let elsewhere = Frame(x: 500, y: 400, width: 100, height: 140)

    /// A card dealt with a fade, starting at time 0.
    private var dealt: CardMotion {
        var motion = CardMotion(at: deck)
        motion.to = place
        motion.duration = MotionTiming.deal
        motion.fromOpacity = 0
        return motion
    }

    @Test("A card that has faded in stays opaque when it moves on")
    func aCardThatHasFadedInStaysOpaqueWhenItMovesOn() {
        var motion = dealt
        motion.retarget(to: elsewhere, at: 10, duration: MotionTiming.move)
        #expect(motion.opacity(at: 10) == 1)
        #expect(motion.opacity(at: 10 + MotionTiming.move / 2) == 1)
        #expect(motion.frame(at: 10) == place)
        #expect(motion.frame(at: 11) == elsewhere)
    }

    @Test("A card still fading in goes on fading from where it was when it moves on")
    func aCardStillFadingInGoesOnFadingFromWhereItWas() {
        var motion = dealt
        let now = MotionTiming.deal / 2
        let opacity = motion.opacity(at: now), frame = motion.frame(at: now)
        motion.retarget(to: elsewhere, at: now, duration: MotionTiming.move)
        #expect(motion.opacity(at: now) == opacity)
        #expect(motion.frame(at: now) == frame)
        #expect(motion.opacity(at: now + MotionTiming.move) == 1)
    }

    @Test("Without animation a card is at its place at once")
    func withoutAnimationTheCardIsThereAtOnce() {
        var motion = dealt
        motion.retarget(to: elsewhere, at: 10, duration: 0)
        #expect(motion.frame(at: 10) == elsewhere)
        #expect(motion.isFinished(at: 10))
    }
}
