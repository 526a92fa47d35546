import GameModel

extension GestureMapping {
    /// Points of vertical drag for the whole range of happiness, from a frown
    /// to a smile: the course's 4 points per percent.
    public static let faceDragPoints = 400.0

    /// A drag on the face, `offsetY` points down from where it began: up is happier.
    public static func faceDrag(offsetY: Double) -> GameCommand {
        let range = HappinessFace.happinessRange
        return .changeHappiness(-offsetY / faceDragPoints * (range.upperBound - range.lowerBound))
    }

    /// A click or tap on the face with `presses` presses in a row: a double one resets it.
    public static func faceClick(presses: Int) -> GameCommand? {
        presses == 2 ? .resetFace : nil
    }

    /// A pinch on the face at `scale` of its start scales the face.
    public static func facePinch(scale: Double) -> GameCommand? {
        scale.isFinite && scale > 0 ? .scaleFace(scale) : nil
    }
}
