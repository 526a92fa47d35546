import GtkTestSupport
import CGtk
import GameModel
import GtkKit
import TableCore
import Testing

@testable import MatchismoApp

/// What a screen reader is told about the Set table, and when: the table is
/// one Tab stop, and a result is told on the focused card before the focus
/// moves to the card that replaces it.
@MainActor
@Suite("What a screen reader is told of the Set table", .serialized)
struct TableSpeechTests {
    init() throws {
        try TestDisplay.ensure()
    }

    private func makeTable() throws -> (SetTable, TableFixture) {
        let game = SetTable(seed: SetTableViewTests.seed)
        return (game, try TableFixture(game, animations: false))
    }

    private func focusable(_ table: TableFixture) -> [Bool] {
        (0..<table.tableView.cards.count).map { table.tableView.view(at: $0)?.isFocusable ?? false }
    }

    @Test("Only the card the keyboard is on is a Tab stop")
    func onlyTheCardTheKeyboardIsOnIsATabStop() throws {
        let (_, table) = try makeTable()
        #expect(focusable(table) == [true] + Array(repeating: false, count: 11))
        #expect(table.tableView.handleKey(.right))
        #expect(table.tableView.handleKey(.down))
        let index = table.tableView.focusedIndex
        #expect(focusable(table).enumerated().allSatisfy { $0.element == ($0.offset == index) })
        #expect(table.window.focusWidget == table.tableView.view(at: index)?.widget)
    }

    @Test("A found set is told while its focused card still has the focus, and the replacement takes it")
    func aFoundSetIsToldOnTheFocusedCardBeforeTheFocusMoves() throws {
        let (game, table) = try makeTable()
        let set = try #require(SetRules.firstSet(in: game.game.table))
        let cards = set.map { game.game.table[$0] }
        let chosen = try #require(table.tableView.view(at: set[0]))
        var toldWhileFocused: [Bool] = []
        var known: [CardFace?] = []
        table.tableView.onEvent = { [weak table] event, knownCard in
            guard let table, event != nil else { return }
            known.append(knownCard)
            toldWhileFocused.append(table.window.focusWidget == chosen.widget)
        }
        table.tableView.focus(set[0])
        table.tableView.execute(.choose(set[1]))
        table.tableView.execute(.choose(set[2]))
        table.tableView.execute(.choose(set[0]))
        // Two selections and then the set, each told while the first card still
        // had the focus: the set before that card left the table.
        #expect(known == [.set(cards[0]), .set(cards[0]), .set(cards[0])])
        #expect(toldWhileFocused == [true, true, true])
        #expect(!game.game.table.contains(cards[0]))
        // The card that took its place has the focus and is the one Tab stop.
        let replacement = try #require(table.tableView.view(at: set[0]))
        #expect(table.window.focusWidget == replacement.widget)
        #expect(focusable(table).filter { $0 }.count == 1)
    }
}
