import GLibKit
import GameModel
import Testing
@testable import TableCore

/// The Recent Games page's words for each kind of deal and how a game went.
@Suite("Recent games in words")
struct RecentGameTextTests {
    @Test("What was dealt: a variant's deal, a day's puzzle, a numbered puzzle")
    func titles() throws {
        #expect(RecentGameText.title(try #require(.seeded(.classic, seed: 1234))) == "\(SetVariant.classic.title) · Deal 1234")
        #expect(RecentGameText.title(try #require(.seeded(.chain, seed: 7))) == "\(SetVariant.chain.title) · Deal 7")
        let day = PuzzleDate(year: 2026, month: 11, day: 23)!
        #expect(RecentGameText.title(.daily(day)) == "Daily Puzzle · \(WallClock.localDay(year: 2026, month: 11, day: 23))")
        #expect(RecentGameText.title(try #require(.numberedPuzzle(2))) == "Puzzle 2 · Medium")
        #expect(RecentGameText.title(try #require(.seeded(.classic, seed: 1234)), sprint: .findTen) == "Sprint: 10 sets · Deal 1234")
        #expect(RecentGameText.title(try #require(.seeded(.classic, seed: 5)), sprint: .timed) == "Sprint: 3 minutes · Deal 5")
    }

    @Test("A sprint: its result in place of the score, a find sprint's time with its penalty")
    func sprintSummaries() throws {
        var game = RecordedSetGame<ClassicSetGame>(seed: 1)
        let set = try #require(SetRules.allSets(in: game.game.table).first)
        for index in set { _ = game.perform(.choose(index)) }
        let review = try #require(GameReview(game.recording))
        let ended = Timestamp(secondsSince1970: 1_795_000_000)
        let when = WallClock.localDateAndTime(secondsSince1970: ended.secondsSince1970)
        let find = SprintResult(mode: .findTen, deal: 1, setsFound: 10, mistakes: 2, playSeconds: 92, isAssisted: false)
        #expect(RecentGameText.summary(review, sprint: find, ended: ended) == "Finished · 1 move · 10 sets in 1:42 · \(when)")
        let timed = SprintResult(mode: .timed, deal: 1, setsFound: 14, mistakes: 1, playSeconds: 180, isAssisted: false)
        #expect(RecentGameText.summary(review, sprint: timed, ended: ended) == "Finished · 1 move · 13 points in 3 minutes · \(when)")
        let ranOut = SprintResult(mode: .findTwenty, deal: 1, setsFound: 18, mistakes: 0, playSeconds: 300, isAssisted: false)
        #expect(RecentGameText.summary(review, sprint: ranOut, ended: ended) == "Finished · 1 move · the deck ran out after 18 sets · \(when)")
    }

    @Test("How it went: finished or left, the moves reviewed, the score and when")
    func summaries() throws {
        var game = RecordedSetGame<PuzzleGame>(date: PuzzleDate(year: 2026, month: 11, day: 23)!)
        _ = game.perform(.hint)
        let ended = Timestamp(secondsSince1970: 1_795_000_000)
        let when = WallClock.localDateAndTime(secondsSince1970: ended.secondsSince1970)
        let left = try #require(GameReview(game.recording))
        #expect(RecentGameText.summary(left, ended: ended) == "Left unfinished · 1 move · score \(LocaleText.integer(left.score)) · \(when)")
        for set in SetRules.allSets(in: game.game.table) { for index in set { _ = game.perform(.choose(index)) } }
        let done = try #require(GameReview(game.recording))
        #expect(done.isOver)
        #expect(RecentGameText.summary(done, ended: ended) == "Finished · 7 moves · score \(LocaleText.integer(done.score)) · \(when)")
    }
}
