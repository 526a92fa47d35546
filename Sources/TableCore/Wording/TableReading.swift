import GameModel
import GLibKit

/// What the reading keys say: the score and the deck, the current choice, and
/// the whole table. They change nothing; they let a player who cannot see the
/// table ask about it at any time.
public enum TableReading {
    /// The numbers: "Score 6. 12 cards on the table, 54 in the deck. Time 3:07."; in
    /// Matchismo the deal's number before the time: "… 2 of 30 cards matched. Deal 8. Time 1:05.";
    /// likewise a numbered puzzle's number and difficulty: "… Puzzle 1,234, medium. Time 0:42."
    public static func summary(_ context: TableContext, cards: [TableCard]) -> String {
        let numbers = numbers(context, cards: cards)
        guard context.kind.keepsScore else { return numbers }
        let deal = context.kind == .matchismo ? DealNumber.sentence(context.deal)
            : context.kind == .set ? PuzzleNumber.sentence(context.puzzleNumber) : ""
        return [numbers, deal, EventText.time(context.secondsPlayed)].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The score and the cards, without the time.
    static func numbers(_ context: TableContext, cards: [TableCard]) -> String {
        switch context.kind {
        case .set:
            let table = context.tableCount
            let score = context.match.map { EventText.standings($0, in: context) } ?? EventText.score(context.score)
            return score + " "
                + trn("{count} card on the table, {deck} in the deck.", "{count} cards on the table, {deck} in the deck.", table)
                .counting(table).filling(["deck": String(context.deckCount)])
        case .matchismo:
            let matched = cards.filter { $0.state.contains(.matched) }.count
            // TRANSLATORS: {matched} of the {count} cards on the table are matched.
            return EventText.score(context.score) + " "
                + trn("{matched} of {count} card matched.", "{matched} of {count} cards matched.", cards.count)
                .counting(cards.count).filling(["matched": String(matched)])
        case .card:
            let face = cards.first.map { tr("{card}.").filling(["card": $0.face.name]) + " " } ?? ""
            return face + leftInDeck(context.deckCount)
        case .face:
            return tr("Happiness {happiness} percent, size {size} percent.")
                .filling(["happiness": String(context.face.happinessPercent), "size": String(context.face.scalePercent)])
        }
    }

    /// "54 cards left in the deck."
    private static func leftInDeck(_ count: Int) -> String {
        trn("{count} card left in the deck.", "{count} cards left in the deck.", count).counting(count)
    }

    /// The game's name and numbers, said when the player switches to it (the
    /// screen reader presents the card the focus moves to by itself).
    public static func switched(to context: TableContext, cards: [TableCard]) -> String {
        // The single card's name comes with its focus; its summary would say it again.
        let numbers = context.kind == .card ? leftInDeck(context.deckCount) : Self.numbers(context, cards: cards)
        // TRANSLATORS: {game} is the game's name ("Set"), {numbers} its score and cards in sentences.
        return tr("{game}. {numbers}").filling(["game": context.kind.title, "numbers": numbers])
    }

    /// The cards chosen so far: "Selected: A and B.", "Face up: Queen of Hearts."
    public static func choice(in kind: GameKind, cards: [TableCard]) -> String {
        choice(TableContext(kind: kind), cards: cards)
    }

    /// The cards chosen so far, or the face's values on the face view.
    public static func choice(_ context: TableContext, cards: [TableCard]) -> String {
        let kind = context.kind
        switch kind {
        case .set:
            let selected = cards.filter { $0.state.contains(.selected) }.map(\.face.name)
            return selected.isEmpty ? tr("Nothing is selected.") : tr("Selected: {cards}.").filling(["cards": list(selected)])
        case .matchismo:
            let up = cards.filter { $0.face != .back && !$0.state.contains(.matched) }.map(\.face.name)
            return up.isEmpty ? tr("No card is face up.") : tr("Face up: {cards}.").filling(["cards": list(up)])
        case .card:
            guard let card = cards.first else { return "" }
            return card.face == .back ? tr("The card is face down.") : tr("{card}, face up.").filling(["card": card.face.name])
        case .face:
            return summary(context, cards: cards)
        }
    }

    /// Every card in grid order, row by row, with its states:
    /// "12 cards. Row 1: A; B, selected; C. Row 2: …" (`beside` follows it).
    public static func table(_ cards: [TableCard], columns: Int) -> String {
        guard !cards.isEmpty else { return tr("No cards on the table.") }
        let width = max(columns, 1)
        let rows = stride(from: 0, to: cards.count, by: width).enumerated().map { row, start in
            let items = cards[start..<min(start + width, cards.count)].map { card in
                ([card.face.name] + card.stateDescription).joined(separator: itemSeparator)
            }
            // TRANSLATORS: {row} is the row's number, {cards} its cards separated by "; ".
            return tr("Row {row}: {cards}.").filling(["row": String(row + 1), "cards": items.joined(separator: "; ")])
        }
        return trn("{count} card.", "{count} cards.", cards.count).counting(cards.count) + " " + rows.joined(separator: " ")
    }

    /// What a Set variant shows beside the table, said by the table reading
    /// after the table: "Last set: A, B and C.", "Shared card: X.", "Found set
    /// 1: A, B and C. Found set 2: …"; nil when nothing is there yet.
    public static func beside(_ beside: BesideTable) -> String? {
        switch beside {
        case .nothing, .lastSet(nil), .sharedCard(nil):
            return nil
        case .lastSet(let cards?):
            // TRANSLATORS: Set-Chain, after the table reading; {cards} is "A, B and C".
            return tr("Last set: {cards}.").filling(["cards": list(cards.map(\.name))])
        case .sharedCard(let card?):
            // TRANSLATORS: UltraSet, after the table reading: the card both pairs of the last UltraSet completed.
            return tr("Shared card: {card}.").filling(["card": card.name])
        case .foundSets(let sets, _):
            guard !sets.isEmpty else { return nil }
            return sets.enumerated().map { number, set in
                // TRANSLATORS: the daily puzzle, after the table reading; {number} counts the sets, {cards} is "A, B and C".
                tr("Found set {number}: {cards}.").filling(["number": String(number + 1), "cards": list(set.map(\.name))])
            }.joined(separator: " ")
        }
    }

    /// What separates the items of a list: ", ".
    static var itemSeparator: String {
        // TRANSLATORS: what separates the items of a list ("A, B and C").
        trc("list", ", ")
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        // TRANSLATORS: the end of a list: "A and B", "A, B and C".
        return tr("{first} and {last}").filling(["first": items.dropLast().joined(separator: itemSeparator), "last": items.last!])
    }
}
