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
            .shortcuts: { [weak self] in self?.dialogs?.showShortcuts() },
            .help: { [weak self] in self?.dialogs?.showHelp() },
            .about: { [weak self] in self?.dialogs?.showAbout() },
            .quit: { [weak self] in self?.quit() },
        ], window: nil)
        actions.addStateful(.game, initial: GameKind.matchismo.rawValue) { [weak self] value in
            guard let kind = GameKind(rawValue: value), let self else { return false }
            self.window?.show(kind)
            self.session?.show(kind)
            return true
        }
        actions.addStateful(.setVariant, initial: SetVariant.classic.rawValue) { [weak self] value in
            guard let variant = SetVariant(rawValue: value), let self else { return false }
            self.variants?.show(variant)
            return true
        }
        actions.addPlain([
            .puzzles: { [weak self] in self?.variants?.showPuzzles() },
            .openPuzzle: { [weak self] in self?.variants?.askForNumber() },
            .nextPuzzle: { [weak self] in self?.variants?.openNextPuzzle() },
        ], window: nil)
        actions.addStateful(.puzzleDifficulty, initial: PuzzleDifficulty.easy.rawValue) { [weak self] value in
            guard let difficulty = PuzzleDifficulty(rawValue: value), let self else { return false }
            self.variants?.openNextPuzzle(of: difficulty)
            return true
        }
        actions.addStateful(.players, initial: String(preferences.players)) { [weak self] value in
            guard let count = Int(value), LaunchOptions.playerCounts.contains(count), let self else { return false }
            self.showGame(.set)
            self.preferences.players = count
            self.seats?.choose(count: count)
            return true
        }
        actions.addStateful(.matchMode, initial: String(preferences.matchMode.rawValue)) { [weak self] value in
            guard let mode = Int(value).flatMap(MatchMode.init(rawValue:)), let self else { return false }
            self.showGame(.matchismo)
            self.preferences.matchMode = mode
            return true
        }
        actions.addStateful(.cardCount, initial: String(preferences.cardCount)) { [weak self] value in
            guard let count = Int(value), MatchismoGame.cardCountRange.contains(count), let self else { return false }
            self.showGame(.matchismo)
            self.preferences.cardCount = count
            return true
        }
        actions.setAccelerators()
    }

    /// Switches the window and the game action's state to `kind`.
    func showGame(_ kind: GameKind) {
        actions.setState(.game, kind.rawValue)
        window?.show(kind)
    }

    func updateActionStates() {
        windowActions?.updateStates()
        deals?.updateActionStates(actions)
        sprints?.updateActionStates(actions)
        reviews?.updateActionStates(actions)
        // Undo after New Game may bring back a game with another number of players.
        actions.setState(.players, String(seats?.count ?? 1))
    }

    private func showPreferences() {
        dialogs?.showPreferences(preferences) { [weak self] in self?.preferences = $0 }
    }

    private func showStatistics() {
        guard let session else { return }
        let numberedOnShow = window.map { $0.current == .set && $0.setTable.game is NumberedPuzzleGame } ?? false
        dialogs?.showStatistics(session.records.statistics, numbered: session.records.numbered,
                                showing: window.map { $0.current.keepsScore ? $0.currentPlayed : .matchismo } ?? .matchismo,
                                showingNumbered: numberedOnShow, recent: session.records.recent) { [weak self] recording in
            GameReview(recording).map { self?.reviews?.present($0) }
        }
    }

    private func quit() {
        window?.window.close()
        application.quit()
    }
}
