import GameModel
import TableCore

/// Finding the card widgets among a window's nodes.
extension AccessibleNode {
    /// Roles a card widget may use: a card the player can choose is a button;
    /// one only shown beside the table (UltraSet's shared card, the puzzle's
    /// found sets) is an image.
    static let cardRoles: Set<String> = buttonRoles.union(["image"])

    /// Roles of a card the player can choose.
    static let buttonRoles: Set<String> = ["push button", "toggle button"]

    /// Every accessible name a card can have: 81 Set cards, 52 playing cards
    /// and the face-down card.
    static let cardNames: Set<String> = Set(
        SetCard.fullDeck.map(\.name) + PlayingCard.fullDeck.map(\.name) + [CardFace.back.name])

    /// Whether this node is a card: a button or an image named like one.
    var isCard: Bool { Self.cardRoles.contains(role) && Self.cardNames.contains(name) }

    /// The cards on screen, in reading order (the current game's table;
    /// other games' tables may still be in the tree, with empty extents).
    var visibleCards: [AccessibleNode] { allNodes.filter { $0.isCard && $0.isOnScreen } }

    /// Every card in the tree, on screen or not.
    var allCards: [AccessibleNode] { allNodes.filter(\.isCard) }

    /// Whether this card can only be looked at: an image, which takes no
    /// focus and offers no action.
    var isDisplayOnlyCard: Bool { isCard && role == "image" && !has(state: "focusable") && actions?.isEmpty == true }

    /// Whether this card can be chosen: a focusable button that clicks.
    var isChoosableCard: Bool {
        isCard && Self.buttonRoles.contains(role) && has(state: "focusable") && actions?.contains("click") == true
    }

    /// On-screen labels, such as "Score: 0".
    var visibleLabels: [AccessibleNode] { allNodes.filter { $0.role == "label" && $0.isOnScreen } }
}
