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
    public var progress = LessonProgress()

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

    public var lit: [CardFace] { progress.example(aSet, notASet).map(CardFace.set) }

    public var text: String { LessonText.set(self) }

    public func answer(_ event: GameEvent) -> (found: Bool, words: String)? {
        switch event {
        case .setFound(let cards, _): (true, LessonText.found(cards))
        case .notASet(let cards, _): (false, LessonText.notFound(cards))
        default: nil
        }
    }
}
