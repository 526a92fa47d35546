import CardArt
import GameModel
import GLibKit

/// One card on a table as the view shows it.
public struct TableCard: Equatable, Sendable {
    /// Stable identity across moves: the card itself (never its back).
    public let id: CardFace
    /// What is drawn: the card, or its back when face down.
    public var face: CardFace
    /// Visible states: selected, matched, hinted, lit by a lesson.
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
        // TRANSLATORS: a card's state: it is one of the cards the first lesson is talking about.
        if state.contains(.lit) { words.append(trc("card state", "in the lesson's example")) }
        return words
    }
}
