import GameModel
import GLibKit

/// Every sentence the app says about what happened, in one place: the status
/// line shows it and a screen reader hears it. Each leads with the result and
/// ends with the score when the score changed.
public enum EventText {
    /// Why cards were dealt by themselves, under the variant's rule (every
    /// variant is named, so a new one asks for its words).
    static func noPlay(_ variant: SetVariant?) -> String {
        switch variant {
        case .chain?: tr("No set on the table keeps the chain, so 3 more cards were dealt.")
        case .ultra?: tr("No UltraSet on the table, so 3 more cards were dealt.")
        case .classic?, .junior?, .puzzle?, nil: tr("No set on the table, so 3 more cards were dealt.")
        }
    }

    /// The refusal of a hint when no play is on the table, under the variant's rule.
    static func noSetOnTable(_ variant: SetVariant?, canDeal: Bool) -> String {
        switch variant {
        case .chain?:
            canDeal ? tr("No set on the table keeps the chain.") + " " + tr("Deal 3 more cards.") : tr("No set on the table keeps the chain.")
        case .ultra?:
            canDeal ? tr("No UltraSet on the table.") + " " + tr("Deal 3 more cards.") : tr("No UltraSet on the table.")
        case .classic?, .junior?, .puzzle?, nil:
            canDeal ? tr("No set on the table: deal 3 more cards.") : tr("No set on the table.")
        }
    }

    /// The sentence for `event`; nil when there is nothing to add to what the
    /// player already heard (a drawn card whose new name was just read).
    public static func sentence(for event: TableEvent, in context: TableContext) -> String? {
        switch event {
        case .move(let outcome):
            let verdict = outcome.verdict.map { self.verdict($0, in: context) }
            let over: String? = if let totals = outcome.gameOver {
                context.match.map { matchOver($0, in: context) } ?? gameOver(totals, in: context)
            } else {
                nil
            }
            let sentences = [move(outcome.event, in: context), verdict, over].compactMap { $0 }
            return sentences.isEmpty ? nil : sentences.joined(separator: " ")
        case .autoDealt(let outcome):
            let dealt = sentence(for: .move(outcome), in: context) ?? ""
            return noPlay(context.variant) + " " + dealt
        case .undid(let done): return done ? scored(tr("Undid the last move."), context) : tr("Nothing to undo.")
        case .gathered: return tr("Gathered the cards into a pile. Press Escape or click the pile to spread them.")
        case .spread: return tr("Spread the cards.")
        case .newGame: return newGame(in: context)
        case .previousGameBack: return scored(tr("Your previous game is back."), context)
        case .variantShown(let variant):
            return (context.puzzleNumber.map(PuzzleNumber.rule) ?? variant.rule) + " " + TableReading.numbers(context, cards: [])
        case .faceScaled(let scale):
            // TRANSLATORS: the single card's court art was scaled; {percent} is a whole number.
            return tr("Court art at {percent} percent.").filling(["percent": String(Int((scale * 100).rounded()))])
        case .rulesPending(let mode, let count):
            // TRANSLATORS: {size} is 2 or 3 (cards compared at a time), {count} the cards dealt.
            return trn("{size}-card matches with {count} card start with the next game (Ctrl+N).",
                       "{size}-card matches with {count} cards start with the next game (Ctrl+N).", count)
                .counting(count).filling(["size": String(mode.cardCount)])
        // The lesson panel says the lesson's first step.
        case .lessonShown(true): return nil
        case .lessonShown(false): return scored(tr("Your game is back."), context)
        case .computersPending:
            // TRANSLATORS: the computer players were changed in Preferences during a game at the Set table.
            return tr("The new computer players sit down with the next game (Ctrl+N).")
        case .face(let change): return face(change, in: context)
        }
    }

    /// What the status line says before anything has happened.
    public static func greeting(for kind: GameKind, matchMode: MatchMode) -> String {
        switch kind {
        case .matchismo:
            trn("Turn up {count} card of the same suit or rank to match them.",
                "Turn up {count} cards of the same suit or rank to match them.", matchMode.cardCount).counting(matchMode.cardCount)
        case .set: tr("Find three cards that are all the same or all different in each feature.")
        case .card: tr("Swipe or press Left and Right for the next card; click or press Space to flip it.")
        case .face: tr("Drag up or down (or press Up and Down) to change the smile; pinch (or press + and −) to resize it; double-click (or press Home) to reset it.")
        }
    }

    /// The short line of a toast that offers Undo, for a move a player may
    /// want to take back (a wrong set, a mismatch); nil for any other event.
    public static func undoableMistake(_ event: TableEvent) -> String? {
        // Players at one table cannot take a try back: it was judged for its claimer.
        guard event.outcome?.verdict == nil else { return nil }
        return switch event.outcome?.event {
        // TRANSLATORS: a toast with an Undo button; {points} is the points lost, with a minus sign ("−1").
        case .notASet(_, let penalty): tr("Not a set: {points}").filling(["points": signed(-penalty)])
        // TRANSLATORS: a toast with an Undo button; {points} is the points lost, with a minus sign ("−2").
        case .mismatched(_, let penalty): tr("No match: {points}").filling(["points": signed(-penalty)])
        default: nil
        }
    }

    /// `sentence` followed by the score sentence; players at one table hear
    /// their own scores instead (`verdict`).
    static func scored(_ sentence: String, _ context: TableContext) -> String {
        context.match == nil ? sentence + " " + score(context.score) : sentence
    }

    private static func move(_ event: GameEvent, in context: TableContext) -> String? {
        let known = { (card: CardFace) in context.knownCard == card }
        switch event {
        case .selected(let card): return known(.set(card)) ? tr("Selected.") : tr("Selected {card}.").filling(["card": card.name])
        case .deselected(let card):
            return known(.set(card)) ? tr("Deselected.") : tr("Deselected {card}.").filling(["card": card.name])
        case .selectionCleared: return tr("Selection cleared.")
        case .setFound(_, let points):
            let set = context.match != nil
                ? tr("Set!")
                : scored(trn("Set! {count} point.", "Set! {count} points.", points).counting(points), context)
            guard context.variant == .puzzle else { return set }
            // TRANSLATORS: the daily puzzle's progress; {found} of {total} sets.
            return set + " " + tr("{found} of {total} sets found.")
                .filling(["found": String(context.found), "total": String(DailyPuzzle.setCount)])
        case .notASet where context.match != nil: return tr("Not a set.")
        case .notASet(_, let penalty):
            // TRANSLATORS: {penalty} is the number of points lost.
            return scored(tr("Not a set. Minus {penalty}.").filling(["penalty": String(penalty)]), context)
        case .dealt(let dealt, let penalty):
            var sentences = [trn("Dealt {count} card.", "Dealt {count} cards.", dealt.count).counting(dealt.count)]
            if penalty > 0 {
                sentences.append(scored(tr("There was a set: minus {penalty}.").filling(["penalty": String(penalty)]), context))
            }
            // TRANSLATORS: {table} and {deck} are numbers of cards.
            sentences.append(tr("{table} on the table, {deck} in the deck.")
                .filling(["table": String(context.tableCount), "deck": String(context.deckCount)]))
            return sentences.joined(separator: " ")
        case .notAChain(_, let lastSet, _) where context.match != nil:
            // TRANSLATORS: Set-Chain, players at one table; {cards} names the three cards of the last set.
            return tr("Not a chain: a set must keep one card of the last set, {cards}.").filling(["cards": setNames(lastSet)])
        case .notAChain(_, let lastSet, let penalty):
            // TRANSLATORS: Set-Chain; {cards} names the three cards of the last set, {penalty} the points lost.
            return scored(tr("Not a chain: a set must keep one card of the last set, {cards}. Minus {penalty}.")
                .filling(["cards": setNames(lastSet), "penalty": String(penalty)]), context)
        case .ultraFound(_, let shared, _) where context.match != nil:
            // TRANSLATORS: UltraSet, players at one table; {card} is the card that both pairs complete.
            return tr("UltraSet! Both pairs complete {card}.").filling(["card": shared.name])
        case .ultraFound(_, let shared, let points):
            // TRANSLATORS: UltraSet; {card} is the card that both pairs complete.
            return scored(trn("UltraSet! Both pairs complete {card}. {count} point.",
                              "UltraSet! Both pairs complete {card}. {count} points.", points)
                .counting(points).filling(["card": shared.name]), context)
        case .notAnUltra where context.match != nil: return tr("Not an UltraSet: no two pairs complete the same card.")
        case .notAnUltra(_, let penalty):
            // TRANSLATORS: UltraSet; {penalty} is the points lost.
            return scored(tr("Not an UltraSet: no two pairs complete the same card. Minus {penalty}.")
                .filling(["penalty": String(penalty)]), context)
        case .setAlreadyFound(let cards):
            // TRANSLATORS: the daily puzzle; {cards} names the three cards. Nothing is lost.
            return tr("Already found: {cards}. It costs nothing; find another set.").filling(["cards": setNames(cards)])
        case .shuffled: return tr("Shuffled the cards on the table.")
        case .hinted(let card, let cost):
            let hint = known(.set(card))
                ? tr("Hint: this card is part of a set. Minus {penalty}.")
                : tr("Hint: {card} is part of a set. Minus {penalty}.").filling(["card": card.name])
            return scored(hint.filling(["penalty": String(cost)]), context)
        case .playShown(let cards, let number, let count, let cost):
            // TRANSLATORS: Show Me the Sets marked one of the sets on the table; {number} of {count}, {cards} names its cards.
            let shown = tr("Set {number} of {count}: {cards}.")
                .filling(["number": String(number), "count": String(count), "cards": setNames(cards)])
            // TRANSLATORS: added when showing the set cost points, as hints do; {penalty} is a whole number.
            return scored(cost == 0 ? shown : shown + " " + tr("Minus {penalty}.").filling(["penalty": String(cost)]), context)
        case .reviewOpened(let cost):
            // TRANSLATORS: said when the review of a game going on opens; it costs as a hint does. {penalty} is a whole number.
            return scored(tr("Looking back costs a hint: minus {penalty}.").filling(["penalty": String(cost)]), context)
        case .turnedUp(let card, _):
            return scored(known(.playing(card)) ? tr("Turned up.") : tr("Turned up {card}.").filling(["card": card.name]), context)
        case .turnedDown(let card):
            return known(.playing(card)) ? tr("Turned back down.") : tr("Turned {card} back down.").filling(["card": card.name])
        case .matched(let cards, let points):
            if let last = cards.last, known(.playing(last)) {
                // TRANSLATORS: the card just turned up matches {cards}, the cards already face up.
                return scored(trn("Matches {cards} for {count} point.", "Matches {cards} for {count} points.", points)
                    .counting(points).filling(["cards": names(cards.dropLast())]), context)
            }
            return scored(trn("{cards} match for {count} point.", "{cards} match for {count} points.", points)
                .counting(points).filling(["cards": names(cards)]), context)
        case .mismatched(let cards, let penalty):
            if let last = cards.last, known(.playing(last)) {
                // TRANSLATORS: the card just turned up does not match {cards}, the cards already face up.
                return scored(tr("Doesn't match {cards}. Minus {penalty}.")
                    .filling(["cards": names(cards.dropLast()), "penalty": String(penalty)]), context)
            }
            return scored(tr("{cards} don't match. Minus {penalty}.")
                .filling(["cards": names(cards), "penalty": String(penalty)]), context)
        case .drew(let card): return known(.playing(card)) ? nil : tr("Drew {card}.").filling(["card": card.name])
        case .flipped(let card, let faceUp):
            if known(.playing(card)) { return nil }
            return faceUp ? tr("Turned up {card}.").filling(["card": card.name]) : tr("Turned the card face down.")
        case .refused(.noSetOnTable(let canDeal)): return noSetOnTable(context.variant, canDeal: canDeal)
        case .claim(let event): return claim(event, in: context)
        case .refused(.claimFirst): return claimFirst(context)
        case .refused(let reason): return refusal(reason, in: context.kind)
        }
    }

    private static func refusal(_ reason: GameEvent.Refusal, in kind: GameKind) -> String {
        switch reason {
        case .noSuchCard: tr("There is no such card.")
        case .alreadyMatched(let card): tr("{card} is already matched.").filling(["card": card.name])
        case .gameOver: tr("The game is over. Press Ctrl+N for a new game.")
        case .deckEmpty: kind == .card ? tr("No cards left in the deck.") : tr("The deck is empty.")
        case .nothingSelected: tr("Nothing is selected.")
        case .nothingToShuffle: tr("Nothing to shuffle.")
        case .noSetOnTable(let canDeal): noSetOnTable(nil, canDeal: canDeal)
        case .wholeSetHinted: tr("The hint shows a whole set already.")
        // Worded with the players' keys (`claimFirst`).
        case .claimFirst: tr("Claim first.")
        }
    }

    private static func gameOver(_ totals: GameTotals, in context: TableContext) -> String {
        let found = totals.found
        // TRANSLATORS: {score} is the final score, {time} the time played as a clock shows it ("3:07").
        let sentence = context.kind == .set
            ? trn("Game over. {count} set, score {score}, time {time}.", "Game over. {count} sets, score {score}, time {time}.", found)
            : trn("Game over. {count} match, score {score}, time {time}.",
                  "Game over. {count} matches, score {score}, time {time}.", found)
        return sentence.counting(found)
            .filling(["score": signed(totals.score), "time": NumberText.duration(context.secondsPlayed)])
    }

    private static func newGame(in context: TableContext) -> String {
        let table = context.tableCount
        switch context.kind {
        case .matchismo:
            let size = context.matchMode.cardCount
            return trn("New game: {count} card face down.", "New game: {count} cards face down.", table).counting(table) + " "
                + trn("Turn up {count} of the same suit or rank to match them.",
                      "Turn up {count} of the same suit or rank to match them.", size).counting(size)
        case .set:
            return trn("New game: {count} card on the table, {deck} in the deck.",
                       "New game: {count} cards on the table, {deck} in the deck.", table)
                .counting(table).filling(["deck": String(context.deckCount)])
        case .card: return tr("Shuffled a new deck.")
        case .face: return tr("Reset the face.")
        }
    }

    /// Set cards named as a list: "A, B and C".
    static func setNames(_ cards: [SetCard]) -> String {
        TableReading.list(cards.map(\.name))
    }

    /// "Queen of Hearts", "Queen of Hearts and Two of Clubs", "A, B and C".
    static func names(_ cards: some Collection<PlayingCard>) -> String {
        TableReading.list(cards.map(\.name))
    }
}
