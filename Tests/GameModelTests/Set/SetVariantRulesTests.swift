import GameModel
import Testing

/// `SetVariant.rules` is the one list where a variant meets its rules type;
/// the two must name each other, and dealing goes through it.
@Suite("Set variants and their rules types")
struct SetVariantRulesTests {
    static let day = PuzzleDate(year: 2026, month: 11, day: 26)!

    @Test("Each variant's rules type says it is that variant", arguments: SetVariant.allCases)
    func rulesNameTheirVariant(_ variant: SetVariant) {
        #expect(variant.rules.variant == variant)
    }

    @Test("Dealing gives a fresh game of the variant: the same seed the same table, the puzzle the day's",
          arguments: SetVariant.allCases)
    func dealing(_ variant: SetVariant) {
        let game = variant.deal(seed: 11, date: Self.day)
        #expect(game.variant == variant && game.moves == 0 && game.score == 0 && !game.isOver)
        #expect(game.table == variant.deal(seed: 11, date: Self.day).table)
        if variant == .puzzle {
            #expect(game.table == PuzzleGame(date: Self.day).table)
            #expect(game.table == variant.deal(seed: 12, date: Self.day).table)
        } else {
            #expect(game.table != variant.deal(seed: 12, date: Self.day).table)
        }
    }
}
