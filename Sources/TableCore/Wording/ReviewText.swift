import GameModel
import GLibKit

/// The review's words: each step of a game looked back on, read
/// as one sentence ("Move 7 of 27: you found …; 2 other sets were on the
/// table: …"), and the table at the end.
public enum ReviewText {
    /// The window's title.
    // TRANSLATORS: the title of the window that steps through a Set game move by move.
    public static var title: String { tr("Game Review") }

    /// One step of `review`: what the move did and every other success on the table then.
    public static func sentence(_ step: ReviewStep, of review: GameReview) -> String {
        // TRANSLATORS: the start of a review step; {number} of {count} moves reviewed, then what the move did.
        tr("Move {number} of {count}: {move}; {others}")
            .filling(["number": String(step.number), "count": String(review.steps.count),
                      "move": move(step.event), "others": others(step)])
    }

    /// The table after the last move, said after the last step.
    public static func end(of review: GameReview) -> String {
        let plays = review.finalPlays
        let opening = review.isOver
            // TRANSLATORS: the review's last page, after every move; {score} is the final score.
            ? tr("End of the game, score {score}:")
            // TRANSLATORS: the review's last page while the game goes on; {score} is the score now.
            : tr("The table now, score {score}:")
        let sets = plays.isEmpty
            ? tr("no set is left on the table.")
            // TRANSLATORS: the review's last page; {count} is a number, {sets} lists the sets, each as its cards.
            : trn("{count} set is on the table: {sets}.", "{count} sets are on the table: {sets}.", plays.count)
                .counting(plays.count).filling(["sets": list(plays)])
        return opening.filling(["score": EventText.signed(review.score)]) + " " + sets
    }

    /// What the move did, to fit "Move 7 of 27: …".
    static func move(_ event: GameEvent) -> String {
        switch event {
        // TRANSLATORS: a review step's move; {cards} names the cards of the set the player found.
        case .setFound(let cards, _), .ultraFound(let cards, _, _): tr("you found {cards}").filling(["cards": EventText.setNames(cards)])
        // TRANSLATORS: a review step's move: a wrong try; {cards} names the cards chosen.
        case .notASet(let cards, _): tr("you tried {cards}, which is not a set").filling(["cards": EventText.setNames(cards)])
        // TRANSLATORS: a review step's move in Set-Chain: a set that does not keep a card of the last one.
        case .notAChain(let cards, _, _): tr("you tried {cards}, which does not keep the chain").filling(["cards": EventText.setNames(cards)])
        // TRANSLATORS: a review step's move in UltraSet: four cards that are no UltraSet.
        case .notAnUltra(let cards, _): tr("you tried {cards}, which is not an UltraSet").filling(["cards": EventText.setNames(cards)])
        // TRANSLATORS: a review step's move in the puzzle: a set chosen a second time.
        case .setAlreadyFound(let cards): tr("you chose {cards} again, already found").filling(["cards": EventText.setNames(cards)])
        // TRANSLATORS: a review step's move: cards dealt; {count} is a number.
        case .dealt(let cards, _): trn("{count} more card was dealt", "{count} more cards were dealt", cards.count).counting(cards.count)
        // TRANSLATORS: a review step's move: a hint; {card} names the card it showed.
        case .hinted(let card, _): tr("a hint showed {card}").filling(["card": card.name])
        // TRANSLATORS: a review step's move: Show Me the Sets; {cards} names the set it showed.
        case .playShown(let cards, _, _, _): tr("you were shown {cards}").filling(["cards": EventText.setNames(cards)])
        default: ""
        }
    }

    /// The successes on the table at the step besides the one found.
    static func others(_ step: ReviewStep) -> String {
        let plays = step.otherPlays
        let filling = ["sets": list(plays)]
        if step.success != nil {
            return plays.isEmpty
                // TRANSLATORS: a review step after a set found: no other set was on the table.
                ? tr("no other set was on the table.")
                // TRANSLATORS: a review step after a set found; {count} is a number, {sets} lists the sets, each as its cards.
                : trn("{count} other set was on the table: {sets}.", "{count} other sets were on the table: {sets}.", plays.count)
                    .counting(plays.count).filling(filling)
        }
        return plays.isEmpty
            // TRANSLATORS: a review step after a deal, a wrong try or a hint: no set was on the table.
            ? tr("no set was on the table.")
            // TRANSLATORS: a review step after a deal, a wrong try or a hint; {count} is a number, {sets} lists the sets.
            : trn("{count} set was on the table: {sets}.", "{count} sets were on the table: {sets}.", plays.count)
                .counting(plays.count).filling(filling)
    }

    /// Sets named one after another: "A, B and C; D, E and F".
    static func list(_ plays: [[SetCard]]) -> String {
        // TRANSLATORS: between two sets in a list of sets, each named as "A, B and C".
        plays.map(EventText.setNames).joined(separator: tr("; "))
    }
}
