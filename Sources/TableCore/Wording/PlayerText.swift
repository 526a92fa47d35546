import GameModel
import GLibKit

/// The words for the players at one table: the bar's labels and what a
/// screen reader says for each player.
public enum PlayerText {
    /// What a player is doing now.
    public enum State: Equatable, Sendable {
        case waiting
        /// Claimed, choosing cards, with whole seconds left.
        case choosing(secondsLeft: Int)
        /// Locked out until the next success.
        case lockedOut
    }

    /// The line under the name: the claim key, the seconds left, or "Locked out".
    public static func shortState(_ state: State, keyName: String) -> String {
        switch state {
        case .waiting: keyName
        // TRANSLATORS: under the name of the player choosing cards; {seconds} is how many are left.
        case .choosing(let seconds): tr("{seconds} s left").filling(["seconds": String(seconds)])
        // TRANSLATORS: under the name of a player who may not claim until the next set is found.
        case .lockedOut: tr("Locked out")
        }
    }

    /// The player's button for a screen reader: "Anna, 3 points, claim key Left Shift".
    public static func spoken(_ player: MatchPlayer, keyName: String, state: State) -> String {
        // TRANSLATORS: a player's button; {points} is "3 points", {key} a key's name ("Left Shift").
        let base = tr("{name}, {points}, claim key {key}")
            .filling(["name": isolated(player.name), "points": EventText.signedPoints(player.score), "key": keyName])
        switch state {
        case .waiting: return base
        case .choosing(let left):
            // TRANSLATORS: added to a player's button while they choose; {seconds} is "4 seconds".
            return base + tr(", choosing: {seconds} left").filling(["seconds": seconds(left)])
        case .lockedOut:
            // TRANSLATORS: added to a player's button while they may not claim.
            return base + tr(", locked out until the next set")
        }
    }

    /// "4 seconds".
    public static func seconds(_ count: Int) -> String {
        trn("{count} second", "{count} seconds", count).counting(count)
    }

    /// A player's default name: "Player 2".
    public static func defaultName(seat: Int) -> String {
        // TRANSLATORS: the name of a player who has not chosen one; {number} is 1 to 4.
        tr("Player {number}").filling(["number": String(seat + 1)])
    }
}
