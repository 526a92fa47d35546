import GameModel

/// A table that can show a game's first lesson over the player's own game,
/// which waits beneath it untouched: never saved, recorded or taken back.
@MainActor
public protocol LessonTable: TableGame {
    /// Whether the lesson's deal is on show.
    var isInLesson: Bool { get }
    /// The cards the lesson is about, lit as a hint's are (and face up).
    var litFaces: Set<CardFace> { get set }
    /// Shows the lesson's deal over the game on show.
    func startLesson()
    /// Leaves the lesson: the player's own game is on show again.
    func endLesson()
}
