import GLibKit

/// A Matchismo deal's number as the player sees and types it: the seed the
/// deck is shuffled with, a whole number from 0 to `UInt64.max`.
public enum DealNumber {
    /// Why typed text is not a deal number.
    public enum InputError: Error, Equatable, Sendable {
        /// Nothing was typed.
        case empty
        /// Not a whole number written with the digits 0 to 9.
        case notANumber
        /// A whole number above the largest deal.
        case tooLarge
    }

    /// Reads a deal number typed by the player; spaces around it are ignored.
    public static func parse(_ text: String) -> Result<UInt64, InputError> {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return .failure(.empty) }
        guard trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return .failure(.notANumber) }
        guard let value = UInt64(trimmed) else { return .failure(.tooLarge) }
        return .success(value)
    }

    /// The number as it is shown and typed: plain digits, never grouped, so it can be typed back.
    public static func text(_ deal: UInt64) -> String { String(deal) }

    /// The status bar's label: "Deal 12345"; empty for a game without a number.
    public static func label(_ deal: UInt64?) -> String {
        guard let deal else { return "" }
        // TRANSLATORS: the Matchismo deal's number under the table; {number} is its digits, as typed in Choose Deal.
        return tr("Deal {number}").filling(["number": text(deal)])
    }

    /// The deal as a sentence: "Deal 12345."; empty for a game without a number.
    public static func sentence(_ deal: UInt64?) -> String {
        guard let deal else { return "" }
        // TRANSLATORS: said by Alt+S in Matchismo; {number} is the deal's digits.
        return tr("Deal {number}.").filling(["number": text(deal)])
    }

    /// What the Choose Deal dialog asks for, and what it says is accepted.
    public static var accepted: String {
        // TRANSLATORS: the Choose Deal dialog; {max} is 18446744073709551615.
        tr("A whole number from 0 to {max}.").filling(["max": text(.max)])
    }

    /// Why `error`'s text is refused, for the Choose Deal dialog.
    public static func message(_ error: InputError) -> String {
        switch error {
        case .empty: tr("Type a deal number.") + " " + accepted
        // TRANSLATORS: the Choose Deal dialog, when the text is not a number.
        case .notANumber: tr("Only the digits 0 to 9.") + " " + accepted
        // TRANSLATORS: the Choose Deal dialog, when the number is too large.
        case .tooLarge: tr("That number is too large.") + " " + accepted
        }
    }
}

extension String {
    /// Without the spaces, tabs and line breaks at either end.
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (c: Character) in c.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
