import GtkTestSupport
import CGtk
import GameModel
import TableCore
import GtkKit
import Testing

@testable import MatchismoApp

/// The Set table under Xvfb: the real gesture controllers' signals, emitted on
/// the real widgets, change the game as the card reference says.
@MainActor
@Suite("The Set table view", .serialized)
struct SetTableViewTests {
    /// A seed whose first twelve cards hold a set.
    static let seed: UInt64 = 7

    init() throws {
        try TestDisplay.ensure()
        MainActor.assertIsolated()
    }

    private func makeTable(animations: Bool = true) throws -> (SetTable, TableFixture) {
        let game = SetTable(seed: Self.seed)
        return (game, try TableFixture(game, animations: animations))
    }

    @Test("Clicking three cards that form a set scores and replaces them with new card views")
    func clickingThreeCardsThatFormASetScoresAndReplacesThem() throws {
        let (game, table) = try makeTable()
        let before = game.game.table
        let set = try #require(SetRules.firstSet(in: before))
        let oldViews = set.map { table.tableView.view(at: $0)?.raw }

        try table.click(card: set[0])
        try table.click(card: set[1])
        #expect(game.game.selection == [before[set[0]], before[set[1]]])
        #expect(game.score == 0)
        try table.click(card: set[2])

        #expect(game.score == 3)
        #expect(game.game.table.count == 12)
        #expect(game.deckCount == 66)
        #expect(game.game.selection.isEmpty)
        for index in set {
            #expect(!game.game.table.contains(before[index]))
            #expect(game.game.table[index] != before[index])
        }
        for index in before.indices where !set.contains(index) {
            #expect(game.game.table[index] == before[index])
        }
        // New widgets stand where the matched cards were.
        let newViews = set.map { table.tableView.view(at: $0)?.raw }
        for (old, new) in zip(oldViews, newViews) { #expect(old != new && new != nil) }
        #expect(table.events.last == .move(GameOutcome(.setFound(set.map { before[$0] }, points: 3), scoreChange: 3)))
    }

    @Test("Clicking a selected card deselects it")
    func clickingASelectedCardDeselectsIt() throws {
        let (game, table) = try makeTable()
        try table.click(card: 4)
        #expect(game.game.selection.count == 1)
        try table.click(card: 4)
        #expect(game.game.selection.isEmpty)
    }

    @Test("A press released outside the card does not choose it")
    func aReleaseOutsideTheCardDoesNotChooseIt() throws {
        let (game, table) = try makeTable()
        let view = try #require(table.tableView.view(at: 2))
        let click = try #require(Controllers.primaryClick(on: view))
        mtch_emit_int_double_double(click, "pressed", 1, 5, 5)
        mtch_emit_int_double_double(click, "released", 1, Double(view.width) + 50, 5)
        #expect(game.game.selection.isEmpty)
    }

    @Test("Activating a card from the keyboard chooses it")
    func activatingACardFromTheKeyboardChoosesIt() throws {
        let (game, table) = try makeTable()
        #expect(try table.activate(card: 5))
        // GtkButton shows itself pressed for a moment before it emits `clicked`.
        #expect(Pump.until(timeout: 2) { !game.game.selection.isEmpty })
        #expect(game.game.selection == [game.game.table[5]])
    }

    @Test("A swipe down on the table deals three more; a slow, sideways or upward one does nothing")
    func swipeDownOnTheTableDealsThreeMore() throws {
        let (game, table) = try makeTable()
        try table.swipe(0, 1000)
        #expect(game.game.table.count == 15)
        #expect(game.deckCount == 66)
        #expect(table.tableView.layout.frames.count == 15)
        #expect(table.tableView.view(at: 14) != nil)
        // Too slow, or sideways: nothing.
        try table.swipe(0, 100)
        try table.swipe(1500, 1000)
        try table.swipe(0, -1000)
        #expect(game.game.table.count == 15)
    }

    @Test("Rotating two fingers past thirty degrees shuffles the table, once per gesture")
    func rotatingPastThirtyDegreesShufflesTheTable() throws {
        let (game, table) = try makeTable()
        let before = game.game.table
        try table.rotate([(0.2, 0.2), (0.7, 0.7)])
        #expect(Set(game.game.table) == Set(before))
        #expect(game.game.table != before)
        #expect(game.moves == 1)
        // Once per gesture: further angle changes in the same rotation do nothing.
        let shuffled = game.game.table
        let rotate = try #require(Controllers.one("GtkGestureRotate", on: table.root))
        mtch_emit_pointer(rotate, "begin", nil)
        mtch_emit_double_double(rotate, "angle-changed", 0.8, 0.8)
        mtch_emit_double_double(rotate, "angle-changed", 1.6, 1.6)
        #expect(game.moves == 2)
        #expect(Set(game.game.table) == Set(shuffled))
    }

    @Test("A small rotation does not shuffle")
    func aSmallRotationDoesNotShuffle() throws {
        let (game, table) = try makeTable()
        let before = game.game.table
        try table.rotate([(0.1, 0.1), (0.3, 0.3)])
        #expect(game.game.table == before)
    }

    /// `angle-changed` gives the fingers' absolute angle first and the rotation
    /// since the gesture began second; only the second says how far the player turned.
    @Test("A rotation is measured from where the fingers started, not from level")
    func rotationIsMeasuredFromWhereTheFingersStarted() throws {
        let (game, table) = try makeTable()
        let before = game.game.table
        // Fingers placed diagonally (about 69°) and barely turned: no shuffle.
        try table.rotate([(1.2, 0.02), (1.25, 0.07)])
        #expect(game.game.table == before)
        // Fingers placed level and turned 35° anticlockwise: shuffle.
        try table.rotate([(-0.3, -0.3), (-0.61, -0.61)])
        #expect(game.game.table != before)
        #expect(game.moves == 1)
    }

    @Test("Pinching in gathers the cards, a drag moves the pile and a click spreads it")
    func pinchInGathersDragMovesThePileAndClickingItSpreads() throws {
        let (game, table) = try makeTable()
        try table.pinch([0.9, 0.5])
        #expect(table.tableView.isGathered)
        let start = try #require(table.tableView.geometry.pileOrigin)
        #expect(table.events.last == .gathered)

        // A drag that starts inside the pile moves it by the drag's offset.
        try table.dragBegin(start.x + 10, start.y + 10)
        try table.dragUpdate(-40, 25)
        var moved = try #require(table.tableView.geometry.pileOrigin)
        #expect(abs(moved.x - (start.x - 40)) < 1e-9 && abs(moved.y - (start.y + 25)) < 1e-9)
        try table.dragUpdate(-60, 35)
        moved = try #require(table.tableView.geometry.pileOrigin)
        #expect(abs(moved.x - (start.x - 60)) < 1e-9 && abs(moved.y - (start.y + 35)) < 1e-9)
        try table.dragEnd(-60, 35)
        // The cards follow the pile at once (no animation while dragging).
        let frames = table.tableView.currentFrames
        #expect(frames.allSatisfy { $0.x >= moved.x && $0.x <= moved.x + 12 && $0.y <= moved.y && $0.y >= moved.y - 12 })

        // A drag that starts outside the pile moves nothing.
        try table.dragBegin(2, 2)
        try table.dragUpdate(100, 100)
        try table.dragEnd(100, 100)
        let after = try #require(table.tableView.geometry.pileOrigin)
        #expect(after.x == moved.x && after.y == moved.y)

        // Clicking the table outside the pile does nothing; on the pile it spreads.
        try table.clickTable(2, 2)
        #expect(table.tableView.isGathered)
        try table.clickTable(moved.x + 5, moved.y + 5)
        #expect(!table.tableView.isGathered)
        #expect(game.moves == 0)
        table.settle()
        #expect(table.isSettled)
    }

    @Test("A pinch that stays above the threshold does not gather")
    func aPinchThatStaysAboveTheThresholdDoesNotGather() throws {
        let (_, table) = try makeTable()
        try table.pinch([0.95, 0.8, 1.4])
        #expect(!table.tableView.isGathered)
    }

    @Test("Swiping down while the cards are gathered does not deal")
    func swipingWhileGatheredDoesNotDeal() throws {
        let (game, table) = try makeTable()
        try table.pinch([0.5])
        try table.swipe(0, 1000)
        #expect(game.game.table.count == 12)
        #expect(table.tableView.isGathered)
    }

    @Test("Clicking a card in the pile spreads the cards without choosing it")
    func clickingACardInThePileSpreadsWithoutChoosing() throws {
        let (game, table) = try makeTable()
        try table.pinch([0.5])
        try table.click(card: 11)
        #expect(!table.tableView.isGathered)
        #expect(game.game.selection.isEmpty)
    }

    @Test("Arrow keys, Home and End move the focus through the grid, here and through the real key controller")
    func arrowKeysHomeAndEndMoveFocus() throws {
        let (_, table) = try makeTable()
        let tableView = table.tableView
        let layout = tableView.layout
        #expect(tableView.focusedIndex == 0)
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Right))))
        #expect(tableView.focusedIndex == 1)
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Down))))
        #expect(tableView.focusedIndex == 1 + layout.columns)
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_End))))
        #expect(tableView.focusedIndex == 11)
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Right))))
        #expect(tableView.focusedIndex == 11)
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Up))))
        #expect(tableView.focusedIndex == GridFocus.move(.up, from: 11, in: layout))
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Home))))
        #expect(tableView.focusedIndex == 0)
        #expect(tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Left))))
        #expect(tableView.focusedIndex == 0)
        #expect(!tableView.handleKey(Key(keyval: UInt32(GDK_KEY_a))))
        // Through the real key controller on the table root.
        #expect(try table.key(GDK_KEY_Right))
        #expect(tableView.focusedIndex == 1)
        #expect(try !table.key(GDK_KEY_Right, state: GDK_CONTROL_MASK))
        #expect(tableView.focusedIndex == 1)
        #expect(try !table.key(GDK_KEY_z))
    }

    @Test("Arrow keys give the keyboard focus to the card's widget")
    func arrowsFocusTheCardWidget() throws {
        let (_, table) = try makeTable()
        #expect(table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Right))))
        #expect(table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Right))))
        let view = try #require(table.tableView.view(at: 2))
        #expect(table.window.focusWidget == view.widget)
    }

    @Test("Escape clears the selection")
    func escapeClearsTheSelection() throws {
        let (game, table) = try makeTable()
        try table.click(card: 0)
        try table.click(card: 3)
        #expect(game.game.selection.count == 2)
        #expect(try table.key(GDK_KEY_Escape))
        #expect(game.game.selection.isEmpty)
    }

    @Test("Escape spreads a gathered pile")
    func escapeSpreadsAGatheredPile() throws {
        let (_, table) = try makeTable()
        try table.pinch([0.5])
        #expect(table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Escape))))
        #expect(!table.tableView.isGathered)
    }

    /// Keys the table does not use must propagate (style guide, rule 8).
    @Test("Escape with nothing to clear or spread is left to the window")
    func escapeWithNothingToClearPropagates() throws {
        let (_, table) = try makeTable()
        #expect(!table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Escape))))
    }

    @Test("Arrow keys move a gathered pile")
    func arrowKeysMoveAGatheredPile() throws {
        let (_, table) = try makeTable()
        try table.pinch([0.5])
        let start = try #require(table.tableView.geometry.pileOrigin)
        #expect(table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Left))))
        #expect(table.tableView.handleKey(Key(keyval: UInt32(GDK_KEY_Down))))
        let moved = try #require(table.tableView.geometry.pileOrigin)
        #expect(abs(moved.x - (start.x - 24)) < 1e-9 && abs(moved.y - (start.y + 24)) < 1e-9)
    }

    @Test("A found set's replacement card keeps the focus in its place")
    func theMatchedCardsReplacementKeepsFocusInPlace() throws {
        let (game, table) = try makeTable()
        let set = try #require(SetRules.firstSet(in: game.game.table))
        table.tableView.focus(set[2])
        for index in set { try table.click(card: index) }
        #expect(game.score == 3)
        #expect(table.tableView.focusedIndex == set[2])
    }
}
