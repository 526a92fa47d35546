import GameModel
import Testing

@testable import TableCore

/// Players at one Set table: claims gate the cards, each try is
/// judged for its claimer, and every sentence names the player.
@MainActor
@Suite("Players at one Set table")
struct PlayersTableTests {
    typealias S = Sample
    static let minus = "\u{2212}"

    /// A classic table with a set on it, Anna and Ben seated.
    private func seatedTable() -> (table: SetTable, set: [Int]) {
        let (game, set) = S.setGameWithASet()
        let table = SetTable(game: game)
        table.seat(["Anna", "Ben"])
        return (table, set)
    }

    private func context(_ table: SetTable) -> TableContext {
        var context = TableContext(of: table)
        context.variant = table.variant
        context.match = table.match
        context.claimSeconds = 6
        return context
    }

    private func say(_ outcome: GameOutcome?, _ table: SetTable) -> String? {
        outcome.flatMap { EventText.sentence(for: .move($0), in: context(table)) }
    }

    @Test("With players seated, cards wait for a claim; shuffling does not")
    func cardsWaitForAClaim() {
        let (table, _) = seatedTable()
        let outcome = table.perform(.choose(0))
        #expect(outcome?.event == .refused(.claimFirst))
        #expect(table.game.selection.isEmpty)
        #expect(say(outcome, table) == "Claim first: Anna, Left Shift; Ben, Right Shift.")
        // Hints, deals and shuffles need no claim.
        #expect(table.perform(.shuffleTable)?.event == .shuffled)
    }

    @Test("A set scores for its claimer only, and a judged claim cannot be undone")
    func aSetScoresForItsClaimerOnly() {
        let (table, set) = seatedTable()
        let claim = table.perform(.claim(1))
        #expect(claim?.event == .claim(.claimed(player: 1)))
        #expect(say(claim, table) == "Ben claims: 6 seconds to choose.")
        let outcome = table.choose(set)
        #expect(outcome?.verdict == .scored(player: 1, points: 1))
        #expect(say(outcome, table) == "Set! Ben scores: 1 point.")
        #expect(table.match?.players.map(\.score) == [0, 1])
        #expect(table.match?.claimer == nil)
        #expect(!table.canUndo)
        #expect(!table.undo())
    }

    @Test("A wrong set costs the claimer a point and locks them out until the next set")
    func aWrongSetLocksTheClaimerOut() {
        let (table, _) = seatedTable()
        table.perform(.claim(0))
        let outcome = table.choose(S.nonSet(in: table.game))
        #expect(outcome?.verdict == .penalized(player: 0, penalty: 1, reason: .wrongTry, lockoutsLifted: false))
        #expect(say(outcome, table)
            == "Not a set. Anna loses a point, \(Self.minus)1 point, and is locked out until the next set.")
        #expect(EventText.undoableMistake(.move(outcome!)) == nil, "a judged try offers no Undo")
        let again = table.perform(.claim(0))
        #expect(again?.event == .claim(.lockedOut(player: 0)))
        #expect(again?.changedGame == false)
        #expect(say(again, table) == "Anna is locked out until the next set is found.")
        #expect(EventText.standings(table.match!, in: context(table)) == "Anna \(Self.minus)1 (locked out), Ben 0.")
        // Her button says the same total, with a real minus sign and one point.
        #expect(PlayerText.spoken(table.match!.players[0], keyName: "Left Shift", state: .lockedOut)
            == "Anna, \(Self.minus)1 point, claim key Left Shift, locked out until the next set")
    }

    @Test("Time running out costs the claimer a point and puts the cards back; when everyone is out, all may claim again")
    func timeRunningOutCostsAPointAndPutsTheCardsBack() {
        let (table, set) = seatedTable()
        table.perform(.claim(1))
        table.perform(.choose(set[0]))
        #expect(table.game.selection.count == 1)
        let outcome = table.perform(.claimTimeOut)
        #expect(outcome?.event == .claim(.penalized(player: 1, penalty: 1, reason: .timeOut, lockoutsLifted: false)))
        #expect(table.game.selection.isEmpty)
        #expect(say(outcome, table)?.hasPrefix("Time is up: Ben loses a point") == true)
        // No claim open: the timeout means nothing.
        #expect(table.perform(.claimTimeOut) == nil)
        // Anna claims while Ben is locked out; then both are out and all may claim again.
        table.perform(.claim(0))
        let both = table.perform(.claimTimeOut)
        #expect(both?.event == .claim(.penalized(player: 0, penalty: 1, reason: .timeOut, lockoutsLifted: true)))
        #expect(say(both, table)?.hasSuffix("Everyone was locked out, so all may claim again.") == true)
    }

    @Test("A second claim waits for the first to end")
    func aSecondClaimWaitsForTheFirst() {
        let (table, _) = seatedTable()
        table.perform(.claim(0))
        let second = table.perform(.claim(1))
        #expect(second?.event == .claim(.alreadyClaimed(by: 0)))
        #expect(say(second, table) == "Anna is choosing.")
    }

    @Test("A new game starts the scores afresh, and undoing New Game brings them back without the open claim")
    func aNewGameStartsTheScoresAfreshAndNewGameUndoBringsThemBack() {
        let (table, set) = seatedTable()
        table.perform(.claim(0))
        table.choose(set)
        let snapshot = table.snapshot()
        table.newGame(seed: 7)
        #expect(table.match?.players.map(\.score) == [0, 0])
        #expect(table.match?.players.map(\.name) == ["Anna", "Ben"])
        #expect(table.restore(snapshot))
        #expect(table.match?.players.map(\.score) == [1, 0])
        // A claim open at New Game is not open when the game comes back.
        table.perform(.claim(1))
        let claimed = table.snapshot()
        table.newGame(seed: 8)
        #expect(table.restore(claimed))
        #expect(table.match?.claimer == nil)
    }

    @Test("Another variant withdraws the open claim at no cost")
    func anotherVariantWithdrawsTheClaimAtNoCost() {
        let (table, _) = seatedTable()
        table.perform(.claim(0))
        table.show(.junior, seed: 3)
        #expect(table.match?.claimer == nil)
        #expect(table.match?.players.map(\.score) == [0, 0])
        #expect(table.perform(.claim(0))?.event == .claim(.claimed(player: 0)))
    }

    @Test("One seat, or none, is playing alone: no match and no claims")
    func oneSeatOrABadCountIsPlayingAlone() {
        let (table, _) = seatedTable()
        table.seat(nil)
        #expect(table.match == nil)
        table.seat(["Solo"])
        #expect(table.match == nil)
        #expect(table.perform(.claim(0)) == nil)
        #expect(table.perform(.choose(0))?.event == .selected(table.game.table[0]))
    }

    @Test("The match's end names the winner, or those who tie, then the others and the time")
    func theMatchOverSentenceNamesTheWinnerOrTheTie() {
        var match = PlayersMatch(names: ["Anna", "Ben", ""])!
        _ = match.claim(2)
        _ = match.judge(.setFound([], points: 3))
        var context = TableContext(kind: .set, secondsPlayed: 187)
        context.match = match
        #expect(EventText.matchOver(match, in: context) == "Game over. Player 3 wins with 1 point. Anna 0, Ben 0. Time 3:07.")
        _ = match.claim(0)
        _ = match.judge(.setFound([], points: 3))
        context.match = match
        #expect(EventText.matchOver(match, in: context) == "Game over. A tie: Anna and Player 3 with 1 point. Ben 0. Time 3:07.")
    }

    @Test("The claim keys are the Shift and Ctrl keys at the keyboard's ends, one per seat")
    func claimKeysSitAtTheKeyboardsEnds() {
        #expect(ClaimKey.allCases.map(\.name) == ["Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl"])
        #expect(ClaimKey(seat: 1) == .rightShift)
        #expect(ClaimKey(seat: 4) == nil)
        #expect(ClaimKey.allCases.count == PlayersMatch.sizes.upperBound)
    }
}
