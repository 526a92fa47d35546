import GameModel
import TableCore

/// The invariants every saved game must keep, whatever the player did:
/// every card is in exactly one place. Each function lists what is broken.
enum ModelInvariants {
    /// Deck and table hold the 52 cards exactly once; the chosen indices are
    /// exactly the face-up cards, each once, fewer than a full match.
    static func violations(of game: MatchismoGame) -> [String] {
        var problems: [String] = []
        let cards = game.table.map(\.card) + game.deck
        problems += exactlyOnce(cards, of: PlayingCard.fullDeck, what: "deck + table")
        let faceUp = game.table.indices.filter { game.table[$0].state == .faceUp }
        if Set(game.chosen) != Set(faceUp) || game.chosen.count != faceUp.count {
            problems.append("chosen \(game.chosen) but face-up unmatched cards at \(faceUp)")
        }
        if game.chosen.count >= game.mode.cardCount {
            problems.append("\(game.chosen.count) cards chosen in \(game.mode.cardCount)-card mode")
        }
        return problems
    }

    /// Deck, table and found sets hold the 81 cards exactly once; the
    /// selection and the hint are cards on the table.
    static func violations(of game: ClassicSetGame) -> [String] {
        var problems: [String] = []
        let cards = game.deck + game.table + game.found.flatMap { $0 }
        problems += exactlyOnce(cards, of: SetCard.fullDeck, what: "deck + table + found sets")
        if let bad = game.found.first(where: { $0.count != 3 || !SetRules.isSet($0[0], $0[1], $0[2]) }) {
            problems.append("found \(bad.map(\.name)), which is not a set")
        }
        if game.selection.count > 2 { problems.append("\(game.selection.count) cards selected between moves") }
        let table = Set(game.table)
        if !Set(game.selection).isSubset(of: table) { problems.append("selection \(game.selection.map(\.name)) not all on the table") }
        if !Set(game.hinted).isSubset(of: table) { problems.append("hint \(game.hinted.map(\.name)) not all on the table") }
        return problems
    }

    /// The card on show and the deck are distinct cards of the 52.
    static func violations(of game: SingleCardGame) -> [String] {
        let cards = [game.card] + game.deck
        var problems: [String] = []
        let duplicates = Dictionary(grouping: cards, by: { $0 }).filter { $0.value.count > 1 }.keys
        if !duplicates.isEmpty { problems.append("duplicated \(duplicates.map(\.name).sorted())") }
        if !Set(cards).isSubset(of: Set(PlayingCard.fullDeck)) { problems.append("cards outside the 52-card deck") }
        return problems
    }

    /// Whether `cards` is a permutation of `deck`; else which cards are
    /// duplicated and which are missing.
    private static func exactlyOnce<Card: Hashable>(_ cards: [Card], of deck: [Card], what: String) -> [String] {
        var counts: [Card: Int] = [:]
        for card in cards { counts[card, default: 0] += 1 }
        let duplicated = counts.filter { $0.value > 1 }.count
        let missing = deck.filter { counts[$0] == nil }.count
        let foreign = counts.keys.filter { !deck.contains($0) }.count
        guard duplicated + missing + foreign > 0 || cards.count != deck.count else { return [] }
        return ["\(what) hold \(cards.count) cards: \(duplicated) duplicated, \(missing) missing, \(foreign) foreign"]
    }
}
