/// Bounds on numbers read from a saved game, so a damaged or hostile file can
/// neither load an impossible game nor overflow a later `+=`.
enum SavedStateLimits {
    /// The largest score or move count a saved game may hold.
    static let magnitude = 1_000_000_000

    /// Throws a `DecodingError.dataCorrupted` at `decoder` unless `condition` holds.
    static func require(_ condition: Bool, _ what: @autoclosure () -> String, in decoder: any Decoder) throws {
        guard condition else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: what()))
        }
    }

    /// Whether `cards` holds each card of `deck` exactly once.
    static func isExactly<Card: Hashable>(_ cards: [Card], deck: [Card]) -> Bool {
        cards.count == deck.count && Set(cards) == Set(deck)
    }
}
