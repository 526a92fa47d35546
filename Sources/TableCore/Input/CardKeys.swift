/// The key, or two-key sequence, that chooses a card at a table position.
public enum CardKey: Hashable, Sendable {
    /// One key, as its keycap shows it in lower case.
    case single(Character)
    /// A prefix key, then a second key.
    case sequence(Character, Character)

    /// The keys to press, in order.
    public var keys: [Character] {
        switch self {
        case .single(let key): [key]
        case .sequence(let first, let second): [first, second]
        }
    }

    /// What the card shows: "Q", or "P Q" for a sequence.
    public var label: String { keys.map { $0.uppercased() }.joined(separator: " ") }
}

/// Which card each table position's key chooses, on one keyboard layout; pure,
/// so tests need no display.
///
/// A key belongs to a table *position in reading order* (the first card, the
/// second…), never to a grid row or column: the grid's columns change when the
/// window is resized and when cards are dealt, and keys that followed them
/// would move under the player's fingers. Reading order is what the arrow keys
/// and a screen reader already follow, and a card keeps its key as long as it
/// keeps its place.
///
/// Keys are handed out by physical position, left hand first and three at a
/// time, as the best-known online Set does: 1 2 3 / q w e / a s d / z x c / r t
/// y / f g h / v b n / u i o / j k l, then the right hand's m , . / 4 5 6 / 7 8
/// 9 / p ; / / 0, each position typing what the layout puts there (AZERTY's a z
/// e / q s d…). Only letters and digits become keys: punctuation changes with
/// Shift and is hard to name aloud, and the table's own keys (Space, plus,
/// minus, arrows) and every accelerator (Ctrl or Alt combinations, F1, Pause)
/// are never letters or digits alone. The last two keys of that order are kept
/// as prefixes: each, followed by any key, chooses one of the positions past
/// the single keys, so every layout has 34 single keys and 72 sequences, more
/// than the 81 cards of a full Set deck.
public struct CardKeys: Equatable, Sendable {
    /// Physical keys in the order their characters are handed out (QWERTY names).
    static let order: [PhysicalKey] = "123qweasdzxcrtyfghvbnuiojklm,.456789p;/0".map { PhysicalKey(qwerty: $0)! }
    /// How many keys of the order start sequences instead of choosing a card.
    static let prefixCount = 2
    /// The most cards a table can hold (the whole Set deck).
    public static let maximumTableSize = 81

    public let layout: KeyboardLayout
    /// Keys that choose a card by themselves, in position order.
    public let singles: [Character]
    /// Keys that start a two-key sequence.
    public let prefixes: [Character]
    /// Every usable key, in hand-out order: the second keys of sequences.
    private let all: [Character]

    public init(layout: KeyboardLayout) {
        self.layout = layout
        all = Self.order.map { layout.character(at: $0) }.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        singles = Array(all.dropLast(Self.prefixCount))
        prefixes = Array(all.suffix(Self.prefixCount))
    }

    /// How many positions have a key.
    public var capacity: Int { singles.count + prefixes.count * all.count }

    /// The key of the card at `index` (from 0, reading order); nil when it has none.
    public func key(at index: Int) -> CardKey? {
        guard index >= 0 else { return nil }
        if index < singles.count { return .single(singles[index]) }
        let rest = index - singles.count
        guard rest < prefixes.count * all.count else { return nil }
        return .sequence(prefixes[rest / all.count], all[rest % all.count])
    }

    /// What keys typed so far mean.
    public enum Match: Equatable, Sendable {
        /// They choose the card at this position.
        case position(Int)
        /// They start a sequence: wait for the next key.
        case prefix
        /// They choose nothing.
        case none
    }

    /// What `typed` (lower-case keys, the last one just pressed) means on a table of `count` cards.
    public func match(_ typed: [Character], count: Int) -> Match {
        let position: Int?
        switch typed.count {
        case 1:
            // A prefix waits for a second key only when the table reaches past the single keys.
            if prefixes.contains(typed[0]) { return count > singles.count ? .prefix : .none }
            position = singles.firstIndex(of: typed[0])
        case 2:
            guard let first = prefixes.firstIndex(of: typed[0]), let second = all.firstIndex(of: typed[1]) else { return .none }
            position = singles.count + first * all.count + second
        default: return .none
        }
        guard let position, position < count else { return .none }
        return .position(position)
    }
}
