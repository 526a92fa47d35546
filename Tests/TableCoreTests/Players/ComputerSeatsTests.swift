import GameModel
import Testing

@testable import TableCore

/// Computer players seated at a players' match: plans on a clock,
/// the re-plan rules, and claims and cards through the table's own path.
@MainActor
@Suite("Computer players seated at a match")
struct ComputerSeatsTests {
    /// Never wrong, never out of time: the expert's speed.
    static let sure = ComputerPace(findSeconds: 6, spread: 0.4, pickSeconds: 0.4, wrongTryChance: 0, timeOutChance: 0)
    /// Always a wrong try.
    static let wrong = ComputerPace(findSeconds: 6, spread: 0.4, pickSeconds: 0.4, wrongTryChance: 1, timeOutChance: 0)

    /// A classic game of seed 7, a human in seat 0 and a computer in seat 1 playing at `pace`.
    private func humanAgainst(_ pace: ComputerPace, seed: UInt64 = 7) -> SeatsDriver {
        let table = SetTable(seed: seed)
        table.seat(["Anna", "Beginner"])
        let player = ComputerPlayer(level: .expert, pace: pace, seed: 11)
        return SeatsDriver(table: table, seats: ComputerSeats(players: [1: player], claimSeconds: 6))
    }

    /// The plan a fresh `pace` player of seed 11 makes for `table`.
    private func firstPlan(_ pace: ComputerPace, _ table: VisibleTable) -> ComputerPlan {
        var player = ComputerPlayer(level: .expert, pace: pace, seed: 11)
        return player.plan(for: table, claimSeconds: 6)!
    }

    @Test("A computer player claims when its plan is due, not before, and lights its cards one by one")
    func aComputerClaimsWhenItsPlanIsDueAndLightsItsCardsOneByOne() {
        var driver = humanAgainst(Self.sure)
        let plan = firstPlan(Self.sure, driver.visible)
        #expect(plan.claimAfter == .milliseconds(5864))
        #expect(plan.pickPace == [.milliseconds(351), .milliseconds(482), .milliseconds(494)])
        #expect(driver.seats.nextDue(match: driver.match) == plan.claimAfter)
        // Not a moment early.
        #expect(driver.peek(at: .milliseconds(2830)) == .nothing)
        driver.mustAdvance()
        #expect(driver.now == .milliseconds(5864))
        #expect(driver.match.claimer == 1)
        #expect(driver.table.game.selection.isEmpty)
        // Each card at its own time, found by its index when it is lit.
        driver.mustAdvance()
        #expect(driver.now == .milliseconds(5864 + 351))
        #expect(driver.table.game.selection == [plan.outcome.cards[0]])
        driver.mustAdvance()
        #expect(driver.now == .milliseconds(5864 + 351 + 482))
        #expect(driver.table.game.selection.count == 2)
        driver.mustAdvance()
        #expect(driver.now == .milliseconds(5864 + 351 + 482 + 494))
        #expect(driver.claims == [.init(seat: 1, at: .milliseconds(5864), verdict: .scored(player: 1, points: 1))])
        #expect(driver.match.players.map(\.score) == [0, 1])
        // The table changed: the computer looked afresh from the moment of its success.
        let next = driver.seats.nextDue(match: driver.match)!
        #expect(next > driver.now)
    }

    @Test("A person who claims first beats the plan, and the new table is planned afresh")
    func aHumanWhoClaimsFirstBeatsThePlanAndTheNewTableIsPlannedAfresh() {
        var driver = humanAgainst(Self.sure)
        let due = driver.seats.nextDue(match: driver.match)!
        driver.now = .seconds(1)
        let claim = driver.perform(.claim(0))
        #expect(claim?.event == .claim(.claimed(player: 0)))
        // While the human chooses, the computer's time comes and goes.
        driver.now = due + .seconds(1)
        #expect(driver.seats.nextDue(match: driver.match) == nil)
        #expect(driver.seats.step(table: driver.visible, match: driver.match, at: driver.now) == .nothing)
        // Cards a human chooses during its own claim are theirs.
        let set = driver.visible.plays[0].map { driver.visible.choosable.firstIndex(of: $0)! }
        let outcome = set.map { driver.perform(.choose($0)) }.last!
        #expect(outcome?.verdict == .scored(player: 0, points: 1))
        let replanned = driver.seats.nextDue(match: driver.match)!
        var player = ComputerPlayer(level: .expert, pace: Self.sure, seed: 11)
        _ = player.plan(for: VisibleTable(SetTable(seed: 7).game), claimSeconds: 6)
        let second = player.plan(for: driver.visible, claimSeconds: 6)!
        #expect(replanned == driver.now + second.claimAfter)
        #expect(replanned == .milliseconds(6864 + 10557))
    }

    @Test("A claim refused because another is open keeps its plan, due as soon as that claim ends")
    func aClaimRefusedBecauseAnotherIsOpenKeepsItsPlan() {
        var driver = humanAgainst(Self.sure)
        let due = driver.seats.nextDue(match: driver.match)!
        driver.perform(.claim(0))
        driver.seats.observe(.alreadyClaimed(by: 0), at: due)
        driver.now = due + .seconds(2)
        // The human runs out of time: the computer's plan, kept, is due at once.
        driver.perform(.claimTimeOut)
        #expect(driver.match.players[0].isLockedOut)
        #expect(driver.seats.nextDue(match: driver.match) == due)
        driver.runDue()
        #expect(driver.match.claimer == 1)
    }

    @Test("A penalty drops the claimer's plan until lock-outs are lifted")
    func aPenaltyDropsTheClaimersPlanUntilLockOutsLift() {
        var driver = humanAgainst(Self.wrong)
        while driver.claims.isEmpty, driver.advance() {}
        #expect(driver.claims.count == 1)
        #expect(driver.claims[0].seat == 1)
        #expect(driver.claims[0].at == .milliseconds(5864))
        guard case .penalized(1, 1, .wrongTry, lockoutsLifted: false) = driver.claims[0].verdict else {
            Issue.record("expected a wrong try, got \(driver.claims[0].verdict)")
            return
        }
        // Locked out, the computer has nothing due.
        #expect(driver.match.players[1].isLockedOut)
        #expect(driver.seats.nextDue(match: driver.match) == nil)
        // The human's wrong try would lock everyone out: lock-outs lift and the computer looks again.
        driver.now = .seconds(10)
        driver.perform(.claim(0))
        let wrong = nonSet(in: driver.table.game)
        let verdict = wrong.map { driver.perform(.choose($0)) }.last!?.verdict
        #expect(verdict == .penalized(player: 0, penalty: 1, reason: .wrongTry, lockoutsLifted: true))
        let due = driver.seats.nextDue(match: driver.match)
        #expect(due == .seconds(10) + .milliseconds(7794))
    }

    @Test("Pausing stops the computer players' clock, and resuming keeps the time left")
    func pauseStopsTheClockAndResumeKeepsTheTimeLeft() {
        var driver = humanAgainst(Self.sure)
        let due = driver.seats.nextDue(match: driver.match)!
        driver.seats.pause(at: .seconds(1))
        #expect(driver.seats.isPaused)
        #expect(driver.seats.nextDue(match: driver.match) == nil)
        #expect(driver.peek(at: .seconds(60)) == .nothing)
        driver.seats.resume(at: .seconds(31))
        #expect(driver.seats.nextDue(match: driver.match) == due + .seconds(30))
        // Paused while lighting cards, the next card waits as long.
        driver.now = due + .seconds(30)
        driver.runDue()
        #expect(driver.match.claimer == 1)
        let card = driver.seats.nextDue(match: driver.match)!
        driver.seats.pause(at: driver.now)
        driver.seats.resume(at: driver.now + .seconds(5))
        #expect(driver.seats.nextDue(match: driver.match) == card + .seconds(5))
    }

    @Test("A deal changes the table and the computer player looks again; a refused card does not")
    func aDealChangesTheTableAndTheComputerLooksAgain() {
        var driver = humanAgainst(Self.sure)
        let due = driver.seats.nextDue(match: driver.match)!
        driver.now = .seconds(2)
        driver.perform(.dealThree)
        let redone = driver.seats.nextDue(match: driver.match)!
        #expect(redone != due)
        #expect(redone == .seconds(2) + .milliseconds(9631))
        // Choosing no card changes what it sees: a human's refused card keeps the plan.
        driver.perform(.choose(0))
        #expect(driver.seats.nextDue(match: driver.match) == redone)
    }

    @Test("A person cannot choose or claim while a computer player is choosing")
    func aHumanCannotChooseTheComputersCards() {
        var driver = humanAgainst(Self.sure)
        driver.mustAdvance()
        #expect(driver.match.claimer == 1)
        let choice = driver.perform(.choose(0))
        #expect(choice?.event == .claim(.alreadyClaimed(by: 1)))
        #expect(driver.table.game.selection.isEmpty)
        let claim = driver.perform(.claim(0))
        #expect(claim?.event == .claim(.alreadyClaimed(by: 1)))
    }

    /// Two computer players through the table claim exactly as `HeadlessMatch` plays them.
    @Test("Two computer players at the table claim exactly as the headless match plays them", arguments: [SetVariant.classic, .junior, .chain, .ultra, .puzzle])
    func claimsAsTheHeadlessMatchDoes(variant: SetVariant) {
        let players = [ComputerLevel.beginner, .quick].enumerated().map { seat, level in
            ComputerPlayer(level: level, seed: ComputerSeats.seed(99, seat: seat))
        }
        var headless = HeadlessMatch(variant: variant, seed: 5, players: players)!
        headless.playToEnd()
        let table = SetTable(game: variant.deal(seed: 5, date: PuzzleDate(dayNumber: 0)))
        table.seat(players.map(\.level.rawValue))
        var driver = SeatsDriver(
            table: table, seats: ComputerSeats(levels: [0: .beginner, 1: .quick], seed: 99, claimSeconds: 6))
        while driver.advance() {}
        #expect(driver.claims.count == headless.claims.count)
        #expect(driver.claims == headless.claims.map { .init(seat: $0.player, at: $0.at, verdict: $0.verdict) })
        #expect(driver.match == headless.match)
    }

    private func nonSet(in game: any SetFamilyGame) -> [Int] {
        Sample.nonSet(in: game)
    }
}
