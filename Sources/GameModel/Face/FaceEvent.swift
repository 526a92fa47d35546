/// What a command did to the face: one value changed, or both went back to
/// the standard face.
public enum FaceEvent: Equatable, Sendable {
    /// The happiness is now this value.
    case happiness(Double)
    /// The face is now drawn at this scale.
    case scaled(Double)
    /// Happiness and scale went back to `HappinessFace.standard`.
    case reset(HappinessFace)
}
