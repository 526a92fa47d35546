import GameModel

/// Set's first lesson, on a fixed deal: a set on its table and why, three
/// cards that are not and the feature that breaks them, the player's own set,
/// then the scoring. The examples are picked from the deal's cards, and every
/// sentence is made from them (`LessonText`), so the lesson cannot say what
/// the table does not show.
public struct SetLesson: TableLesson, Equatable {
    /// The lesson's deal: its first 12 cards hold several sets, and three
    /// cards one feature away from one (`SetLessonTests`).
    public static let seed: UInt64 = 1
    /// Three cards that are a set.
    public let aSet: [SetCard]
    /// Three that are not: one feature breaks them.
    public let notASet: [SetCard]
    public private(set) var step = LessonStep.aMatch
    public private(set) var hasFound = false

    /// The lesson's game: classic Set dealt from `seed`, played for real.
    public static func deal() -> ClassicSetGame { ClassicSetGame(seed: seed) }

    /// The lesson on `table`; nil when it holds no set, or no three cards one feature away from one.
    public init?(table: [SetCard]) {
        let sets = SetRules.allSets(in: table).map { $0.map { table[$0] } }
        // The set with features most evenly alike and different shows both ways of agreeing.
        func balance(_ set: [SetCard]) -> Int {
            let same = SetFeature.allCases.filter { $0.standing(set) == .allSame }.count
            return min(same, SetFeature.allCases.count - same)
        }
        guard let aSet = sets.max(by: { balance($0) < balance($1) }) else { return nil }
        // Two of the set's cards and a card one feature away from their third:
        // close to a set, so the one feature is what the player looks at.
        let pairs = [[aSet[0], aSet[1]], [aSet[0], aSet[2]], [aSet[1], aSet[2]]]
        let near = pairs.lazy.compactMap { pair in
            table.first { card in !aSet.contains(card) && SetFeature.breaking(pair + [card]).count == 1 }.map { pair + [$0] }
        }.first
        guard let near else { return nil }
        self.aSet = aSet
        notASet = near
    }

    /// The lesson on the lesson's deal.
    public static var onDeal: SetLesson { SetLesson(table: deal().table)! }

    public var lit: [CardFace] {
        switch step {
        case .aMatch: aSet.map(CardFace.set)
        case .notAMatch: notASet.map(CardFace.set)
        case .findOne, .scoring: []
        }
    }

    public var text: String { LessonText.set(self) }

    public mutating func next() -> Bool {
        guard let step = following(step) else { return false }
        self.step = step
        return true
    }

    public mutating func back() -> Bool {
        guard let step = preceding(step) else { return false }
        self.step = step
        return true
    }

    public mutating func heard(_ event: GameEvent) -> String? {
        guard step == .findOne, !hasFound else { return nil }
        switch event {
        case .setFound(let cards, _):
            // The step is done: the lesson goes on to the scoring, which the app says next.
            hasFound = true
            step = .scoring
            return LessonText.found(cards)
        case .notASet(let cards, _):
            return LessonText.notFound(cards)
        default:
            return nil
        }
    }
}
