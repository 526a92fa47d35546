import GameModel
import Testing

@testable import TableCore

/// What is said of computer players, and how `--opponents` seats them.
@MainActor
@Suite("What is said of computer players")
struct ComputerPlayerTextTests {
    private func table() -> SetTable {
        let table = SetTable(seed: 7)
        table.seat(["Anna", "Quick", "Steady"])
        table.computerLevels = [1: .quick, 2: .steady]
        return table
    }

    private func context(_ table: SetTable) -> TableContext {
        var context = TableContext(of: table)
        context.variant = table.variant
        context.match = table.match
        context.claimSeconds = 6
        context.computerSeats = table.computerSeats
        return context
    }

    @Test("A computer player's claim is said without seconds, and only people are told their claim keys")
    func aComputerClaimIsSaidWithoutSecondsAndOnlyHumansHaveKeys() {
        let table = table()
        table.actingForComputer = true
        let claim = table.perform(.claim(1))
        #expect(claim.flatMap { EventText.sentence(for: .move($0), in: context(table)) } == "Quick claims.")
        let human = EventText.claim(.claimed(player: 0), in: context(table))
        #expect(human == "Anna claims: 6 seconds to choose.")
        #expect(EventText.seated(table.match, computerSeats: table.computerSeats)
            == "3 players. To claim a set, press your key: Anna, Left Shift. Computer players: Quick and Steady.")
        #expect(EventText.claimFirst(context(table)) == "Claim first: Anna, Left Shift.")
    }

    @Test("The players bar sets the score apart and names a computer player as one, with its level under the name")
    func theBarSetsTheScoreApartAndNamesAComputerPlayerAsOne() {
        let player = MatchPlayer(name: "Quick")
        #expect(PlayerText.spokenComputer(player, state: .waiting) == "Quick, computer player, 0 points")
        #expect(PlayerText.spokenComputer(player, state: .choosing(secondsLeft: 3)) == "Quick, computer player, 0 points, choosing")
        #expect(PlayerText.scoreBeside(0) == "· 0 points")
        #expect(PlayerText.scoreBeside(-1) == "· \u{2212}1 point")
        #expect(PlayerText.scoreBeside(12, narrow: true) == "· 12")
        #expect(PlayerText.scoreBeside(-1, narrow: true) == "· \u{2212}1")
        #expect(ComputerLevel.allCases.map(\.title) == ["Beginner", "Steady", "Quick", "Expert", "Your Pace"])
        // Under the name, the level, unless the name already says it.
        #expect(ComputerLevel.quick.caption(under: "Quick") == "Computer")
        #expect(ComputerLevel.quick.caption(under: "Robo") == "Quick")
    }

    @Test("--opponents seats 1 to 3 computer players after the people, and explains a bad list")
    func opponentsSeatComputerPlayersAfterOneHuman() {
        #expect(LaunchOptions.parse(game: nil, seed: "3", opponents: "quick,steady")
            == .success(LaunchOptions(game: .set, seed: 3, players: 3, computers: [.quick, .steady])))
        #expect(LaunchOptions.parse(game: nil, seed: nil, players: "4", opponents: "your-pace")
            == .success(LaunchOptions(game: .set, players: 4, computers: [.yourPace])))
        for bad in ["", "fast", "quick,", "quick,quick,quick,quick", "Quick"] {
            #expect(LaunchOptions.parse(game: nil, seed: nil, opponents: bad) == .failure(.badComputers(bad)))
        }
        #expect(LaunchOptions.parse(game: "card", seed: nil, opponents: "quick") == .failure(.computersWithoutSet))
        #expect(LaunchOptions.parse(game: nil, seed: nil, players: "2", opponents: "quick,steady") == .failure(.computersFillEverySeat))
        #expect(LaunchOptionError.badComputers("fast").description
            == "matchismo: invalid computer players 'fast'. Use 1 to 3 of beginner, steady, quick, expert or your-pace, "
            + "separated by commas, such as --opponents=quick,steady.")
    }
}
