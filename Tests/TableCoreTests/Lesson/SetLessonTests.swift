import GameModel
import Testing

@testable import TableCore

/// Set's first lesson: its fixed deal, the examples picked from it, the steps,
/// and words made from the cards, so they say what the table shows.
@MainActor
@Suite("Set's first lesson")
struct SetLessonTests {
    @Test("The lesson's deal holds more than one set, so the player has one of their own to find")
    func deal() {
        let game = SetLesson.deal()
        #expect(game.setsOnTable.count >= 2)
        #expect(game.table == ClassicSetGame(seed: SetLesson.seed).table)
    }

    @Test("Its set is on the table and a set; its other three are on the table and broken by exactly one feature")
    func examples() {
        let table = SetLesson.deal().table
        let lesson = SetLesson.onDeal
        #expect(SetRules.isSet(lesson.aSet))
        #expect(lesson.aSet.allSatisfy(table.contains))
        #expect(!SetRules.isSet(lesson.notASet))
        #expect(lesson.notASet.allSatisfy(table.contains))
        #expect(SetFeature.breaking(lesson.notASet).count == 1)
        let standings = SetFeature.allCases.map { $0.standing(lesson.aSet) }
        #expect(standings.filter { $0 == .allSame }.count == 2, "two features alike and two different")
    }

    @Test("A feature stands all the same, all different, or two alike and one not")
    func standings() {
        let red = SetCard(.one, .solid, .red, .oval), red2 = SetCard(.two, .solid, .red, .oval)
        let green = SetCard(.three, .solid, .green, .oval)
        #expect(SetFeature.number.standing([red, red2, green]) == .allDifferent)
        #expect(SetFeature.shape.standing([red, red2, green]) == .allSame)
        #expect(SetFeature.colour.standing([red, red2, green]) == .twoAndOne(pair: red, odd: green))
        #expect(SetFeature.breaking([red, red2, green]) == [.colour])
    }

    @Test("The set's step names its cards and says, feature by feature, why they are a set")
    func aSetWords() {
        let lesson = SetLesson.onDeal
        #expect(lesson.step == .aMatch)
        #expect(lesson.lit == lesson.aSet.map(CardFace.set))
        for card in lesson.aSet { #expect(lesson.text.contains(card.name)) }
        for feature in SetFeature.allCases {
            let same = feature.standing(lesson.aSet) == .allSame
            let word = ["number": "numbers", "colour": "colours", "shading": "shadings", "shape": "shapes"]["\(feature)"]!
            let sentence = same ? "All three have the same \(word.dropLast())" : "Their \(word) are all different."
            #expect(lesson.text.contains(sentence), "\(feature)")
        }
    }

    @Test("The other step says which feature breaks its cards, with the values two share and one lacks")
    func notASetWords() {
        var lesson = SetLesson.onDeal
        let moved1 = lesson.next()
        #expect(moved1)
        #expect(lesson.step == .notAMatch)
        #expect(lesson.lit == lesson.notASet.map(CardFace.set))
        #expect(lesson.text.contains("are not a set"))
        #expect(lesson.text.contains("neither all the same nor all different"))
        let feature = SetFeature.breaking(lesson.notASet)[0]
        guard case .twoAndOne(let pair, let odd) = feature.standing(lesson.notASet) else { Issue.record("not broken"); return }
        if feature == .colour { #expect(lesson.text.contains("Two are \(pair.color.word) and one is \(odd.color.word)")) }
        if feature == .shading { #expect(lesson.text.contains("Two are \(pair.shading.word) and one is \(odd.shading.word)")) }
        if feature == .shape { #expect(lesson.text.contains("Two have \(pair.shape.word)s and one has \(odd.shape.word)s")) }
    }

    @Test("Finding one waits for a set: a wrong try says what breaks it, a set found goes on to the scoring")
    func findOne() {
        var lesson = SetLesson.onDeal
        _ = lesson.next()
        _ = lesson.next()
        #expect(lesson.step == .findOne)
        #expect(lesson.lit.isEmpty)
        #expect(!lesson.canGoOn)
        let moved2 = lesson.next()
        #expect(!moved2)
        let hint = lesson.heard(.hinted(lesson.aSet[0], cost: 1))
        #expect(hint == nil)
        let wrong = lesson.heard(.notASet(lesson.notASet, penalty: 1))
        #expect(wrong?.contains("neither all the same nor all different") == true)
        #expect(lesson.step == .findOne)
        let right = lesson.heard(.setFound(lesson.aSet, points: 3))
        #expect(right?.hasPrefix("Well found: that is a set.") == true)
        #expect(lesson.step == .scoring)
        #expect(lesson.isLastStep)
        let moved3 = lesson.next()
        #expect(!moved3)
        #expect(lesson.text.contains("A set scores 3 points."))
        #expect(lesson.text.contains("cost 1 point."))
    }

    @Test("Back goes to the step before, and not before the first")
    func back() {
        var lesson = SetLesson.onDeal
        #expect(!lesson.canGoBack)
        let moved4 = lesson.back()
        #expect(!moved4)
        _ = lesson.next()
        let moved5 = lesson.back()
        #expect(moved5)
        #expect(lesson.step == .aMatch)
        #expect(lesson.stepNumber == 1 && SetLesson.stepCount == 4)
    }
}
