import GLibKit
import GameModel
import Persistence
import TableCore

/// The session file, read at start (each game resumed where the player left
/// it) and written after moves and on quit.
extension GameSession {
    /// The Set table with each variant's saved game, showing the variant asked
    /// for or last shown; a `--seed` deals the shown variant afresh, and the
    /// puzzle is the day asked for, or today's, as the player left it.
    static func setTable(options: LaunchOptions, saved session: SavedSession?, records: PlayerRecords, dealsAfresh: Bool)
        -> SetTable
    {
        let showing = options.variant ?? session?.setVariant ?? .classic
        let puzzleDate = options.date ?? .today
        func resumed(_ saved: any SavedSetGame) -> (any SetFamilyGame)? {
            let game = saved.anyGame
            guard !(dealsAfresh && game.variant == showing) else {
                // A players' match (the variant on show when it was saved) is
                // recorded by player when it ends, never as one player's game.
                let isMatch = session?.match != nil && game.variant == session?.setVariant
                records.replacing(.set(game.variant), score: game.score, moves: game.moves,
                                  assisted: game.isAssisted, counts: !isMatch)
                return nil
            }
            return game
        }
        let saved = session.map { session in session.setGames.variants.compactMap { session.setGames[$0] } } ?? []
        let games = saved.compactMap(resumed) + [records.puzzleAtStart(date: options.date)]
        let table: SetTable
        if let shown = games.first(where: { $0.variant == showing }) {
            table = SetTable(game: shown, recording: session?.setLog(of: showing), puzzleDate: puzzleDate)
        } else {
            let seed = dealsAfresh ? options.seed ?? randomSeed() : randomSeed()
            table = SetTable(deal: SetDeal.seeded(showing, seed: seed) ?? .daily(puzzleDate), puzzleDate: puzzleDate)
        }
        for game in games where game.variant != showing { table.keep(game, recording: session?.setLog(of: game.variant)) }
        return table
    }

    /// Whether the Set table's shown variant was resumed from the saved session.
    static func resumesSet(_ saved: SavedSession?, options: LaunchOptions) -> Bool {
        guard let saved else { return false }
        return saved.setGames[options.variant ?? saved.setVariant] != nil
    }

    /// The Set table's games that the session keeps, with their clocks.
    private func savedSetGames() -> SavedSetGames {
        var saved = SavedSetGames()
        for variant in SetVariant.allCases where variant.isKeptInSession {
            if let game = setTable.game(of: variant) { saved.keep(savedSet(game)) }
        }
        return saved
    }

    private func savedSet(_ game: some SetFamilyGame) -> any SavedSetGame {
        records.saved(game, kind: .set(game.variant), moves: game.moves)
    }

    /// Saves the games in progress now (also on quit: they resume, not count as abandoned).
    func save() {
        guard let window else { return }
        keepPuzzleInPlace()
        records.savePuzzles()
        records.saveNumbered()
        let rules = nextRules()
        records.save(SavedSession(
            showing: window.current,
            matchismo: records.saved(matchismoTable.ownGame, kind: .matchismo, moves: matchismoTable.ownGame.moves),
            setGames: savedSetGames(),
            setVariant: setTable.variant,
            card: records.saved(window.single.game, kind: .card, moves: window.single.game.moves),
            face: window.face.face,
            matchMode: rules.mode, cardCount: rules.cardCount, match: setTable.match,
            computers: ComputerSeats.saved(setTable.computerLevels, count: setTable.match?.players.count ?? 0),
            setLogs: SetVariant.allCases.compactMap(setTable.recording(of:))))
    }
}
