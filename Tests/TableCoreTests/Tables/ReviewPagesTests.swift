import CardArt
import GameModel
import Testing

@testable import TableCore

/// The review's pages without a display: one per step, then the
/// end; the move's cards marked selected or as a mismatch, the other sets'
/// cards hinted; stepping stops at either end.
@Suite("The review's pages")
struct ReviewPagesTests {
    @Test("The review's pages mark each move's cards and the other sets, and step to the table now")
    func pagesMarkTheMoveAndTheOtherSets() throws {
        var pages = ReviewPages(try ReviewTextTests.review())
        #expect(pages.count == 5 && pages.index == 0)
        let step = pages.review.steps[0]
        let found = Set(try #require(step.success))
        #expect(pages.cards.filter { $0.state == .selected }.map(\.face) == step.table.filter(found.contains).map(CardFace.set))
        let others = Set(step.otherPlays.joined()).subtracting(found)
        #expect(Set(pages.cards.filter { $0.state == .hinted }.map(\.face)) == Set(others.map(CardFace.set)))

        #expect(pages.go(.right) && pages.cards.filter { $0.state == .mismatched }.count == 3, "the wrong try")
        #expect(pages.go(.right) && pages.cards.filter { $0.state == .selected }.isEmpty, "the deal's cards were not on the table yet")
        #expect(pages.go(.last) && pages.isAtEnd && pages.sentence == ReviewText.end(of: pages.review))
        #expect(pages.cards.map(\.face) == pages.review.finalTable.map(CardFace.set))
        #expect(!pages.go(.right) && !pages.go(.up) && pages.index == 4)
        #expect(pages.go(.first) && !pages.go(.left) && pages.index == 0)
    }
}
