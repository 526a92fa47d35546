import GameModel
import TableCore

/// Hears of every event at the window's tables, once the window has shown it
/// and said it, and returns what it adds to the status line, if anything:
/// the window shows and says it, so no listener calls back into the window.
@MainActor
protocol TableListener: AnyObject {
    /// After an event of game `kind` (nil when the table was redrawn without
    /// one); the sentence it adds, or nil.
    func heard(_ event: TableEvent?, in kind: GameKind) -> String?
}

/// The one list of who hears of the tables' events, each joining where it is
/// made, in the order `Place` states: the only order that matters.
@MainActor
final class TableListeners {
    /// Where a listener hears, first to last.
    enum Place: Int {
        /// The first lesson: its words for a move come first after the move's.
        case lesson
        /// The set-count aid: a game it helped counts as assisted when the
        /// session records the game's end, just after.
        case setCountAid
        /// The session: records, the review's recording, saving.
        case session
        /// The Matchismo deal's history window.
        case deals
        /// The players' bar, the claim countdown and the computer players.
        case players
        /// Deal Automatically: on the next idle, after the move is told.
        case autoDealer
    }

    private struct Entry {
        let place: Place
        weak var listener: (any TableListener)?
    }

    private var entries: [Entry] = []

    /// Adds `listener` at its place, held weakly: whoever made it keeps it.
    func join(_ listener: any TableListener, at place: Place) {
        entries.removeAll { $0.place == place || $0.listener == nil }
        entries.append(Entry(place: place, listener: listener))
        entries.sort { $0.place.rawValue < $1.place.rawValue }
    }

    /// Tells every listener, in order; returns the sentences they add, in that order.
    func tell(_ event: TableEvent?, in kind: GameKind) -> [String] {
        entries.compactMap { $0.listener?.heard(event, in: kind) }
    }
}
