import Foundation
import GLibKit
@testable import MatchismoApp
import Persistence
import Testing

/// The rows of the Statistics window's page for players at one table.
@MainActor
@Suite("The players' statistics page")
struct PlayerStatisticsViewTests {
    /// A player's record as the statistics file keeps it.
    static func player(best: Int) throws -> PlayerStatistics {
        let json = #"{"played":3,"won":1,"bestScore":\#(best),"successes":2}"#
        return try JSONCoder.decode(PlayerStatistics.self, from: Array(json.utf8))
    }

    @Test("A player's best score below zero has a real minus sign")
    func aBestScoreBelowZeroHasARealMinusSign() throws {
        let cells = PlayerStatisticsView.cells("Ann", try Self.player(best: -1))
        #expect(cells[3] == "\u{2212}1")
        #expect(!cells.joined().contains("-"))
    }

    @Test("Numbers below zero have a real minus sign before the locale's digits")
    func numbersBelowZeroHaveARealMinusSignInTheLocalesDigits() {
        #expect(LocaleText.integer(-12345) == "\u{2212}" + LocaleText.integer(12345))
        #expect(LocaleText.fixed(-2.5, decimals: 1) == "\u{2212}" + LocaleText.fixed(2.5, decimals: 1))
        #expect(!LocaleText.integer(7).contains("\u{2212}"))
    }

    @Test("A player's row reads name, played, won, best score and sets")
    func aRowReadsNamePlayedWonBestAndSets() throws {
        #expect(PlayerStatisticsView.cells("Ben", try Self.player(best: 4)) == ["Ben", "3", "1", "4", "2"])
    }
}
