import Foundation
import Testing
import GameModel

@Suite("Set card indices, the fast set search and the archived form")
struct SetCardIndexTests {
    static let deck = SetCard.fullDeck

    @Test("A card's index is its position in the full deck and round-trips")
    func indexIsDeckPosition() {
        for (position, card) in Self.deck.enumerated() {
            #expect(card.index == position)
            #expect(SetCard(index: position) == card)
            #expect(card.index == vector(card).reduce(0) { $0 * 3 + $1 })
        }
        #expect(SetCard.deckSize == 81)
    }

    @Test("Each attribute's completing value is the third one, or the same one twice")
    func attributeCompleting() {
        for a in SetShading.allCases {
            for b in SetShading.allCases {
                let c = SetShading.completing(a, b)
                #expect(SetShading.agree(a, b, c))
                #expect(a == b ? c == a : (c != a && c != b))
            }
        }
        #expect(SetNumber.completing(.one, .three) == .two)
        #expect(SetColor.completing(.purple, .purple) == .purple)
        #expect(SetShape.completing(.oval, .squiggle) == .diamond)
    }

    @Test("Equal cards hash equally, and the hash is the index's")
    func hashing() {
        let copy = SetCard(.two, .striped, .red, .oval)
        let card = setCard("2-striped-red-oval")
        #expect(copy == card && copy.hashValue == card.hashValue)
        var hasher = Hasher()
        hasher.combine(card.index)
        #expect(card.hashValue == hasher.finalize())
        #expect(Set(Self.deck + Self.deck).count == 81)
    }

    @Test("forEachSet visits what allSets lists, in order, and stops when asked")
    func visiting() {
        var generator = SeededGenerator(seed: 8)
        for size in [0, 2, 3, 12, 15, 21, 81] {
            let cards = Array(Self.deck.shuffled(with: &generator).prefix(size))
            var visited: [[Int]] = []
            SetRules.forEachSet(in: cards) { i, j, k in
                visited.append([i, j, k])
                return true
            }
            let sets = SetRules.allSets(in: cards)
            #expect(visited == sets)
            #expect(SetRules.containsSet(in: cards) == !sets.isEmpty)
            #expect(SetRules.firstSet(in: cards) == sets.first)
            var calls = 0
            SetRules.forEachSet(in: cards) { _, _, _ in
                calls += 1
                return calls < 2
            }
            #expect(calls == min(2, sets.count))
        }
    }

    @Test("A repeated card is looked up at its last position, as before")
    func repeatedCards() {
        let card = setCard("1-solid-red-oval")
        #expect(SetRules.allSets(in: [card, card, card]) == [[0, 1, 2]])
        #expect(SetRules.allSets(in: [card, card]) == [])
        #expect(!SetRules.containsSet(in: [card, card]))
    }

    @Test("Set cards are archived as the four attribute words, exactly as before")
    func archivedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let cards = [Self.deck[0], Self.deck[41], Self.deck[80]]
        let json = #"[{"color":"red","number":"1","shading":"solid","shape":"diamond"},"#
            + #"{"color":"green","number":"2","shading":"striped","shape":"oval"},"#
            + #"{"color":"purple","number":"3","shading":"open","shape":"oval"}]"#
        #expect(String(decoding: try encoder.encode(cards), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode([SetCard].self, from: Data(json.utf8)) == cards)
        #expect(String(decoding: try encoder.encode(CardFace.set(Self.deck[41])), as: UTF8.self)
            == #"{"set":{"_0":{"color":"green","number":"2","shading":"striped","shape":"oval"}}}"#)
    }
}
