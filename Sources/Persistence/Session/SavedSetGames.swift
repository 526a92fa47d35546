import GameModel

/// The Set games in progress in a saved session, at most one per variant,
/// each with its clock and record flags. Stored as one object keyed by the
/// variant's name (`{"classic": {...}, "ultra": {...}}`), so a new variant
/// needs nothing here: its rules type (`SetVariant.rules`) reads and writes it.
public struct SavedSetGames: Equatable, Sendable {
    private var games: [SetVariant: any SavedSetGame] = [:]

    public init() {}

    /// `games`, each its variant's (a later one of a variant replaces an earlier).
    public init(_ games: [any SavedSetGame]) {
        for game in games { keep(game) }
    }

    /// The saved game of `Game`'s variant.
    public subscript<Game: SetFamilyGame>(_: Game.Type) -> SavedGame<Game>? {
        get { games[Game.variant] as? SavedGame<Game> }
        set { games[Game.variant] = newValue }
    }

    /// The saved game of `variant`, of its rules type.
    public subscript(variant: SetVariant) -> (any SavedSetGame)? { games[variant] }

    /// Keeps `saved` as its variant's game.
    public mutating func keep(_ saved: any SavedSetGame) { games[saved.variant] = saved }

    /// The variants with a saved game, in `SetVariant.allCases` order.
    public var variants: [SetVariant] { SetVariant.allCases.filter { games[$0] != nil } }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variants == rhs.variants && lhs.variants.allSatisfy { lhs.games[$0]!.isEqual(to: rhs.games[$0]!) }
    }
}

/// A saved game of some Set variant, whatever its rules type.
public protocol SavedSetGame: SavedPlay, Encodable, Sendable {
    var variant: SetVariant { get }
    var anyGame: any SetFamilyGame { get }
    func isEqual(to other: any SavedSetGame) -> Bool
}

extension SavedGame: SavedSetGame where Game: SetFamilyGame {
    public var variant: SetVariant { Game.variant }
    public var anyGame: any SetFamilyGame { game }
    public func isEqual(to other: any SavedSetGame) -> Bool { (other as? Self) == self }
}

extension SavedSetGames: Codable {
    private struct VariantKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads each variant's game as its rules type; a name that is no variant
    /// (one a newer version added) is left out, and a game that is not
    /// possible under its variant's rules fails the whole document.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: VariantKey.self)
        for key in container.allKeys {
            guard let variant = SetVariant(rawValue: key.stringValue), variant.isKeptInSession else { continue }
            keep(try Self.decode(variant.rules, forKey: key, in: container))
        }
    }

    /// The format-2 session's Set games, one key per variant ("set" for
    /// classic Set, the variant's name for the others).
    init<Key: CodingKey>(legacy container: KeyedDecodingContainer<Key>) throws {
        for variant in SetVariant.allCases where variant.isKeptInSession {
            guard let key = Key(stringValue: variant == .classic ? "set" : variant.rawValue), container.contains(key)
            else { continue }
            keep(try Self.decode(variant.rules, forKey: key, in: container))
        }
    }

    private static func decode<Game: SetFamilyGame, Key: CodingKey>(
        _: Game.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>
    ) throws -> any SavedSetGame {
        try container.decode(SavedGame<Game>.self, forKey: key)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: VariantKey.self)
        for variant in variants {
            try container.encode(games[variant]!, forKey: VariantKey(stringValue: variant.rawValue))
        }
    }
}
