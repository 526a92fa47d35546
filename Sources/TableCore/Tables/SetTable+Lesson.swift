import GameModel

/// The first lesson at the Set table: its fixed deal is played for real over
/// the variant's game, which waits beneath it as the player left it and is
/// on show again when the lesson ends.
extension SetTable: LessonTable {
    public var isInLesson: Bool { lessonGame != nil }

    /// Shows the lesson's deal (`SetLesson.deal`), over the game on show.
    public func startLesson() {
        endSprint()
        lessonGame = SetLesson.deal()
        litFaces = []
    }

    public func endLesson() {
        lessonGame = nil
        litFaces = []
    }

    /// A command at the lesson's table: one player's game, whoever sits at
    /// the table, so no claim and no computer player acts in it.
    /// Its review would be of a game the player never keeps: none opens there.
    func performInLesson(_ command: GameCommand) -> GameOutcome? {
        guard command != .openReview, let setCommand = Self.setCommand(command) else { return nil }
        return lessonGame?.perform(setCommand)
    }
}
