/// A card of the 81-card Set deck: one value of each of the four attributes.
///
/// Hashing uses the card's `index` (see `SetCard+Index.swift`), one small
/// integer, instead of the four attributes' strings; equality is unchanged.
/// The Codable form is the synthesized one: the four attribute words.
public struct SetCard: Hashable, Codable, Sendable {
    public let number: SetNumber
    public let shape: SetShape
    public let shading: SetShading
    public let color: SetColor

    public init(_ number: SetNumber, _ shading: SetShading, _ color: SetColor, _ shape: SetShape) {
        self.number = number
        self.shape = shape
        self.shading = shading
        self.color = color
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
    }

    /// The short form `NUMBER-SHADING-COLOUR-SHAPE`: `2-striped-red-oval`.
    public var shortForm: String {
        [number.word, shading.word, color.word, shape.word].joined(separator: "-")
    }

    /// Parses a short form such as `2-striped-purple-squiggle` (lower or upper case).
    public init?(shortForm text: String) {
        let parts = text.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4,
              let number = SetNumber(rawValue: parts[0]),
              let shading = SetShading(rawValue: parts[1]),
              let color = SetColor(rawValue: parts[2]),
              let shape = SetShape(rawValue: parts[3]) else { return nil }
        self.init(number, shading, color, shape)
    }

    /// All 81 cards, in `index` order: by number, then shading, colour and shape.
    public static let fullDeck: [SetCard] = (0..<deckSize).map(SetCard.init(index:))

    /// Accepted short-form words, for error messages.
    static var formDescription: String {
        "NUMBER-SHADING-COLOUR-SHAPE with NUMBER \(SetNumber.wordList), SHADING \(SetShading.wordList), "
            + "COLOUR \(SetColor.wordList), SHAPE \(SetShape.wordList)"
    }
}
