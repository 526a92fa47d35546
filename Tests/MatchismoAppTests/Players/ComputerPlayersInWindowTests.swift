import CardArt
import GameModel
import GtkKit
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// The computer players in the main window: they claim and choose
/// through the Set table view on GLib timers, stop while the game is paused,
/// and a human's card keys cannot choose for them.
@Suite("Computer players in the main window", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct ComputerPlayersInWindowTests {
    /// A main window at a Set table of seed 7, Anna against Expert in seat 1,
    /// whose clock runs 20 times faster (Expert's 6 seconds in 0.3).
    private static func match() throws -> (MainWindow, ComputerPlayers, EventRelay) {
        try TestDisplay.ensure()
        let window = MainWindow(
            application: try LeakApplication.shared(), matchismoTable: MatchismoTable(seed: 1),
            setTable: SetTable(seed: 7), singleGame: SingleCardGame(seed: 1), painter: CardPainter(caching: .never))
        window.window.present()
        window.show(.set)
        window.setTableView.animationsEnabled = { false }
        window.setTable.seat(["Anna", "Expert"])
        let computers = ComputerPlayers(window: window)
        computers.speed = 20
        let relay = EventRelay { event, kind in if kind == .set { computers.tableChanged(event) } }
        window.listeners.join(relay, at: .players)
        window.onStateChange = { computers.followWindow() }
        return (window, computers, relay)
    }

    /// Unseats the computer players (no timer left behind for later suites) and closes the window.
    private static func close(_ window: MainWindow, _ computers: ComputerPlayers, _ relay: EventRelay) {
        computers.seat([:])
        window.window.destroy()
        withExtendedLifetime(relay) {}
    }

    @Test("Expert claims, lights three cards one by one and scores, said as any player's set")
    func expertScores() throws {
        let (window, computers, relay) = try Self.match()
        defer { Self.close(window, computers, relay) }
        computers.seat([1: .expert])
        #expect(window.setTable.computerSeats == [1])
        var lit: [Int] = []
        let previous = relay.hear
        relay.hear = { [weak window] event, kind in
            previous(event, kind)
            if case .selected? = event?.outcome?.event, let window { lit.append(window.setTable.game.selection.count) }
        }
        #expect(Pump.until(timeout: 10) { window.setTable.match?.claimer == 1 })
        #expect(window.statusText == "Expert claims.", "\(window.statusText)")
        // The human's card keys do not choose for it.
        let selected = window.setTable.game.selection
        #expect(!window.setTableView.execute(.choose(0)))
        #expect(window.setTable.game.selection == selected)
        #expect(window.statusText == "Expert is choosing.", "\(window.statusText)")
        #expect(Pump.until(timeout: 10) { window.setTable.match?.players[1].score == 1 })
        #expect(lit == [1, 2], "two cards lit before the third made the set")
        #expect(window.statusText.hasSuffix("Expert scores: 1 point."), "\(window.statusText)")
        #expect(window.setTable.match?.claimer == nil)
    }

    @Test("Cards gathered into a pile: the computer's first card spreads them, as a person's first tap does, and it still scores")
    func gatheredPile() throws {
        let (window, computers, relay) = try Self.match()
        defer { Self.close(window, computers, relay) }
        // Gathered once the table is laid out (a pile needs the cards' frames).
        #expect(Pump.until(timeout: 10) { window.setTableView.execute(.gather) })
        #expect(window.setTableView.isGathered)
        computers.seat([1: .expert])
        #expect(Pump.until(timeout: 10) { window.setTable.match?.players[1].score == 1 }, "\(window.statusText)")
        #expect(!window.setTableView.isGathered)
        #expect(window.statusText.hasSuffix("Expert scores: 1 point."), "\(window.statusText)")
    }

    @Test("Paused, the computer players wait; resumed, they go on")
    func pauseStops() throws {
        let (window, computers, relay) = try Self.match()
        defer { Self.close(window, computers, relay) }
        computers.seat([1: .expert])
        window.setPaused(true)
        Pump.run(for: 1.5)
        #expect(window.setTable.match?.claimer == nil)
        #expect(window.setTable.match?.players[1].score == 0)
        window.setPaused(false)
        #expect(Pump.until(timeout: 10) { window.setTable.match?.claimer == 1 || window.setTable.match?.players[1].score == 1 })
    }
}

/// Hears the window's events in the players' place, for the computer players
/// alone (`Seats` relays them so in the app).
@MainActor
final class EventRelay: TableListener {
    var hear: @MainActor (TableEvent?, GameKind) -> Void
    /// What it adds to the status line.
    var says: String?

    init(_ hear: @escaping @MainActor (TableEvent?, GameKind) -> Void) {
        self.hear = hear
    }

    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        hear(event, kind)
        return says
    }
}
