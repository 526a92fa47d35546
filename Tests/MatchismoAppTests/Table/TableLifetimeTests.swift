import GtkTestSupport
import CardArt
import GameModel
import TableCore
import GLibKit
import GtkKit
import Testing

@testable import MatchismoApp

/// Views hold their widgets' handlers weakly: closing the view frees
/// the view, its card views and every closure handed to GTK.
@MainActor
@Suite("Closed views freed", .serialized)
struct TableLifetimeTests {
    init() throws {
        try TestDisplay.ensure()
        // Let other suites' pending sources (a mismatch flash) end first.
        Pump.run(for: 0.5)
    }

    @Test("A closed card table frees its view, its game and every closure handed to GTK")
    func aClosedTableFreesItsControllerAndClosures() throws {
        let baseline = ClosureBoxes.liveCount
        weak var weakView: CardTableView?
        weak var weakGame: SetTable?
        do {
            let game = SetTable(seed: 5)
            let table = try TableFixture(game)
            try table.swipe(0, 1000)
            try table.pinch([0.5])
            try table.clickTable(table.tableView.geometry.pileOrigin!.x + 2, table.tableView.geometry.pileOrigin!.y + 2)
            table.settle()
            #expect(ClosureBoxes.liveCount > baseline)
            weakView = table.tableView
            weakGame = game
        }
        Pump.run(for: 0.1)
        #expect(weakView == nil)
        #expect(weakGame == nil)
        // Idle and timeout sources still queued hold their closures until they run.
        _ = Pump.until { ClosureBoxes.liveCount == baseline }
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("A closed single-card view is freed")
    func aClosedSingleCardViewFreesItsController() throws {
        weak var weakView: SingleCardView?
        do {
            let window = Window()
            let view = SingleCardView(game: SingleCardGame(seed: 1), painter: CardPainter())
            window.setChild(view.root)
            window.present()
            Pump.until { view.root.width > 0 }
            view.execute(.nextCard)
            weakView = view
            window.destroy()
        }
        Pump.run(for: 0.1)
        #expect(weakView == nil)
    }
}
