import GameModel
import GtkKit
import Persistence
import TableCore

/// The player's choices: read from GSettings when the window is built,
/// applied to the parts live when they change (in Preferences, or from
/// outside with `gsettings set` or another instance), and written back.
extension WindowParts {
    /// Reads the stored choices and follows their changes from outside.
    func followStoredPreferences() {
        // Settings problems (a missing schema, corrupt values) are told on stderr; defaults apply.
        stored.warnings.forEach { StandardError.write("matchismo: \($0)\n") }
        stored.onWarning = { StandardError.write("matchismo: \($0)\n") }
        preferences = PlayerPreferences(stored)
        // A choice changed from outside applies as one made in the Preferences window does.
        for key in PlayerPreferences.keys {
            stored.onChange(key) { [weak self] in
                guard let self, !self.isStoring else { return }
                let fresh = PlayerPreferences(self.stored)
                if fresh != self.preferences { self.preferences = fresh }
            }
        }
    }

    func applyPreferences(from old: PlayerPreferences) {
        isStoring = true
        preferences.store(in: stored)
        isStoring = false
        // Before the window is built there is nothing to apply them to.
        guard let window, let session, let seats else { return }
        style?.colorBlindSetColors = preferences.colorBlindSetColors
        style?.style = preferences.style
        if preferences.showSetCount, !old.showSetCount { setCount?.turnedOn() }
        cardKeys?.choice = preferences.cardKeysLayout
        cardKeys?.showsKeys = preferences.showCardKeys
        seats.claimSeconds = preferences.claimSeconds
        if preferences.computerLevels != old.computerLevels { seats.reseatComputers() }
        if preferences.playerNames != old.playerNames {
            seats.rename(preferences.names(seats.count, levels: computerLevels(seats.count)))
        }
        let table = session.matchismoTable
        guard preferences.matchMode != old.matchMode || preferences.cardCount != old.cardCount else { return }
        table.mode = preferences.matchMode
        table.cardCount = preferences.cardCount
        actions.setState(.matchMode, String(preferences.matchMode.rawValue))
        actions.setState(.cardCount, String(preferences.cardCount))
        if table.moves == 0 {
            window.matchismoTableView.newGame(seed: GameSession.randomSeed())
        } else {
            window.matchismoTableView.announce(.rulesPending(preferences.matchMode, cardCount: preferences.cardCount))
        }
    }
}
