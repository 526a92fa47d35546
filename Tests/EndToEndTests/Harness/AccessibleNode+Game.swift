import GameModel
import TableCore

/// Reading a game's state from the accessible tree the way a screen-reader
/// user hears it: the score label, the status line and each card's
/// description ("selected, row 2, column 3").
extension AccessibleNode {
    /// Roles of the app's dialogs: a window of its own (libadwaita 1.2's
    /// message and preferences windows) or, from 1.5, a dialog inside the game
    /// window (an alert dialog is an "alert").
    static let dialogRoles: Set<String> = ["dialog", "alert"]

    /// The header's score text, such as "Score: 3".
    var scoreText: String? {
        visibleLabels.first { $0.displayedText.hasPrefix("Score: ") }?.displayedText
    }

    /// The status line's text ("Set! +3 points."): the on-screen node with the
    /// "status bar" role.
    var statusText: String? {
        allNodes.first { $0.role == "status bar" && $0.isOnScreen }?.displayedText
    }

    /// The on-screen cards in the grid's reading order, by the positions in
    /// their descriptions. The tree's own order is the order the widgets were
    /// added in, so a card dealt into a gap comes last there.
    var cardsInGridOrder: [AccessibleNode] {
        visibleCards.enumerated().sorted { a, b in
            let (p, q) = (a.element.gridPosition, b.element.gridPosition)
            guard let p, let q else { return p != nil || (q == nil && a.offset < b.offset) }
            return (p.row, p.column, a.offset) < (q.row, q.column, b.offset)
        }.map(\.element)
    }

    /// The on-screen card with keyboard focus.
    var focusedCard: AccessibleNode? { visibleCards.first { $0.has(state: "focused") } }

    /// The first on-screen card named `name`.
    func visibleCard(named name: String) -> AccessibleNode? { visibleCards.first { $0.name == name } }

    /// The comma-separated parts of the description that are neither the
    /// position nor the key: "selected", "matched", "hint".
    var cardStateWords: [String] {
        accessibleDescription.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("row ") && !$0.hasPrefix("column ") && !$0.isEmpty && !Self.isKeyPart($0) }
    }

    /// The keys that choose the card, as its description says them: ["Q"] for
    /// "key Q", ["P", "Q"] for "keys P then Q"; nil when it names none.
    var cardKeys: [String]? {
        let parts = accessibleDescription.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let part = parts.first(where: { Self.isKeyPart($0) && $0 != "no key" }) else { return nil }
        let words = part.split(separator: " ").map(String.init)
        return words.first == "key" ? [words[1]] : [words[1], words[3]]
    }

    private static func isKeyPart(_ part: String) -> Bool {
        part.hasPrefix("key ") || part.hasPrefix("keys ") || part == "no key"
    }

    /// The one-based grid position in the description ("row 2, column 3").
    var gridPosition: GridPosition? {
        let parts = accessibleDescription.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let row = parts.first(where: { $0.hasPrefix("row ") }).flatMap({ Int($0.dropFirst(4)) }),
              let column = parts.first(where: { $0.hasPrefix("column ") }).flatMap({ Int($0.dropFirst(7)) })
        else { return nil }
        return GridPosition(row: row, column: column)
    }
}

/// A card's place in the table's grid, one-based, as its description says.
struct GridPosition: Hashable, Sendable, CustomStringConvertible {
    var row: Int
    var column: Int

    var description: String { "row \(row), column \(column)" }
}

/// The model's card behind a card node's name.
extension AccessibleNode {

    private static let setCardsByName = Dictionary(uniqueKeysWithValues: SetCard.fullDeck.map { ($0.name, $0) })
    private static let playingCardsByName = Dictionary(
        uniqueKeysWithValues: PlayingCard.fullDeck.map { ($0.name, $0) })

    /// The Set card this node is named after ("Two striped red ovals").
    var setCard: SetCard? { Self.setCardsByName[name] }

    /// The face-up playing card this node is named after ("Queen of Hearts").
    var playingCard: PlayingCard? { Self.playingCardsByName[name] }
}
