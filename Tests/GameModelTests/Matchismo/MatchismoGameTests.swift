import Testing
import GameModel

/// Scores for given sequences. Dealing all 52 cards puts every card on the
/// table, so the tests can choose any card by its short form.
@Suite("Matchismo")
struct MatchismoGameTests {
    static func fullTable(_ mode: MatchMode = .twoCards, seed: UInt64 = 1) -> MatchismoGame {
        MatchismoGame(cardCount: 52, mode: mode, seed: seed)
    }

    @Test("A new game deals face down from the seeded deck; the table size is clamped to 12...52")
    func dealing() {
        let game = MatchismoGame(seed: 1)
        #expect(game.table.count == 30)
        #expect(game.deck.count == 22)
        #expect(game.mode == .twoCards)
        #expect(game.score == 0 && game.moves == 0 && !game.isOver && game.chosen.isEmpty)
        #expect(game.table.allSatisfy { $0.state == .faceDown })
        #expect(game.table.indices.allSatisfy { game.face(at: $0) == .back })
        var generator = SeededGenerator(seed: 1)
        #expect(game.table.map(\.card) + game.deck == PlayingCard.fullDeck.shuffled(with: &generator))
        #expect(MatchismoGame(cardCount: 5, seed: 1).table.count == 12)
        #expect(MatchismoGame(cardCount: 500, seed: 1).table.count == 52)
        #expect(MatchismoGame(cardCount: 500, seed: 1).deck.isEmpty)
        #expect(MatchismoGame(cardCount: 35, mode: .threeCards, seed: 1).table.count == 35)
        #expect(MatchMode.twoCards.cardCount == 2 && MatchMode.threeCards.cardCount == 3)
    }

    @Test("Choosing a face-down card turns it up and costs 1")
    func chooseOne() {
        var game = Self.fullTable()
        let index = game.index(of: "JH")
        let outcome = game.perform(.choose(index))
        #expect(outcome == GameOutcome(.turnedUp(playing("JH"), cost: 1), scoreChange: -1))
        #expect(game.score == -1)
        #expect(game.moves == 1)
        #expect(game.chosen == [index])
        #expect(game.table[index].state == .faceUp)
        #expect(game.face(at: index) == .playing(playing("JH")))
    }

    @Test("Two cards of the same rank score 4 x 4 = 16 and are matched")
    func rankMatch() {
        var game = Self.fullTable()
        let outcomes = game.choose("JH", "JS")
        #expect(outcomes[1] == GameOutcome(.matched([playing("JH"), playing("JS")], points: 16), scoreChange: 15))
        #expect(game.score == 14)
        #expect(game.state(of: "JH") == .matched && game.state(of: "JS") == .matched)
        #expect(game.chosen.isEmpty)
        #expect(game.moves == 2)
        #expect(game.face(at: game.index(of: "JS")) == .playing(playing("JS")))
    }

    @Test("Two cards of the same suit score 1 x 4 = 4")
    func suitMatch() {
        var game = Self.fullTable()
        let outcomes = game.choose("5H", "KH")
        #expect(outcomes[1].event == .matched([playing("5H"), playing("KH")], points: 4))
        #expect(outcomes[1].scoreChange == 3)
        #expect(game.score == 2)
        #expect(game.state(of: "5H") == .matched && game.state(of: "KH") == .matched)
    }

    @Test("A mismatch costs 2, turns the earlier card down and leaves the one just chosen up")
    func mismatch() {
        var game = Self.fullTable()
        let outcomes = game.choose("JH", "5C")
        #expect(outcomes[1] == GameOutcome(.mismatched([playing("JH"), playing("5C")], penalty: 2), scoreChange: -3))
        #expect(game.score == -4)
        #expect(game.state(of: "JH") == .faceDown)
        #expect(game.state(of: "5C") == .faceUp)
        #expect(game.chosen == [game.index(of: "5C")])
        // The card left up takes part in the next comparison.
        let next = game.choose("5D")
        #expect(next[0].event == .matched([playing("5C"), playing("5D")], points: 16))
        #expect(game.score == -4 - 1 + 16)
        #expect(game.state(of: "5C") == .matched && game.state(of: "5D") == .matched)
        #expect(game.state(of: "JH") == .faceDown)
    }

    @Test("A sequence of choices in 2-card mode adds up exactly")
    func twoCardSequence() {
        var game = Self.fullTable()
        let outcomes = game.choose("2S", "9D", "9H", "QH", "QS", "QC", "AC", "AS")
        // 2S: -1; 9D: -1 -2 (2S down); 9H: -1 +16; QH: -1; QS: -1 +16; QC: -1; AC: -1 +4; AS: -1 ... AS pairs with nothing
        #expect(outcomes.map(\.scoreChange) == [-1, -3, 15, -1, 15, -1, 3, -1])
        #expect(outcomes.map(\.event.kindName) == ["turnedUp", "mismatched", "matched", "turnedUp", "matched", "turnedUp",
                                                    "matched", "turnedUp"])
        #expect(game.score == outcomes.map(\.scoreChange).reduce(0, +))
        #expect(game.score == 26)
        #expect(game.moves == 8)
        #expect(game.state(of: "2S") == .faceDown)
        #expect(game.state(of: "AS") == .faceUp)
        #expect(["9D", "9H", "QH", "QS", "QC", "AC"].allSatisfy { game.state(of: $0) == .matched })
    }

    @Test("Choosing a face-up card turns it back down for free")
    func turnBack() {
        var game = Self.fullTable()
        game.choose("7D")
        let outcome = game.choose("7D")[0]
        #expect(outcome == GameOutcome(.turnedDown(playing("7D"))))
        #expect(game.score == -1)
        #expect(game.moves == 2)
        #expect(game.chosen.isEmpty)
        #expect(game.state(of: "7D") == .faceDown)
        // Turning it up again costs again.
        game.choose("7D")
        #expect(game.score == -2)
    }

    @Test("Matched cards cannot be chosen: ignored, nothing changes")
    func matchedIgnored() {
        var game = Self.fullTable()
        game.choose("JH", "JS")
        let before = game
        let outcome = game.choose("JS")[0]
        #expect(outcome == .refused(.alreadyMatched(playing("JS"))))
        #expect(!outcome.changedGame)
        #expect(game == before)
        let missing = game.perform(.choose(52))
        #expect(missing == .refused(.noSuchCard))
        #expect(game.perform(.choose(-1)) == .refused(.noSuchCard))
        #expect(game == before)
    }

    @Test("3-card mode: three of a suit score 3 pairs x 1 x 4 = 12")
    func threeOfASuit() {
        var game = Self.fullTable(.threeCards)
        let outcomes = game.choose("2H", "5H", "9H")
        #expect(outcomes[1] == GameOutcome(.turnedUp(playing("5H"), cost: 1), scoreChange: -1))
        #expect(outcomes[2] == GameOutcome(.matched([playing("2H"), playing("5H"), playing("9H")], points: 12), scoreChange: 11))
        #expect(game.score == 9)
        #expect(["2H", "5H", "9H"].allSatisfy { game.state(of: $0) == .matched })
    }

    @Test("3-card mode sums the points of every pair", arguments: [
        (["JH", "JS", "5H"], 20),    // rank pair 4 + suit pair 1 = 5
        (["JH", "5H", "5S"], 20),    // suit pair 1 + rank pair 4 = 5
        (["JH", "JS", "JD"], 48),    // three rank pairs = 12
        (["JH", "JS", "5C"], 16),    // one rank pair; the odd card is matched too
        (["JH", "5H", "9S"], 4),     // one suit pair
        (["JH", "5H", "9H"], 12),    // three suit pairs
        (["JH", "JS", "5S"], 20),
    ])
    func threeCardSums(cards: [String], gain: Int) {
        var game = Self.fullTable(.threeCards)
        let outcomes = game.choose(cards[0], cards[1], cards[2])
        #expect(outcomes[2].event == .matched(cards.map { playing($0) }, points: gain))
        #expect(outcomes[2].scoreChange == gain - 1)
        #expect(game.score == gain - 3)
        #expect(cards.allSatisfy { game.state(of: $0) == .matched })
    }

    @Test("3-card mode mismatch: the first two turn down, the third stays up and counts next")
    func threeCardMismatch() {
        var game = Self.fullTable(.threeCards)
        let outcomes = game.choose("JH", "5C", "9D")
        #expect(outcomes[2] == GameOutcome(.mismatched([playing("JH"), playing("5C"), playing("9D")], penalty: 2), scoreChange: -3))
        #expect(game.score == -5)
        #expect(game.state(of: "JH") == .faceDown && game.state(of: "5C") == .faceDown)
        #expect(game.state(of: "9D") == .faceUp)
        #expect(game.chosen == [game.index(of: "9D")])
        let next = game.choose("9S", "9C")
        #expect(next[0].event == .turnedUp(playing("9S"), cost: 1))
        #expect(next[1].event == .matched([playing("9D"), playing("9S"), playing("9C")], points: 48))
        #expect(game.score == -5 - 2 + 48)
    }

    @Test("3-card mode: turning one of two chosen cards back leaves the other chosen")
    func threeCardTurnBack() {
        var game = Self.fullTable(.threeCards)
        game.choose("4S", "8S")
        game.choose("4S")
        #expect(game.chosen == [game.index(of: "8S")])
        let outcomes = game.choose("KD", "8D")
        #expect(outcomes[0].event == .turnedUp(playing("KD"), cost: 1))
        #expect(outcomes[1].event == .matched([playing("8S"), playing("KD"), playing("8D")], points: 20))
        #expect(game.score == -4 + 20)
    }

    @Test("The game ends when no unmatched cards can match, and then ignores choices")
    func gameOver() {
        var game = Self.fullTable()
        // Match every rank from 5 to K in pairs, then pair up the aces to fours so
        // that A♠ 2♥ 3♦ 4♣ are left: no two share a suit or a rank.
        var pairs: [(String, String)] = []
        for rank in ["5", "6", "7", "8", "9", "10", "J", "Q", "K"] {
            pairs += [(rank + "S", rank + "H"), (rank + "D", rank + "C")]
        }
        pairs += [("AH", "3H"), ("AC", "3C"), ("2S", "3S"), ("AD", "4D"), ("2D", "2C"), ("4S", "4H")]
        var last: GameOutcome?
        for (first, second) in pairs {
            #expect(!game.isOver)
            last = game.choose(first, second)[1]
        }
        // 18 rank pairs x 14, 4 suit pairs x 2, 2 rank pairs x 14
        #expect(game.score == 18 * 14 + 4 * 2 + 2 * 14)
        #expect(game.isOver)
        #expect(!game.canStillMatch)
        #expect(last == GameOutcome(.matched([playing("4S"), playing("4H")], points: 16), scoreChange: 15,
                                    gameOver: GameTotals(score: 288, found: 24)))
        let before = game
        let outcome = game.choose("AS")[0]
        #expect(outcome == .refused(.gameOver))
        #expect(game == before)
        #expect(["AS", "2H", "3D", "4C"].allSatisfy { game.state(of: $0) == .faceDown })
    }

    @Test("3-card mode ends when fewer than three unmatched cards are left")
    func threeCardGameOver() {
        var game = Self.fullTable(.threeCards)
        // Each rank gives one triple of spades, hearts and diamonds;
        // the 13 clubs are then matched by suit.
        var triples: [[String]] = []
        let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
        for rank in ranks { triples.append([rank + "S", rank + "H", rank + "D"]) }
        // 13 clubs left: four suit triples leave KC alone.
        let clubs = ranks.map { $0 + "C" }
        for start in stride(from: 0, to: 12, by: 3) { triples.append(Array(clubs[start..<start + 3])) }
        var last: GameOutcome?
        for triple in triples {
            #expect(!game.isOver)
            last = game.choose(triple[0], triple[1], triple[2])[2]
        }
        #expect(game.isOver)
        #expect(game.score == 13 * (48 - 3) + 4 * (12 - 3))
        #expect(last == GameOutcome(.matched([playing("10C"), playing("JC"), playing("QC")], points: 12), scoreChange: 11,
                                    gameOver: GameTotals(score: 621, found: 17)))
        #expect(game.state(of: "KC") == .faceDown)
    }

    @Test("No game starts over: any 12 cards hold two of one suit")
    func canStillMatchOnSmallTables() {
        // On every deal of 12 two cards share a suit, so no game starts over.
        for seed in UInt64(0)..<50 {
            #expect(MatchismoGame(cardCount: 12, seed: seed).canStillMatch)
            #expect(MatchismoGame(cardCount: 12, mode: .threeCards, seed: seed).canStillMatch)
        }
    }
}
