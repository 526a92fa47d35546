import GameModel
import GLibKit

/// What is said and shown of computer players: their claims, and their
/// button in the players bar.
extension EventText {
    /// A computer player claimed: "Quick claims." It needs no seconds to choose,
    /// and its cards and verdict are said as any player's.
    static func computerClaims(_ name: String) -> String {
        // TRANSLATORS: a computer player claimed a set and is about to choose its cards.
        tr("{name} claims.").filling(["name": name])
    }

    /// After the claim keys when computer players sit at the table: " Computer players: Quick and Steady."
    static func computersSeated(_ context: TableContext) -> String {
        let names = context.computerSeats.sorted().map(context.playerName)
        guard !names.isEmpty else { return "" }
        // TRANSLATORS: said when players are seated; {names} is "Quick" or "Quick and Steady".
        return " " + trn("Computer player: {names}.", "Computer players: {names}.", names.count)
            .filling(["names": TableReading.list(names)])
    }
}

extension PlayerText {
    /// A computer player's button for a screen reader: "Quick, computer
    /// player, 3 points", then what it is doing (`state`).
    public static func spokenComputer(_ player: MatchPlayer, state: State) -> String {
        // TRANSLATORS: a computer player's button in the players bar; {points} is "3 points".
        let base = tr("{name}, computer player, {points}")
            .filling(["name": isolated(player.name), "points": EventText.signedPoints(player.score)])
        switch state {
        case .waiting: return base
        // TRANSLATORS: added to a computer player's button while it chooses cards.
        case .choosing: return base + tr(", choosing")
        case .lockedOut: return base + tr(", locked out until the next set")
        }
    }

    /// The score beside a name in the bar, set apart so that "Player 1" and
    /// 0 cannot read as "Player 10": "· 0 points"; in a narrow bar, where four
    /// seats share 360 pixels and only names may shrink, "· 0".
    public static func scoreBeside(_ score: Int, narrow: Bool = false) -> String {
        guard narrow else {
            // TRANSLATORS: after a player's name in the players bar; {points} is "3 points". The dot sets it apart from the name.
            return tr("· {points}").filling(["points": EventText.signedPoints(score)])
        }
        // TRANSLATORS: the same in a narrow window, where "points" has no room; {score} is a bare number ("3", "−1").
        return tr("· {score}").filling(["score": EventText.signed(score)])
    }
}
