import Testing
import GameModel

/// Expected medians come from an independent Python restatement of the
/// model (docs/computer-players.md, "The model") on the same 12 cards.
@Suite("Computer players: the horse race's runners")
struct HorseRaceTests {
    static let table = [
        "1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval", "1-striped-green-diamond",
        "2-open-purple-squiggle", "1-open-green-oval", "2-striped-purple-squiggle", "3-open-red-diamond",
        "1-solid-purple-diamond", "2-open-green-diamond", "3-striped-green-squiggle", "1-striped-red-squiggle",
    ].map(setCard)
    static let survey = TableSurvey(table)
    static let quick = ComputerLevel.quick.pace()

    static func cards(_ forms: String...) -> [SetCard] { forms.map(setCard) }

    @Test("Shared features: per pair of cards, among the features that vary on the table")
    func shared() {
        #expect(Self.survey.varying == [0, 1, 2, 3])
        #expect(Self.survey.sharedFeatures(of: Self.cards("1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval")) == 3)
        #expect(Self.survey.sharedFeatures(of: Self.cards("3-solid-red-oval", "1-striped-green-diamond", "2-open-purple-squiggle")) == 0)
        let junior = TableSurvey(Self.table.filter { $0.shading == .solid })
        #expect(junior.varying == [0, 2, 3], "shading never varies among solid cards")
        #expect(junior.sharedFeatures(of: Self.cards("1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval")) == 2)
    }

    @Test("Value share: how many cards on the table show each card's values")
    func valueShare() {
        // Red shows on 5 of 12 cards, oval on 3, each number on 4 or 5, solid on 4.
        let alike = Self.cards("1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval")
        #expect(abs(Self.survey.valueShare(of: alike) - 0.354_166_666_666_666_7) < 1e-12)
        let balanced = Self.cards("2-solid-red-oval", "2-striped-purple-squiggle", "2-open-green-diamond")
        #expect(abs(Self.survey.valueShare(of: balanced) - 1.0 / 3) < 1e-12)
    }

    @Test("Runner medians: exact for given sets of a given table", arguments: [
        (["1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval"], 9.243_629_462_587_842),
        (["2-striped-purple-squiggle", "3-striped-green-squiggle", "1-striped-red-squiggle"], 13.624_362_513_413_544),
        (["2-solid-red-oval", "3-open-red-diamond", "1-striped-red-squiggle"], 18.864_549_923_648_664),
        (["2-solid-red-oval", "2-striped-purple-squiggle", "2-open-green-diamond"], 19.463_375_019_162_207),
        (["3-solid-red-oval", "1-striped-green-diamond", "2-open-purple-squiggle"], 27.804_821_455_946_012),
    ])
    func medians(forms: [String], expected: Double) {
        let median = HorseRace.runnerMedian(of: forms.map(setCard), in: Self.survey, pace: Self.quick)
        #expect(abs(median - expected) < 1e-9 * expected)
    }

    @Test("A set of alike cards runs faster; so does one of the table's common values")
    func directions() {
        let median = { (forms: [String]) in HorseRace.runnerMedian(of: forms.map(setCard), in: Self.survey, pace: Self.quick) }
        let threeShared = median(["1-solid-red-oval", "2-solid-red-oval", "3-solid-red-oval"])
        let twoShared = median(["2-striped-purple-squiggle", "3-striped-green-squiggle", "1-striped-red-squiggle"])
        let noneShared = median(["3-solid-red-oval", "1-striped-green-diamond", "2-open-purple-squiggle"])
        #expect(threeShared < twoShared && twoShared < noneShared)
        // Both share one feature; the first's cards show the table's commoner values.
        #expect(median(["2-solid-red-oval", "3-open-red-diamond", "1-striped-red-squiggle"])
            < median(["2-solid-red-oval", "2-striped-purple-squiggle", "2-open-green-diamond"]))
    }

    @Test("A slower level's runners are slower on every set")
    func levels() {
        let set = Self.cards("2-solid-red-oval", "3-open-red-diamond", "1-striped-red-squiggle")
        let medians = ComputerLevel.ordered.map { HorseRace.runnerMedian(of: set, in: Self.survey, pace: $0.pace()) }
        #expect(medians == medians.sorted(by: >))
    }
}
