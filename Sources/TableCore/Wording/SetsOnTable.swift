import GameModel
import GLibKit

/// How many successes the Set table holds under its variant's rule, and the
/// sentence that says so: the beginner's aid (Show How Many Sets) tells it
/// after each change of the table.
public struct SetsOnTable: Equatable, Sendable {
    public let variant: SetVariant
    /// Sets on the table (sets that keep the chain, UltraSets, sets not yet found).
    public let count: Int
    /// The cards on the table and the successes found: when neither changed,
    /// the count cannot have changed and is not said again.
    private let table: Set<SetCard>
    private let found: Int

    public init(_ game: any SetFamilyGame) {
        variant = game.variant
        count = game.playsOnTable
        table = Set(game.table)
        found = game.found.count
    }

    /// "3 sets on the table."
    public var sentence: String {
        switch variant {
        case .classic, .junior:
            // TRANSLATORS: the beginner's aid, after each change of the Set table; {count} is a number.
            count == 0 ? tr("No set on the table.") : trn("{count} set on the table.", "{count} sets on the table.", count)
                .filling(["count": String(count)])
        case .chain:
            count == 0 ? tr("No set on the table keeps the chain.")
                // TRANSLATORS: Set-Chain's beginner's aid; {count} is a number of sets that keep one card of the last set.
                : trn("{count} set on the table keeps the chain.", "{count} sets on the table keep the chain.", count)
                    .filling(["count": String(count)])
        case .ultra:
            count == 0 ? tr("No UltraSet on the table.")
                // TRANSLATORS: UltraSet's beginner's aid; {count} is a number of UltraSets (four cards each).
                : trn("{count} UltraSet on the table.", "{count} UltraSets on the table.", count).filling(["count": String(count)])
        case .puzzle:
            // TRANSLATORS: the daily puzzle's beginner's aid; {count} is how many of its 6 sets are not found yet.
            trn("{count} set left to find.", "{count} sets left to find.", count).filling(["count": String(count)])
        }
    }
}
