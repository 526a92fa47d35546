import GameModel

/// The keys the face view answers.
public enum FaceKey: Sendable, CaseIterable {
    case up, down, plus, minus, home
}

extension KeyMapping {
    /// The face's keys: Up and Down change the happiness a step (up is
    /// happier), plus and minus the size, Home resets both.
    public static func face(_ key: FaceKey) -> GameCommand {
        switch key {
        case .up: .stepHappiness(1)
        case .down: .stepHappiness(-1)
        case .plus: .stepFace(1)
        case .minus: .stepFace(-1)
        case .home: .resetFace
        }
    }
}
