/// What a computer player will do with the table it was shown: claim after
/// `claimAfter`, then light `outcome`'s cards one by one, each after its
/// delay in `pickPace`. The app (or `HeadlessMatch`) carries it out through
/// the same claim path as a human's key presses.
public struct ComputerPlan: Equatable, Sendable {
    /// How the claim ends.
    public enum Outcome: Equatable, Sendable {
        /// A success under the rules, in the order the cards are lit.
        case set([SetCard])
        /// A try the rules refuse (a near miss of the success it saw), in the order lit.
        case wrongSet([SetCard])
        /// Lights these cards (perhaps none) and no more: the countdown runs out.
        case timeOut(lit: [SetCard])

        /// The cards lit, in order.
        public var cards: [SetCard] {
            switch self {
            case .set(let cards), .wrongSet(let cards), .timeOut(let cards): cards
            }
        }
    }

    /// From the moment the table was shown to the claim.
    public let claimAfter: Duration
    public let outcome: Outcome
    /// One delay per card of `outcome.cards`: the first from the claim, each
    /// later one from the card before.
    public let pickPace: [Duration]
    /// The success whose runner won the race (what the player believes it saw).
    public let seen: [SetCard]
    /// How many successes were on the table (runners in the race).
    public let runners: Int

    public init(claimAfter: Duration, outcome: Outcome, pickPace: [Duration], seen: [SetCard], runners: Int) {
        precondition(pickPace.count == outcome.cards.count, "one delay per card lit")
        self.claimAfter = claimAfter
        self.outcome = outcome
        self.pickPace = pickPace
        self.seen = seen
        self.runners = runners
    }

    /// From the claim to the last card lit.
    public var pickTime: Duration { pickPace.reduce(.zero, +) }
}

extension Duration {
    /// `seconds` rounded to the millisecond, so plans compare exactly.
    init(roundedSeconds seconds: Double) {
        self = .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// The duration in seconds, to the attosecond.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
