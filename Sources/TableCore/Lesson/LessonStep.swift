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

/// Where a lesson is: its step, and whether the player has found a match.
/// It only moves as a lesson may: not past `findOne` before a match.
public struct LessonProgress: Equatable, Sendable {
    public private(set) var step = LessonStep.aMatch
    public private(set) var hasFound = false

    public init() {}

    /// Whether the player may go on: every step but `findOne` before a match.
    public var canGoOn: Bool { step != .findOne || hasFound }

    /// Goes to the step after; false on the last, or while `findOne` waits for the player.
    mutating func next() -> Bool {
        guard canGoOn, let step = LessonStep(rawValue: step.rawValue + 1) else { return false }
        self.step = step
        return true
    }

    /// Goes to the step before; false on the first.
    mutating func back() -> Bool {
        guard let step = LessonStep(rawValue: step.rawValue - 1) else { return false }
        self.step = step
        return true
    }

    /// The player found a match: the lesson goes on to the scoring.
    mutating func found() {
        hasFound = true
        step = .scoring
    }

    /// The cards the step is about: `match` in the first, `other` in the second, none after.
    func example<Card>(_ match: [Card], _ other: [Card]) -> [Card] {
        switch step {
        case .aMatch: match
        case .notAMatch: other
        case .findOne, .scoring: []
        }
    }
}

/// What a lesson tells and lights, whichever game it teaches: the app's
/// lesson panel shows and says it, and feeds it the table's events.
public protocol TableLesson: Sendable {
    /// Where the lesson is.
    var progress: LessonProgress { get set }
    /// The cards the step is about, lit on the table.
    var lit: [CardFace] { get }
    /// The step's words, made from its cards.
    var text: String { get }
    /// What a move at the lesson's table means to it: whether it found a
    /// match, and the lesson's words for it (why the cards match or not); nil
    /// for a move it says nothing of.
    func answer(_ event: GameEvent) -> (found: Bool, words: String)?
}

extension TableLesson {
    public var step: LessonStep { progress.step }
    public var hasFound: Bool { progress.hasFound }
    public var canGoOn: Bool { progress.canGoOn }
    public var canGoBack: Bool { step != LessonStep.allCases.first }
    public var isLastStep: Bool { step == LessonStep.allCases.last }
    /// The step's number from 1, for "Step 2 of 4".
    public var stepNumber: Int { step.rawValue + 1 }
    public static var stepCount: Int { LessonStep.allCases.count }

    public mutating func next() -> Bool { progress.next() }
    public mutating func back() -> Bool { progress.back() }

    /// A move of the player's at the lesson's table, while `findOne` waits:
    /// the lesson's words for it, nil when it adds none. A match found ends
    /// that step: the lesson goes on to the next, whose words the app says
    /// after these.
    public mutating func heard(_ event: GameEvent) -> String? {
        guard step == .findOne, !hasFound, let answer = answer(event) else { return nil }
        if answer.found { progress.found() }
        return answer.words
    }
}
