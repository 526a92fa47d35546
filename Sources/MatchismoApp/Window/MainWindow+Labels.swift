import GLibKit
import GameModel
import TableCore

/// What the window says about the game on show: the context its sentences
/// may mention, the status line, the score, the deck or puzzle label, and the
/// game-over page's result.
extension MainWindow {
    /// What a sentence about game `kind` may mention.
    func context(_ kind: GameKind, knownCard: CardFace?) -> TableContext {
        let game: TableGame? = table(kind)?.game
        var context = TableContext(
            kind: kind, score: game?.score ?? 0, tableCount: game?.cards.count ?? 1,
            deckCount: game?.deckCount ?? single.game.deck.count, matchMode: matchismoTable.mode,
            secondsPlayed: secondsPlayed(played(kind)), knownCard: knownCard, face: face.face)
        if kind == .set {
            context.variant = setTable.variant
            context.found = setTable.game.found.count
            context.match = setTable.match
            context.claimSeconds = claimSeconds()
            context.computerSeats = setTable.computerSeats
            context.puzzleNumber = numberedPuzzle
        }
        if kind == .matchismo { context.deal = matchismoTable.deal }
        return context
    }

    func cards(of kind: GameKind) -> [TableCard] {
        switch kind {
        case .matchismo, .set: table(kind)?.cards ?? []
        case .card: single.cards
        case .face: []
        }
    }


    func refreshLabels() {
        // Paused, the status line hides what it said about the cards too.
        statusBar.status = isPaused ? EventText.paused : lastStatus[current] ?? ""
        switch current {
        case .matchismo, .set:
            let game = (current == .set ? setTableView : matchismoTableView).game
            // Players at one table each have a score, in the players bar.
            showScore(current == .set && setTable.match != nil ? nil : game.score)
            if current == .set, let puzzle = setTable.game as? PuzzleGame {
                statusBar.deck = PuzzleListWindow.title(of: puzzle.date, today: .today)
            } else if current == .set, let number = numberedPuzzle {
                statusBar.deck = PuzzleNumber.label(number)
            } else if current == .matchismo, let deal = matchismoTable.deal {
                // Matchismo never draws from its deck: the deal's number says more.
                statusBar.deck = DealNumber.label(deal)
            } else {
                statusBar.deck = EventText.deckCount(game.deckCount)
            }
            // The result is worded only once the game is over: this runs after every move.
            covers[current]?.update(isOver: game.isOver, result: game.isOver ? finalResult(of: game) : "")
        case .card:
            showScore(nil)
            statusBar.deck = EventText.deckCount(single.game.deck.count)
        case .face:
            showScore(nil)
            statusBar.deck = ""
        }
        let inSet = current == .set
        beside.root.isVisible = inSet && !isPaused && setTable.game.beside != .nothing
        players.root.isVisible = inSet && !isPaused && setTable.match != nil
        header.showSetActions(inSet && !statusBar.isNarrow)
        statusBar.showSetActions(inSet)
    }

    /// Shows the time played in the header; nil hides it.
    func setTime(_ seconds: Double?) {
        // A timed sprint counts down.
        if current == .set, let sprint = setTable.sprint, let seconds {
            header.setTime(SprintText.clock(sprint, seconds: seconds))
        } else {
            header.setTime(seconds)
        }
    }

    /// The game-over page's result: the score and time, or players' winner and time.
    func finalResult(of game: TableGame) -> String {
        let seconds = secondsPlayed(played(current))
        if current == .set, let result = setTable.sprint?.result { return SprintText.finished(result) }
        guard current == .set, let match = setTable.match else {
            return EventText.finalResult(score: game.score, seconds: seconds)
        }
        return EventText.winner(match, in: context(.set, knownCard: nil)) + " " + EventText.time(seconds)
    }

    /// The switcher's title: the game, or Set's variant ("Set: Junior").
    func title(of kind: GameKind) -> String {
        guard kind == .set, let number = numberedPuzzle else { return played(kind).title }
        return tr("{game}: {variant}").filling(["game": kind.title, "variant": PuzzleNumber.label(number)])
    }

    /// The number of the numbered puzzle on the Set table, when one is on show.
    var numberedPuzzle: Int? { (setTable.game as? NumberedPuzzleGame)?.number }

    /// The score in the header, or under the table in a narrow window of
    /// touch size, where the header has no room left for it.
    func showScore(_ score: Int?) {
        let below = touchSizing.isTouchSized && statusBar.isNarrow
        header.setScore(below ? nil : score)
        statusBar.score = below ? score : nil
    }
}
