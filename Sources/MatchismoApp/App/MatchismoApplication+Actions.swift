import GameModel
import GtkKit
import TableCore

/// The application's actions (the main menu's and their keys), and the
/// dialogs they open.
extension MatchismoApplication {
    /// The application's actions: dialogs, quit, and the game and Matchismo choices.
    func addAppActions() {
        actions.addPlain([
            .preferences: { [weak self] in self?.showPreferences() },
            .statistics: { [weak self] in self?.showStatistics() },
            .shortcuts: { [weak self] in self?.parts?.dialogs.showShortcuts() },
            .help: { [weak self] in self?.parts?.dialogs.showHelp() },
            .about: { [weak self] in self?.parts?.dialogs.showAbout() },
            .quit: { [weak self] in self?.quit() },
        ], window: nil)
        actions.addStateful(.game, initial: GameKind.matchismo.rawValue) { [weak self] value in
            guard let kind = GameKind(rawValue: value), let parts = self?.parts else { return false }
            parts.window.show(kind)
            parts.session.show(kind)
            return true
        }
        actions.addStateful(.setVariant, initial: SetVariant.classic.rawValue) { [weak self] value in
            guard let variant = SetVariant(rawValue: value), let self else { return false }
            self.parts?.variants.show(variant)
            return true
        }
        actions.addPlain([
            .puzzles: { [weak self] in self?.parts?.variants.showPuzzles() },
            .openPuzzle: { [weak self] in self?.parts?.variants.askForNumber() },
            .nextPuzzle: { [weak self] in self?.parts?.variants.openNextPuzzle() },
        ], window: nil)
        actions.addStateful(.puzzleDifficulty, initial: PuzzleDifficulty.easy.rawValue) { [weak self] value in
            guard let difficulty = PuzzleDifficulty(rawValue: value), let self else { return false }
            self.parts?.variants.openNextPuzzle(of: difficulty)
            return true
        }
        // The window's parts set these states to the stored choices once they are read.
        let defaults = PlayerPreferences()
        actions.addStateful(.players, initial: String(defaults.players)) { [weak self] value in
            guard let count = Int(value), LaunchOptions.playerCounts.contains(count), let parts = self?.parts else { return false }
            parts.showGame(.set)
            parts.preferences.players = count
            parts.seats.choose(count: count)
            return true
        }
        actions.addStateful(.matchMode, initial: String(defaults.matchMode.rawValue)) { [weak self] value in
            guard let mode = Int(value).flatMap(MatchMode.init(rawValue:)), let parts = self?.parts else { return false }
            parts.showGame(.matchismo)
            parts.preferences.matchMode = mode
            return true
        }
        actions.addStateful(.cardCount, initial: String(defaults.cardCount)) { [weak self] value in
            guard let count = Int(value), MatchismoGame.cardCountRange.contains(count), let parts = self?.parts else { return false }
            parts.showGame(.matchismo)
            parts.preferences.cardCount = count
            return true
        }
        actions.setAccelerators()
    }

    private func showPreferences() {
        guard let parts else { return }
        parts.dialogs.showPreferences(parts.preferences) { [weak parts] in parts?.preferences = $0 }
    }

    private func showStatistics() {
        guard let parts, let window = parts.window, let records = parts.session?.records else { return }
        let numberedOnShow = window.current == .set && window.setTable.game is NumberedPuzzleGame
        parts.dialogs.showStatistics(records.statistics, numbered: records.numbered,
                                     showing: window.current.keepsScore ? window.currentPlayed : .matchismo,
                                     showingNumbered: numberedOnShow, recent: records.recent) { [weak parts] recording in
            GameReview(recording).map { parts?.reviews.present($0) }
        }
    }

    private func quit() {
        parts?.window.window.close()
        application.quit()
    }
}
