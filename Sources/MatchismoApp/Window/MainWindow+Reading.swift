import GameModel
import TableCore

/// What the window says of a game without an event: its name and numbers
/// after a switch to it, and the answers to the reading keys. Each sentence
/// is made here from the game on show and handed to the narrator.
extension MainWindow {
    /// The game's name and numbers, after a switch to game `kind`.
    func tellSwitch(to kind: GameKind) {
        narrator.say(TableReading.switched(to: context(kind, knownCard: nil), cards: cards(of: kind)))
    }

    /// The score and the deck.
    func readSummary() {
        narrator.say(TableReading.summary(context(current, knownCard: nil), cards: cards(of: current)))
    }

    /// The cards chosen so far.
    func readChoice() {
        narrator.say(TableReading.choice(context(current, knownCard: nil), cards: cards(of: current)))
    }

    /// Every card on the table, row by row, then what lies beside it; the
    /// face's values on the face view.
    func readTable() {
        guard current != .face else { return readSummary() }
        let table = TableReading.table(cards(of: current), columns: self.table(current)?.layout.columns ?? 1)
        let beside = current == .set ? setTable.game.beside : .nothing
        narrator.say([table, TableReading.beside(beside)].compactMap { $0 }.joined(separator: " "))
    }
}
