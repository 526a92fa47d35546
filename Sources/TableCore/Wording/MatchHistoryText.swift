import GameModel
import GLibKit

/// The match history in words: each turn of a Matchismo game as a row of the
/// Match History window, read the same way by a screen reader.
public enum MatchHistoryText {
    /// What the turn did to the cards: "Queen of Hearts and Queen of Spades match".
    public static func title(_ turn: MatchismoTurn) -> String {
        let cards = EventText.names(turn.cards)
        return switch turn.result {
        // TRANSLATORS: a row of the match history; {card} is a card's name.
        case .turnedUp: tr("Turned up {card}").filling(["card": cards])
        case .turnedDown: tr("Turned {card} back down").filling(["card": cards])
        // TRANSLATORS: a row of the match history; {cards} names the cards, "A and B".
        case .matched: tr("{cards} match").filling(["cards": cards])
        case .mismatched: tr("{cards} don't match").filling(["cards": cards])
        }
    }

    /// The turn's number and points: "Turn 7: 16 points for the match, minus 1 to turn up. Score 11."
    public static func detail(_ turn: MatchismoTurn, number: Int) -> String {
        // TRANSLATORS: the start of a match history row's details; {number} counts the turns from 1.
        let start = tr("Turn {number}:").filling(["number": String(number)])
        let cost = tr("minus {cost} to turn up").filling(["cost": String(turn.cost)])
        let points = switch turn.result {
        case .turnedUp: cost
        // TRANSLATORS: a match history row's details: turning a card back down costs nothing.
        case .turnedDown: tr("no points")
        // TRANSLATORS: a match history row's details; {count} points won, {cost} the text "minus 1 to turn up".
        case .matched(let won): trn("{count} point for the match, {cost}", "{count} points for the match, {cost}", won)
            .counting(won).filling(["cost": cost])
        // TRANSLATORS: a match history row's details; {penalty} points lost, {cost} the text "minus 1 to turn up".
        case .mismatched(let penalty): tr("minus {penalty} for the mismatch, {cost}")
            .filling(["penalty": String(penalty), "cost": cost])
        }
        return start + " " + points + ". " + EventText.score(turn.score)
    }

    /// The history's heading: the deal's number, or the game's name without one.
    public static func heading(deal: UInt64?) -> String {
        deal.map(DealNumber.label) ?? GameKind.matchismo.title
    }

    /// Under the heading: how many turns and in what order the rows are.
    public static func summary(turns: Int) -> String {
        guard turns > 0 else { return tr("No turns yet.") }
        // TRANSLATORS: the match history's description; the newest turn is listed first.
        return trn("{count} turn, newest first.", "{count} turns, newest first.", turns).counting(turns)
    }
}
