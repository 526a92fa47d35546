import GLibKit

extension CardKey {
    /// The key in words for a card's description: "key Q", "keys P then Q".
    public var spoken: String {
        switch self {
        case .single(let key):
            // TRANSLATORS: the key that chooses a card, said before its place ("key Q, row 1, column 1").
            tr("key {key}").filling(["key": key.uppercased()])
        case .sequence(let first, let second):
            // TRANSLATORS: two keys pressed one after the other choose the card ("keys P then Q, row 12, column 3").
            tr("keys {first} then {second}").filling(["first": first.uppercased(), "second": second.uppercased()])
        }
    }

    /// The description's words for a card that no key chooses.
    public static var noneSpoken: String {
        // TRANSLATORS: said in a card's description when no key chooses it (a very large table).
        tr("no key")
    }
}
