import GameModel
import GLibKit

/// The words of the first lessons (`SetLesson`, `MatchismoLesson`): each
/// made from the cards the step is about, in whole sentences, one per feature.
public enum LessonText {
    /// The lesson panel's title for `kind`'s lesson.
    public static func title(_ kind: GameKind) -> String {
        // TRANSLATORS: the title of the first lesson's panel over the table; {game} is Set or Matchismo.
        tr("Learn to Play {game}").filling(["game": kind.title])
    }

    /// "Step 2 of 4".
    public static func stepOf(_ number: Int, _ count: Int) -> String {
        // TRANSLATORS: where the lesson is; {step} and {count} are numbers ("Step 2 of 4").
        tr("Step {step} of {count}").filling(["step": String(number), "count": String(count)])
    }

    /// The offer made the first time a game opens.
    public static func offer(_ kind: GameKind) -> String {
        switch kind {
        case .matchismo:
            tr("New to Matchismo? A short lesson on this table shows what matches and how it scores. Learn to Play in the main menu brings it back.")
        default:
            tr("New to Set? A short lesson on this table shows what a set is and how it scores. Learn to Play in the main menu brings it back.")
        }
    }

    /// The step on show of Set's lesson.
    static func set(_ lesson: SetLesson) -> String {
        switch lesson.step {
        case .aMatch:
            // TRANSLATORS: the lesson's first step; the three cards' names follow, then one sentence per feature.
            ([tr("These three cards are a set: {cards}.").filling(["cards": list(lesson.aSet)])]
                + SetFeature.allCases.map { why($0, lesson.aSet) }
                + [tr("In a set, each feature is all the same or all different on the three cards.")]).joined(separator: " ")
        case .notAMatch:
            ([tr("These three cards are not a set: {cards}.").filling(["cards": list(lesson.notASet)])]
                + SetFeature.breaking(lesson.notASet).map { breaks($0, lesson.notASet) }).joined(separator: " ")
        case .findOne:
            tr("Now find a set on this table: choose three cards. Stuck? A hint lights a card of a set.")
        case .scoring:
            [
                trn("A set scores {count} point.", "A set scores {count} points.", SetScoring.setFound).counting(SetScoring.setFound),
                trn("Three cards that are not a set cost {count} point.", "Three cards that are not a set cost {count} points.",
                    SetScoring.mismatchPenalty).counting(SetScoring.mismatchPenalty),
                trn("Each card a hint lights costs {count} point.", "Each card a hint lights costs {count} points.",
                    SetScoring.hintCost).counting(SetScoring.hintCost),
                // TRANSLATORS: Deal 3 More is the button and the menu item of that name.
                trn("Deal 3 More adds three cards when you see no set; while a set is on the table, it costs {count} point.",
                    "Deal 3 More adds three cards when you see no set; while a set is on the table, it costs {count} points.",
                    SetScoring.missedSetPenalty).counting(SetScoring.missedSetPenalty),
                tr("The game ends when the deck is empty and no set is left."),
            ].joined(separator: " ")
        }
    }

    /// The player found `cards`, a set, in the lesson: well done, and why.
    static func found(_ cards: [SetCard]) -> String {
        ([tr("Well found: that is a set.")] + SetFeature.allCases.map { why($0, cards) }).joined(separator: " ")
    }

    /// The player chose `cards`, not a set, in the lesson: which features break them.
    static func notFound(_ cards: [SetCard]) -> String {
        SetFeature.breaking(cards).map { breaks($0, cards) }.joined(separator: " ")
    }

    /// Why a set's cards agree on `feature`: all the same, or all different.
    private static func why(_ feature: SetFeature, _ cards: [SetCard]) -> String {
        let same = feature.standing(cards) == .allSame
        return switch feature {
        case .number: same ? tr("All three have the same number of symbols.") : tr("Their numbers are all different.")
        case .colour: same ? tr("All three have the same colour.") : tr("Their colours are all different.")
        case .shading: same ? tr("All three have the same shading.") : tr("Their shadings are all different.")
        case .shape: same ? tr("All three have the same shape.") : tr("Their shapes are all different.")
        }
    }

    /// How `feature` breaks `cards`: two alike, one not.
    private static func breaks(_ feature: SetFeature, _ cards: [SetCard]) -> String {
        guard case .twoAndOne(let pair, let odd) = feature.standing(cards) else { return "" }
        return switch feature {
        case .number:
            // TRANSLATORS: {two} and {one} are "one symbol", "two symbols" or "three symbols".
            tr("Two have {two} and one has {one}: the numbers are neither all the same nor all different.")
                .filling(["two": symbols(pair.number), "one": symbols(odd.number)])
        case .colour:
            // TRANSLATORS: {two} is a colour as said of two cards, {one} as said of one card.
            tr("Two are {two} and one is {one}: the colours are neither all the same nor all different.")
                .filling(["two": colour(pair.color, ofTwo: true), "one": colour(odd.color, ofTwo: false)])
        case .shading:
            // TRANSLATORS: {two} is a shading as said of two cards, {one} as said of one card.
            tr("Two are {two} and one is {one}: the shadings are neither all the same nor all different.")
                .filling(["two": shading(pair.shading, ofTwo: true), "one": shading(odd.shading, ofTwo: false)])
        case .shape:
            // TRANSLATORS: {two} and {one} are shapes in the plural ("ovals").
            tr("Two have {two} and one has {one}: the shapes are neither all the same nor all different.")
                .filling(["two": shapes(pair.shape), "one": shapes(odd.shape)])
        }
    }

    /// "A, B and C": the cards' names.
    static func list(_ cards: [SetCard]) -> String { TableReading.list(cards.map(\.name)) }

    private static func symbols(_ number: SetNumber) -> String {
        switch number {
        case .one: trc("lesson", "one symbol")
        case .two: trc("lesson", "two symbols")
        case .three: trc("lesson", "three symbols")
        }
    }

    private static func colour(_ colour: SetColor, ofTwo: Bool) -> String {
        switch colour {
        case .red: ofTwo ? trc("lesson: two cards are", "red") : trc("lesson: one card is", "red")
        case .green: ofTwo ? trc("lesson: two cards are", "green") : trc("lesson: one card is", "green")
        case .purple: ofTwo ? trc("lesson: two cards are", "purple") : trc("lesson: one card is", "purple")
        }
    }

    private static func shading(_ shading: SetShading, ofTwo: Bool) -> String {
        switch shading {
        case .solid: ofTwo ? trc("lesson: two cards are", "solid") : trc("lesson: one card is", "solid")
        case .striped: ofTwo ? trc("lesson: two cards are", "striped") : trc("lesson: one card is", "striped")
        case .open: ofTwo ? trc("lesson: two cards are", "open") : trc("lesson: one card is", "open")
        }
    }

    private static func shapes(_ shape: SetShape) -> String {
        switch shape {
        case .diamond: trc("lesson", "diamonds")
        case .squiggle: trc("lesson", "squiggles")
        case .oval: trc("lesson", "ovals")
        }
    }
}
