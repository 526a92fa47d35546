import GameModel
import GLibKit

extension EventText {
    /// What a change to the face says. The new happiness is left out when the
    /// player just heard it as the value of the focused slider.
    static func face(_ change: FaceEvent, in context: TableContext) -> String? {
        switch change {
        case .happiness(let value):
            // TRANSLATORS: {percent} is a whole number from 0 to 100.
            return context.heardValue ? nil : tr("Happiness {percent} percent.")
                .filling(["percent": String(HappinessFace(happiness: value).happinessPercent)])
        case .scaled(let scale):
            return tr("Size {percent} percent.").filling(["percent": String(HappinessFace(scale: scale).scalePercent)])
        case .reset(let face):
            let values = ["happiness": String(face.happinessPercent), "size": String(face.scalePercent)]
            let sentence = context.heardValue
                ? tr("Reset: size {size} percent.")
                : tr("Reset: happiness {happiness} percent, size {size} percent.")
            return sentence.filling(values)
        }
    }
}
