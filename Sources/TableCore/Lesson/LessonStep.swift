import GameModel

/// The steps of a game's first lesson, in the order they are taken: the same
/// four for Set and Matchismo, so both lessons read alike.
public enum LessonStep: Int, CaseIterable, Sendable {
    /// Cards that match, and why, feature by feature.
    case aMatch
    /// Cards that do not, and which feature breaks them.
    case notAMatch
    /// The player finds a match on the real table (a hint helps).
    case findOne
    /// How scoring, dealing more and hints work.
    case scoring
}

/// What a lesson tells and lights, whichever game it teaches: the app's
/// lesson panel shows and says it, and feeds it the table's events.
public protocol TableLesson: Sendable {
    /// The step on show.
    var step: LessonStep { get }
    /// Whether the player has found a match in `findOne`.
    var hasFound: Bool { get }
    /// The cards the step is about, lit on the table.
    var lit: [CardFace] { get }
    /// The step's words, made from its cards.
    var text: String { get }
    /// Goes to the step after; false on the last, or while `findOne` waits for the player.
    mutating func next() -> Bool
    /// Goes to the step before; false on the first.
    mutating func back() -> Bool
    /// A move of the player's at the lesson's table: the lesson's words for it
    /// (why the cards match or not), nil when it adds none. A match found in
    /// `findOne` ends that step: the lesson goes on to the next, whose words
    /// the app says after these.
    mutating func heard(_ event: GameEvent) -> String?
}

extension TableLesson {
    /// Whether the player may go on: every step but `findOne` before a match.
    public var canGoOn: Bool { step != .findOne || hasFound }
    public var canGoBack: Bool { step != LessonStep.allCases.first }
    public var isLastStep: Bool { step == LessonStep.allCases.last }
    /// The step's number from 1, for "Step 2 of 4".
    public var stepNumber: Int { step.rawValue + 1 }
    public static var stepCount: Int { LessonStep.allCases.count }

    /// The step after `step`, when the player may go on.
    func following(_ step: LessonStep) -> LessonStep? {
        guard canGoOn else { return nil }
        return LessonStep(rawValue: step.rawValue + 1)
    }

    /// The step before `step`.
    func preceding(_ step: LessonStep) -> LessonStep? { LessonStep(rawValue: step.rawValue - 1) }
}
