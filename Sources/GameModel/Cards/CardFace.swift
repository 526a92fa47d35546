/// Anything a card painter can show: a playing card, a Set card or a card's back.
public enum CardFace: Hashable, Codable, Sendable {
    case playing(PlayingCard)
    case set(SetCard)
    case back

    /// The short form: `QH`, `2-striped-red-oval`, `back`.
    public var shortForm: String {
        switch self {
        case .playing(let card): card.shortForm
        case .set(let card): card.shortForm
        case .back: "back"
        }
    }

    /// Parses any short form, or explains which forms are accepted.
    public static func parse(_ text: String) throws(CardParseError) -> CardFace {
        let trimmed = String(text.trimmingHorizontalWhitespace)
        if trimmed.lowercased() == "back" { return .back }
        if let card = PlayingCard(shortForm: trimmed) { return .playing(card) }
        if let card = SetCard(shortForm: trimmed) { return .set(card) }
        throw CardParseError(input: text)
    }
}

/// A card short form that could not be read; its description lists the accepted forms.
public struct CardParseError: Error, Equatable, CustomStringConvertible {
    public let input: String

    public var description: String {
        """
        Unknown card '\(input)'. Accepted forms:
          playing card RANKSUIT with RANK A/2/3/4/5/6/7/8/9/10/J/Q/K and SUIT S/H/D/C, such as AS, 10H, QD, KC;
          Set card \(SetCard.formDescription), such as 2-striped-purple-squiggle;
          back for the back of a playing card.
        """
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes), kept here so the
    /// model does not need Foundation.
    var trimmingHorizontalWhitespace: SubSequence {
        var trimmed = self[...]
        while trimmed.first?.isHorizontalWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isHorizontalWhitespace == true { trimmed.removeLast() }
        return trimmed
    }
}

extension Character {
    /// A tab or a space separator (Unicode category Zs), not a line break.
    var isHorizontalWhitespace: Bool {
        self == "\t" || unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
}
