import GtkTestSupport
import CGtk
import GameModel
import TableCore
import GtkKit
import Testing

@testable import MatchismoApp

/// Matchismo on the real table: clicks on the card widgets flip and score
/// exactly as the card reference says.
@MainActor
@Suite("The Matchismo table view", .serialized)
struct MatchismoTableViewTests {
    static let seed: UInt64 = 11

    init() throws {
        try TestDisplay.ensure()
    }

    /// Two indices of cards of the same rank, and two of a different suit and rank from each other and from those.
    private func pairs(in game: MatchismoGame) throws -> (match: (Int, Int), mismatch: (Int, Int)) {
        let cards = game.table.map(\.card)
        var match: (Int, Int)?
        search: for i in cards.indices {
            for j in cards.indices where j > i && cards[i].rank == cards[j].rank {
                match = (i, j)
                break search
            }
        }
        let (a, b) = try #require(match, "seed \(Self.seed) deals no pair")
        let rest = cards.indices.filter { $0 != a && $0 != b }
        var mismatch: (Int, Int)?
        search: for i in rest {
            for j in rest where j > i && cards[i].rank != cards[j].rank && cards[i].suit != cards[j].suit {
                mismatch = (i, j)
                break search
            }
        }
        return ((a, b), try #require(mismatch))
    }

    @Test("A match and then a mismatch score exactly as the rules say")
    func aMatchThenAMismatchScoreExactly() throws {
        let game = MatchismoTable(seed: Self.seed)
        let table = try TableFixture(game)
        #expect(game.cards.count == 30)
        let (match, mismatch) = try pairs(in: game.game)

        try table.click(card: match.0)
        #expect(game.score == -1)
        #expect(game.game.table[match.0].state == .faceUp)
        try table.click(card: match.1)
        // Two flips (-1 each) and a rank match (4 points x 4).
        #expect(game.score == 14)
        #expect(game.game.table[match.0].state == .matched)
        #expect(game.game.table[match.1].state == .matched)
        let matched = [match.0, match.1].map { game.game.table[$0].card }
        #expect(table.events.last == .move(GameOutcome(.matched(matched, points: 16), scoreChange: 15)))

        try table.click(card: mismatch.0)
        try table.click(card: mismatch.1)
        // Two flips (-1 each) and the mismatch penalty (2).
        #expect(game.score == 10)
        #expect(game.game.table[mismatch.0].state == .faceDown)
        #expect(game.game.table[mismatch.1].state == .faceUp)
        #expect(table.events.last??.outcome?.event.isMismatch == true)

        // A matched card cannot be chosen again.
        try table.click(card: match.0)
        #expect(game.score == 10)
        #expect(game.moves == 4)
    }

    /// Thirty face-down cards at one size look the same: one image of the back
    /// serves them all (one each took 1.6 MB), and a card turned up
    /// gets its own.
    @Test("Face-down cards share one image of the back, and a card turned up gets its own")
    func faceDownCardsShareOneImage() throws {
        let game = MatchismoTable(seed: Self.seed)
        let dealt = RenderStats.painterCalls
        let table = try TableFixture(game, animations: false)
        table.settle()
        #expect(game.cards.count == 30)
        #expect(table.tableView.view(at: 29)?.width ?? 0 > 0, "every card is on the table")
        // Drawn at most once per size the table passed through (an image of
        // the back that an earlier table left at this size serves as well).
        #expect(RenderStats.painterCalls - dealt <= 2, "one painting of the back for every card on the table")
        let before = RenderStats.painterCalls
        try table.click(card: 0)
        table.settle()
        #expect(RenderStats.painterCalls - before == 1, "only the turned card is painted")
    }

    @Test("A turned card's face reaches the same card widget once the animation ends")
    func theFlippedFaceReachesTheWidgetAfterTheAnimation() throws {
        let game = MatchismoTable(seed: Self.seed)
        let table = try TableFixture(game)
        let (match, _) = try pairs(in: game.game)
        let view = try #require(table.tableView.view(at: match.0))
        try table.click(card: match.0)
        #expect(game.cards[match.0].face != .back)
        table.settle()
        #expect(table.isSettled)
        // The card widget is still the same one, now showing the card.
        #expect(table.tableView.view(at: match.0)?.raw == view.raw)
    }

    @Test("Rotating and swiping do nothing in Matchismo")
    func rotatingAndSwipingDoNothingInMatchismo() throws {
        let game = MatchismoTable(seed: Self.seed)
        let table = try TableFixture(game)
        let before = game.game.table
        try table.rotate([(1.0, 1.0)])
        try table.swipe(0, 1500)
        #expect(game.game.table == before)
        #expect(game.moves == 0)
    }

    @Test("A pinch gathers Matchismo's cards too, and Escape spreads them")
    func pinchGathersMatchismoToo() throws {
        let game = MatchismoTable(seed: Self.seed)
        let table = try TableFixture(game)
        try table.pinch([0.6])
        #expect(table.tableView.isGathered)
        #expect(table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Escape))))
        #expect(!table.tableView.isGathered)
    }

    @Test("Without animations a chosen card's face shows at once")
    func withoutAnimationsTheChosenFaceShowsAtOnce() throws {
        let game = MatchismoTable(seed: Self.seed)
        let table = try TableFixture(game, animations: false)
        let (match, _) = try pairs(in: game.game)
        try table.click(card: match.0)
        try table.click(card: match.1)
        #expect(game.score == 14)
        #expect(table.tableView.currentFrames == table.tableView.layout.frames)
    }
}
