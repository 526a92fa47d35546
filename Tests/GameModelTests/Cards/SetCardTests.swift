import Testing
import GameModel

@Suite("Set cards")
struct SetCardTests {
    @Test("Short forms: number, shading, colour, shape", arguments: [
        (SetCard(.two, .striped, .red, .oval), "2-striped-red-oval"),
        (SetCard(.one, .solid, .green, .diamond), "1-solid-green-diamond"),
        (SetCard(.three, .open, .purple, .squiggle), "3-open-purple-squiggle"),
        (SetCard(.one, .striped, .purple, .oval), "1-striped-purple-oval"),
        (SetCard(.three, .solid, .red, .diamond), "3-solid-red-diamond"),
    ])
    func shortForms(card: SetCard, shortForm: String) {
        #expect(card.shortForm == shortForm)
        #expect(CardFace.set(card).shortForm == shortForm)
        #expect(SetCard(shortForm: shortForm) == card)
    }

    @Test("Attributes keep their order of values")
    func attributes() {
        #expect(SetNumber.allCases.map(\.count) == [1, 2, 3])
        #expect(SetNumber.allCases.map(\.word) == ["1", "2", "3"])
        #expect(SetShading.allCases.map(\.word) == ["solid", "striped", "open"])
        #expect(SetColor.allCases.map(\.word) == ["red", "green", "purple"])
        #expect(SetShape.allCases.map(\.word) == ["diamond", "squiggle", "oval"])
        #expect(SetShape.allCases.map(\.ordinal) == [0, 1, 2])
    }

    @Test("The full deck is every combination of the four attributes exactly once")
    func fullDeck() {
        let deck = SetCard.fullDeck
        #expect(deck.count == 81)
        #expect(Set(deck).count == 81)
        #expect(Set(deck.map(\.shortForm)).count == 81)
        #expect(Set(deck.map(vector)).count == 81)
        #expect(deck.first?.shortForm == "1-solid-red-diamond")
        #expect(deck.last?.shortForm == "3-open-purple-oval")
        for number in SetNumber.allCases {
            #expect(deck.filter { $0.number == number }.count == 27)
        }
    }

    @Test("Short forms parse in any case", arguments: [
        ("2-STRIPED-Red-Oval", "2-striped-red-oval"), ("3-open-PURPLE-squiggle", "3-open-purple-squiggle"),
    ])
    func caseInsensitive(input: String, canonical: String) {
        #expect(SetCard(shortForm: input)?.shortForm == canonical)
    }

    @Test("Malformed Set short forms are rejected", arguments: [
        "", "4-solid-red-oval", "0-solid-red-oval", "2-solid-blue-oval", "2-solid-red", "2-solid-red-ovals",
        "2-solid-red-oval-", "-2-solid-red-oval", "2--solid-red-oval", "two-solid-red-oval", "2-red-solid-oval",
        "2 solid red oval", "2-shaded-red-oval", "2-solid-red-circle",
    ])
    func rejects(input: String) {
        #expect(SetCard(shortForm: input) == nil)
    }

    @Test("completing gives the value that makes three all same or all different")
    func completingAttribute() {
        for a in SetColor.allCases {
            for b in SetColor.allCases {
                let c = SetColor.completing(a, b)
                #expect(SetColor.agree(a, b, c))
                #expect(SetColor.allCases.filter { SetColor.agree(a, b, $0) } == [c])
            }
        }
        #expect(SetShape.completing(.oval, .oval) == .oval)
        #expect(SetShape.completing(.oval, .diamond) == .squiggle)
        #expect(SetNumber.completing(.one, .three) == .two)
        #expect(SetShading.completing(.open, .striped) == .solid)
    }
}
