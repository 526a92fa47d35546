import GameModel
import GLibKit

extension TableReading {
    /// The accessible name of the face's slider; a screen reader adds its role
    /// and value: "Face, happiness vertical slider 75."
    public static var faceName: String { tr("Face, happiness") }

    /// The face's happiness as the slider's value in words: "75 percent".
    public static func faceValue(_ face: HappinessFace) -> String {
        tr("{percent} percent").filling(["percent": String(face.happinessPercent)])
    }
}
