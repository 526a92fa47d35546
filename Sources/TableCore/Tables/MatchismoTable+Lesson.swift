import GameModel

/// The first lesson at the Matchismo table: its fixed deal is played for real
/// over the player's game, which waits beneath it as the player left it.
extension MatchismoTable: LessonTable {
    public var isInLesson: Bool { lessonGame != nil }

    /// Shows the lesson's deal (`MatchismoLesson.deal`) over the game on show.
    public func startLesson() {
        lessonGame = MatchismoLesson.deal()
        litFaces = []
    }

    public func endLesson() {
        lessonGame = nil
        litFaces = []
    }
}
