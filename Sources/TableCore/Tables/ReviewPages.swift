import CardArt
import GameModel

/// A game's review as pages to step through: one per step of the
/// `GameReview`, then the table at the end. Each page is the table as it
/// was, its cards marked (the move's own cards selected, or flashed as a
/// mismatch; the cards of every other set on the table hinted), and its
/// sentence (`ReviewText`). GTK-free, so its tests need no display.
public struct ReviewPages: Equatable, Sendable {
    public let review: GameReview
    /// The page on show, from 0; `count - 1` is the end.
    public private(set) var index = 0

    public init(_ review: GameReview) {
        self.review = review
    }

    /// The steps, then the end.
    public var count: Int { review.steps.count + 1 }
    public var isAtEnd: Bool { index == count - 1 }
    private var step: ReviewStep? { isAtEnd ? nil : review.steps[index] }

    /// Goes to the page `move` names (left and right step by one, first and
    /// last go to the ends, up and down do nothing); false when it stays.
    public mutating func go(_ move: GridFocus.Move) -> Bool {
        let next = switch move {
        case .left: max(index - 1, 0)
        case .right: min(index + 1, count - 1)
        case .first: 0
        case .last: count - 1
        case .up, .down: index
        }
        defer { index = next }
        return next != index
    }

    /// What the page says.
    public var sentence: String {
        step.map { ReviewText.sentence($0, of: review) } ?? ReviewText.end(of: review)
    }

    /// The table the page shows, its cards marked.
    public var cards: [TableCard] {
        let table = step?.table ?? review.finalTable
        let others = Set((step?.otherPlays ?? review.finalPlays).joined())
        let own = Set((step?.event.cards ?? []).compactMap { face -> SetCard? in
            if case .set(let card) = face { card } else { nil }
        })
        let ownState: CardLook.State = step?.event.isMismatch == true ? .mismatched : .selected
        return table.map { card in
            var state: CardLook.State = []
            if own.contains(card) { state.insert(ownState) } else if others.contains(card) { state.insert(.hinted) }
            return TableCard(id: .set(card), face: .set(card), state: state, isEnabled: true)
        }
    }
}
