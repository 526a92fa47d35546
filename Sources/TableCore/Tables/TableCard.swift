import CardArt
import GameModel
import GLibKit

/// One card on a table as the view shows it.
public struct TableCard: Equatable, Sendable {
    /// Stable identity across moves: the card itself (never its back).
    public let id: CardFace
    /// What is drawn: the card, or its back when face down.
    public var face: CardFace
    /// Visible states: selected, matched, hinted.
    public var state: CardLook.State
    /// Whether choosing it can do anything (matched cards cannot be chosen).
    public var isEnabled: Bool

    public init(id: CardFace, face: CardFace, state: CardLook.State, isEnabled: Bool) {
        self.id = id
        self.face = face
        self.state = state
        self.isEnabled = isEnabled
    }

    /// The states in words for assistive technologies: "selected", "matched".
    public var stateDescription: [String] {
        var words: [String] = []
        // TRANSLATORS: a card's states, said after its name ("Queen of Hearts, matched").
        if state.contains(.selected) { words.append(trc("card state", "selected")) }
        if state.contains(.matched) { words.append(trc("card state", "matched")) }
        if state.contains(.hinted) { words.append(trc("card state", "hint")) }
        return words
    }
}
