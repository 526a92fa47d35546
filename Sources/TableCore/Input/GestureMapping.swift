import GameModel

/// Turns recognised gestures into commands; pure, so tests need no display.
public enum GestureMapping {
    /// A swipe slower than this (pixels per second) is ignored.
    public static let minimumSwipeSpeed = 300.0
    /// A pinch below this scale gathers the cards.
    public static let gatherScale = 0.75
    /// A rotation beyond this angle (radians, 30°) shuffles the Set table.
    public static let shuffleAngle = Double.pi / 6

    /// A swipe on a card table: down deals three more in Set.
    public static func tableSwipe(velocityX: Double, velocityY: Double, game: GameKind) -> GameCommand? {
        guard game == .set, velocityY > minimumSwipeSpeed, velocityY > abs(velocityX) else { return nil }
        return .dealThree
    }

    /// A swipe on the single card: left or right draws the next card.
    public static func cardSwipe(velocityX: Double, velocityY: Double) -> GameCommand? {
        guard abs(velocityX) > minimumSwipeSpeed, abs(velocityX) > abs(velocityY) else { return nil }
        return .nextCard
    }

    /// A pinch on a table, once per gesture: pinching in gathers the cards.
    public static func tablePinch(scale: Double) -> GameCommand? {
        scale < gatherScale ? .gather : nil
    }

    /// A two-finger rotation on a table, once per gesture: shuffles the Set table.
    public static func tableRotation(angle: Double, game: GameKind) -> GameCommand? {
        guard game == .set, abs(angle) > shuffleAngle else { return nil }
        return .shuffleTable
    }
}
