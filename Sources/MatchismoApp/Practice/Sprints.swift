import GameModel
import TableCore

/// The sprints: the main menu's three Sprint items, the timed
/// sprint's end when its 3 minutes run out between moves, and the header's
/// clock for it. The session plays and records them (`GameSession.startSprint`).
@MainActor
final class Sprints {
    private weak var session: GameSession?
    private let actions: ActionRegistry
    /// Shows a game in the window and the game action.
    private let showGame: @MainActor (GameKind) -> Void

    init(session: GameSession, actions: ActionRegistry, showGame: @escaping @MainActor (GameKind) -> Void) {
        (self.session, self.actions, self.showGame) = (session, actions, showGame)
    }

    private var window: MainWindow? { session?.window }

    /// The actions' handlers, for `ActionRegistry.addPlain`.
    var handlers: [AppAction: @MainActor () -> Void] {
        var handlers: [AppAction: @MainActor () -> Void] = [:]
        for mode in SprintMode.allCases { handlers[.sprint(mode)] = { [weak self] in self?.start(mode) } }
        return handlers
    }

    /// A sprint is one player's race: not while players share the Set table, nor while paused.
    func updateActionStates(_ actions: ActionRegistry) {
        let can = window.map { !$0.isPaused && $0.setTable.match == nil } ?? false
        for mode in SprintMode.allCases { actions.setEnabled(.sprint(mode), can) }
    }

    /// Starts a sprint of `mode` from a random deal, at the Set table.
    func start(_ mode: SprintMode) {
        guard let session, session.setTable.match == nil else { return }
        showGame(.set)
        session.startSprint(mode, deal: GameSession.randomSeed())
        // A sprint is classic Set: the variant menu says so.
        actions.setState(.setVariant, SetVariant.classic.rawValue)
        window.map { _ = $0.setTableView.focus($0.setTableView.focusedIndex) }
    }

    /// Every second of play the header shows: a timed sprint ends at its limit.
    func clockTicked() {
        guard let session, let window, window.current == .set, !window.isPaused,
              case .finished(let result)? = session.setTable.tickSprint() else { return }
        window.sprintTimedOut()
        session.sprintFinished(result)
    }
}
