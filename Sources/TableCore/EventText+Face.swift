import GameModel

extension EventText {
    /// What a change to the face says. The new happiness is left out when the
    /// player just heard it as the value of the focused slider.
    static func face(_ change: FaceEvent, in context: TableContext) -> String? {
        switch change {
        case .happiness(let value):
            return context.heardValue ? nil : "Happiness \(HappinessFace(happiness: value).happinessPercent) percent."
        case .scaled(let scale):
            return "Size \(HappinessFace(scale: scale).scalePercent) percent."
        case .reset(let face):
            let size = "size \(face.scalePercent) percent."
            return context.heardValue ? "Reset: \(size)" : "Reset: happiness \(face.happinessPercent) percent, \(size)"
        }
    }
}
