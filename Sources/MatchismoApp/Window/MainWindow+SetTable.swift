import GameModel
import TableCore

/// The Set table's own changes of game: its variants and sprints.
extension MainWindow {
    /// Shows Set variant `variant` at the Set table: its game goes on, or one
    /// is dealt from `seed` (`saved` replaces it, a puzzle day reopening).
    func showVariant(_ variant: SetVariant, saved: (any SetFamilyGame)? = nil, seed: UInt64) {
        guard variant != setTable.variant || saved != nil else { return }
        setPaused(false)
        setTableView.replaceGame(.variantShown(variant)) { setTable.show(variant, saved: saved, seed: seed) }
        header.show(current, title: title(of: current))
    }

    /// Starts or leaves a sprint at the Set table (`change` does it), told as
    /// `event`; the header's title follows.
    func changeSprint(_ event: TableEvent, _ change: () -> Void) {
        setPaused(false)
        setTableView.replaceGame(event, change)
        header.show(current, title: title(of: current))
    }

    /// The sprint's time ran out between moves: its cards are put out of play and the cover shows the result.
    func sprintTimedOut() {
        setTableView.refreshCards()
        refresh()
    }
}
