import GameModel

/// Easing curves for animations.
public enum Easing {
    /// Starts fast and settles gently (cubic ease-out).
    public static func easeOut(_ t: Double) -> Double {
        let clamped = min(max(t, 0), 1)
        let inverse = 1 - clamped
        return 1 - inverse * inverse * inverse
    }

    /// Smooth at both ends (cubic ease-in-out).
    public static func easeInOut(_ t: Double) -> Double {
        let x = min(max(t, 0), 1)
        return x < 0.5 ? 4 * x * x * x : 1 - pow3(-2 * x + 2) / 2
    }

    private static func pow3(_ x: Double) -> Double { x * x * x }
}
