import CardArt
import GameModel
import GLibKit

extension RenderRequest {
    /// The card or face an argument names: `face`, `face:HAPPINESS` or
    /// `face:HAPPINESS:SCALE`, else a card's short form.
    static func subject(named argument: String) throws(RenderUsageError) -> Subject {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts[0].lowercased() == "face" else {
            do {
                return .card(try CardFace.parse(argument))
            } catch {
                throw RenderUsageError(problem: tr("unknown card '{value}'.").filling(["value": argument]))
            }
        }
        let numbers = parts.dropFirst().map { Double($0) }
        let happiness = numbers.first ?? HappinessFace.standardHappiness
        let scale = numbers.dropFirst().first ?? HappinessFace.standardScale
        guard parts.count <= 3, let happiness, let scale, HappinessFace.happinessRange.contains(happiness),
              HappinessFace.scaleRange.contains(scale)
        else {
            throw RenderUsageError(problem: tr("'{value}' is not a face; use face:HAPPINESS[:SCALE] with HAPPINESS from -1 to 1 and SCALE from {min} to {max}.").filling([
                "value": argument, "min": "\(HappinessFace.scaleRange.lowerBound)", "max": "\(HappinessFace.scaleRange.upperBound)",
            ]))
        }
        return .face(HappinessFace(happiness: happiness, scale: scale))
    }

    /// A face has no card states but the focus ring, and its scale is part of its name.
    static func checkFaceOptions(_ look: CardLook, faceScaleGiven: Bool) throws(RenderUsageError) {
        guard look.state.isSubset(of: .focused) else {
            throw RenderUsageError(problem: tr("the face takes only the focused state."))
        }
        guard !faceScaleGiven else {
            throw RenderUsageError(problem: tr("--face-scale sizes court art; give the face's scale as face:HAPPINESS:SCALE."))
        }
    }
}
