import AdwKit
import GameModel
import GtkTestSupport
@testable import MatchismoApp
import Testing

/// Preferences' "Who Plays as Player 2" row: it shows the seat's level from
/// `opponent-levels` and writes the choice back, a person as an empty entry.
@MainActor
@Suite("Preferences' choice of who plays in a seat")
struct SeatRowTests {
    /// The row for `seat` over `initial`, and the preferences as its choices leave them.
    private final class Stored {
        var preferences: PlayerPreferences
        init(_ preferences: PlayerPreferences) { self.preferences = preferences }
    }

    private static func row(seat: Int, levels: [ComputerLevel?]) throws -> (ComboRow, Stored) {
        try TestDisplay.ensure()
        var initial = PlayerPreferences()
        initial.computerLevels = levels
        let stored = Stored(initial)
        let row = SeatRow.row(seat: seat, initial) { change in change(&stored.preferences) }
        return (row, stored)
    }

    @Test("The seat's level is chosen at first; a person when the list has no entry for it")
    func showsTheLevel() throws {
        #expect(try Self.row(seat: 1, levels: [nil, .expert]).0.selectedIndex == 1 + ComputerLevel.allCases.firstIndex(of: .expert)!)
        #expect(try Self.row(seat: 2, levels: [nil, .expert]).0.selectedIndex == 0)
    }

    @Test("Choosing a level seats it in that seat only; A Person empties the seat again")
    func writesTheChoice() throws {
        let (row, stored) = try Self.row(seat: 2, levels: [])
        row.selectedIndex = 1 + ComputerLevel.allCases.firstIndex(of: .quick)!
        #expect(stored.preferences.computerLevels == [nil, nil, .quick])
        row.selectedIndex = 1 + ComputerLevel.allCases.firstIndex(of: .yourPace)!
        #expect(stored.preferences.computerLevels == [nil, nil, .yourPace])
        row.selectedIndex = 0
        #expect(stored.preferences.computerLevels == [nil, nil, nil])
    }
}
