import GtkTestSupport
import CGtk
import GameModel
import TableCore
import GtkKit
import Testing

@testable import MatchismoApp

/// Animations run on the frame clock without repainting moving cards, and
/// with animations off every change lands at once.
@MainActor
@Suite("Animations of the card table", .serialized)
struct AnimationTests {
    init() throws {
        try TestDisplay.ensure()
    }

    private func settledSetTable(animations: Bool = true) throws -> (SetTable, TableFixture) {
        let game = SetTable(seed: 21)
        let table = try TableFixture(game, animations: animations)
        table.settle()
        return (game, table)
    }

    @Test("Shuffling moves the cards over several frames without painting them again")
    func shufflingMovesCardsOverSeveralFramesWithoutPainting() throws {
        let (_, table) = try settledSetTable()
        let before = RenderStats.painterCalls
        try table.rotate([(0.8, 0.8)])
        // Mid-animation the cards are not yet where the layout puts them.
        #expect(table.tableView.currentFrames != table.tableView.layout.frames)
        #expect(Pump.until(timeout: 3) { table.isSettled })
        Pump.run(for: 0.1)
        #expect(RenderStats.lastAnimationFrames.count >= 3, "the move should take several frames")
        #expect(RenderStats.painterCalls == before, "moving cards must reuse their cached pixels")
    }

    @Test("Gathering, dragging the pile and spreading paint each card at most once per size")
    func gatheringAndSpreadingPaintEachCardAtMostOncePerSize() throws {
        let (game, table) = try settledSetTable()
        let count = game.cards.count
        var before = RenderStats.painterCalls
        try table.pinch([0.5])
        table.settle()
        let frames = RenderStats.lastAnimationFrames.count
        #expect(frames >= 3)
        #expect(RenderStats.painterCalls - before <= count, "one repaint per card for the pile size, not one per frame")
        before = RenderStats.painterCalls
        try table.dragBegin(table.tableView.geometry.pileOrigin!.x + 4, table.tableView.geometry.pileOrigin!.y + 4)
        for step in 1...20 { try table.dragUpdate(Double(step) * 3, Double(step)) }
        try table.dragEnd(60, 20)
        Pump.run(for: 0.2)
        #expect(RenderStats.painterCalls == before, "dragging the pile moves pixels only")
        try table.clickTable(table.tableView.geometry.pileOrigin!.x + 4, table.tableView.geometry.pileOrigin!.y + 4)
        table.settle()
        #expect(!table.tableView.isGathered)
        #expect(RenderStats.painterCalls - before <= count)
    }

    @Test("Dealing paints only the new cards, unless the cells change size, and reflows the rest")
    func dealingPaintsTheNewCardsOnceAndReflowsTheRest() throws {
        let (game, table) = try settledSetTable()
        let oldCell = table.tableView.layout.cellWidth
        let before = RenderStats.painterCalls
        try table.swipe(0, 1000)
        #expect(game.cards.count == 15)
        table.settle()
        #expect(table.isSettled)
        #expect(RenderStats.lastAnimationFrames.count >= 3)
        let painted = RenderStats.painterCalls - before
        if table.tableView.layout.cellWidth == oldCell {
            #expect(painted == 3, "only the three new cards are painted")
        } else {
            #expect(painted <= 15, "each card is painted at most once for its new size")
        }
    }

    @Test("Resizing the window lays the cards out again inside it, painting each at most once")
    func resizingTheWindowRelaysOutAndPaintsEachCardAtMostOnce() throws {
        let (game, table) = try settledSetTable()
        let oldFrames = table.tableView.layout.frames
        let before = RenderStats.painterCalls
        gtk_window_set_default_size(table.window.window, 1200, 500)
        #expect(Pump.until(timeout: 3) { table.tableView.layout.frames != oldFrames })
        table.settle()
        Pump.run(for: 0.2)
        #expect(table.isSettled)
        #expect(RenderStats.painterCalls - before <= game.cards.count)
        let root = table.tableView.root
        for frame in table.tableView.layout.frames {
            #expect(frame.x >= 0 && frame.x + frame.width <= Double(root.width) + 1e-9)
            #expect(frame.y >= 0 && frame.y + frame.height <= Double(root.height) + 1e-9)
        }
        // The card widgets cover exactly their layout frames.
        for index in 0..<game.cards.count {
            let view = try #require(table.tableView.view(at: index))
            let shown = try #require(bounds(of: view, in: root))
            let frame = table.tableView.layout.frames[index]
            #expect(abs(shown.x - frame.x) < 1 && abs(shown.y - frame.y) < 1
                        && abs(shown.width - frame.width) < 1 && abs(shown.height - frame.height) < 1,
                    "card \(index) is shown at \(shown) but belongs at \(frame)")
        }
    }

    @Test("Without animations every change is in place at once")
    func withoutAnimationsChangesApplyAtOnce() throws {
        let (game, table) = try settledSetTable(animations: false)
        let tableView = table.tableView
        #expect(tableView.currentFrames == tableView.layout.frames)
        try table.swipe(0, 1000)
        #expect(game.cards.count == 15)
        #expect(tableView.currentFrames == tableView.layout.frames)
        try table.rotate([(0.8, 0.8)])
        #expect(tableView.currentFrames == tableView.layout.frames)
        try table.pinch([0.5])
        #expect(tableView.isGathered)
        let pile = try #require(tableView.geometry.pileOrigin)
        #expect(tableView.currentFrames.allSatisfy { abs($0.x - pile.x) <= 12 && abs($0.y - pile.y) <= 12 })
        try table.clickTable(pile.x + 4, pile.y + 4)
        #expect(tableView.currentFrames == tableView.layout.frames)
        // Matched cards leave at once: only the table's cards remain as children.
        let set = try #require(SetRules.firstSet(in: game.game.table))
        let score = game.score
        for index in set { try table.click(card: index) }
        #expect(game.score == score + 3)
        #expect(tableView.currentFrames == tableView.layout.frames)
        #expect(layerChildren(of: table) == game.cards.count)
    }

    @Test("Cards that leave the table are removed when their animation ends")
    func leavingCardsAreRemovedWhenTheirAnimationEnds() throws {
        let (game, table) = try settledSetTable()
        // Deal twice so that a later set shrinks the table instead of being replaced.
        try table.swipe(0, 1000)
        table.settle()
        let set = try #require(SetRules.firstSet(in: game.game.table))
        for index in set { try table.click(card: index) }
        #expect(game.cards.count == 12)
        #expect(Pump.until(timeout: 3) { layerChildren(of: table) == 12 })
        table.settle()
        #expect(table.isSettled)
    }

    @Test("A card chosen while it flies in is chosen, and the animations still settle")
    func inputDuringAnAnimationIsNotLost() throws {
        let (game, table) = try settledSetTable()
        try table.swipe(0, 1000)
        // Mid-deal, choose a card that is still flying in.
        try table.click(card: 13)
        #expect(game.game.selection == [game.game.table[13]])
        try table.rotate([(0.8, 0.8)])
        table.settle()
        #expect(table.isSettled)
        #expect(game.cards.count == 15)
    }

    /// The number of card widgets in the table's card layer (cards shown plus cards leaving).
    private func layerChildren(of table: TableFixture) -> Int {
        // root (GtkOverlay) → felt, card layer.
        var count = 0
        var child = gtk_widget_get_first_child(table.tableView.root.widget)
        while let widget = child {
            if String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self))) == "MtchTransformLayer" {
                var card = gtk_widget_get_first_child(widget)
                while let c = card {
                    count += 1
                    card = gtk_widget_get_next_sibling(c)
                }
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return count
    }
}
