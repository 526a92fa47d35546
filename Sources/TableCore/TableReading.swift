import GameModel

/// What the reading keys say: the score and the deck, the current choice, and
/// the whole table. They change nothing; they let a player who cannot see the
/// table ask about it at any time.
public enum TableReading {
    /// The numbers: "Score 6. 12 cards on the table, 54 in the deck."
    public static func summary(_ context: TableContext, cards: [TableCard]) -> String {
        switch context.kind {
        case .set:
            return "\(EventText.score(context.score)) \(context.tableCount) cards on the table, \(context.deckCount) in the deck."
        case .matchismo:
            let matched = cards.filter { $0.state.contains(.matched) }.count
            return "\(EventText.score(context.score)) \(matched) of \(EventText.cards(cards.count)) matched."
        case .card:
            let face = cards.first.map { $0.face.name + ". " } ?? ""
            return "\(face)\(EventText.cards(context.deckCount)) left in the deck."
        case .face:
            return "Happiness \(context.face.happinessPercent) percent, size \(context.face.scalePercent) percent."
        }
    }

    /// The game's name and numbers, said when the player switches to it (the
    /// screen reader presents the card the focus moves to by itself).
    public static func switched(to context: TableContext, cards: [TableCard]) -> String {
        // The single card's name comes with its focus; its summary would say it again.
        let numbers = context.kind == .card
            ? "\(EventText.cards(context.deckCount)) left in the deck."
            : summary(context, cards: cards)
        return "\(context.kind.title). \(numbers)"
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
            return selected.isEmpty ? "Nothing is selected." : "Selected: \(list(selected))."
        case .matchismo:
            let up = cards.filter { $0.face != .back && !$0.state.contains(.matched) }.map(\.face.name)
            return up.isEmpty ? "No card is face up." : "Face up: \(list(up))."
        case .card:
            guard let card = cards.first else { return "" }
            return card.face == .back ? "The card is face down." : "\(card.face.name), face up."
        case .face:
            return summary(context, cards: cards)
        }
    }

    /// Every card in grid order, row by row, with its states:
    /// "12 cards. Row 1: A; B, selected; C. Row 2: …"
    public static func table(_ cards: [TableCard], columns: Int) -> String {
        guard !cards.isEmpty else { return "No cards on the table." }
        let width = max(columns, 1)
        let rows = stride(from: 0, to: cards.count, by: width).enumerated().map { row, start in
            let items = cards[start..<min(start + width, cards.count)].map { card in
                ([card.face.name] + card.stateDescription).joined(separator: ", ")
            }
            return "Row \(row + 1): \(items.joined(separator: "; "))."
        }
        return "\(EventText.cards(cards.count)). " + rows.joined(separator: " ")
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
