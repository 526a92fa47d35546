/// One entry of a game's move log (`SetGameRecording`): a command that
/// changed the game, or the count of sets being shown (which changes no card
/// but makes the game assisted, so a replay must see it too).
///
/// Saved as one integer, so a whole game's log is a short array: a chosen
/// card is its index (0 up), the other moves are negative codes.
public enum SetMove: Equatable, Sendable {
    case command(SetCommand)
    /// `SetFamilyGame.noteSetCountShown()`.
    case setCountShown

    /// The saved integer.
    public var code: Int {
        switch self {
        case .command(.choose(let index)): index
        case .command(.deselectAll): -1
        case .command(.dealThree): -2
        case .command(.shuffleTable): -3
        case .command(.hint): -4
        case .setCountShown: -5
        case .command(.showNextPlay): -6
        case .command(.openReview): -7
        }
    }

    /// The move saved as `code`; nil for a code no move has.
    public init?(code: Int) {
        switch code {
        case 0...: self = .command(.choose(code))
        case -1: self = .command(.deselectAll)
        case -2: self = .command(.dealThree)
        case -3: self = .command(.shuffleTable)
        case -4: self = .command(.hint)
        case -5: self = .setCountShown
        case -6: self = .command(.showNextPlay)
        case -7: self = .command(.openReview)
        default: return nil
        }
    }
}
