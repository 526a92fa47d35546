import GameModel
import TableCore

/// Show How Many Sets (the preference), a beginner's aid: after each change
/// of the Set table, the status line says (and a screen reader hears) how
/// many sets are on it (`SetsOnTable`). A game it helped counts as assisted,
/// as one with hints does: it sets no best time.
@MainActor
final class SetCountAid: TableListener {
    private weak var window: MainWindow?
    /// Whether the preference is on, read at each change.
    var isOn: @MainActor () -> Bool = { false }
    /// What was said last; the same table again (a shuffle, a card chosen) is not said again.
    private var lastTold: SetsOnTable?

    init(window: MainWindow) {
        self.window = window
        window.listeners.join(self, at: .setCountAid)
    }

    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        guard kind == .set, event?.changedGame == true else { return nil }
        return count()
    }

    /// After a move, a new game or an undo at the Set table: the count, when
    /// the preference is on and the table differs from the one counted last.
    private func count() -> String? {
        guard isOn(), let window else { return nil }
        let table = window.setTable
        table.noteSetCountShown()
        let now = SetsOnTable(table.game)
        guard !table.isOver, now != lastTold else { return nil }
        lastTold = now
        return now.sentence
    }

    /// The preference was just turned on: the Set table, when on show, is counted at once.
    func turnedOn() {
        lastTold = nil
        if let window, window.current == .set, let sentence = count() { window.add(sentence, for: .set) }
    }
}

extension SetCountAid {
    /// Ctrl+Shift+H (`AppAction.countSets`): says how many sets are on the Set
    /// table now, whatever the preference, in the status line and to a screen
    /// reader. It is an aid as the preference is (it tells what the player
    /// would otherwise look for), so the game becomes assisted, as after a hint.
    static func tell(in window: MainWindow) {
        let table = window.setTable
        guard !table.isOver else { return }
        table.noteSetCountShown()
        let sentence = SetsOnTable(table.game).sentence
        window.setStatus(sentence, for: .set)
        window.narrator.say(sentence)
    }
}
