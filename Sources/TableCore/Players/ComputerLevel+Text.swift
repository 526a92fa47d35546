import GameModel
import GLibKit

/// A computer player's level in words.
extension ComputerLevel {
    /// The level's name, which is also a computer player's name until it is given another: "Quick".
    public var title: String {
        switch self {
        // TRANSLATORS: a computer player's level at the Set table (and its name unless changed): the slowest.
        case .beginner: tr("Beginner")
        // TRANSLATORS: a computer player's level at the Set table (and its name unless changed).
        case .steady: tr("Steady")
        // TRANSLATORS: a computer player's level at the Set table (and its name unless changed).
        case .quick: tr("Quick")
        // TRANSLATORS: a computer player's level at the Set table (and its name unless changed): the fastest.
        case .expert: tr("Expert")
        // TRANSLATORS: a computer player's level that plays as fast as the player's own solo Set games.
        case .yourPace: tr("Your Pace")
        }
    }

    /// What the players bar shows under a computer player's name: its level,
    /// or "Computer" while the name is still the level's own ("Quick" over
    /// "Computer", "Robo" over "Quick"), so the button never says a word twice.
    public func caption(under name: String) -> String {
        // TRANSLATORS: under a computer player's name in the players bar while that name is its level's ("Quick").
        name == title ? trc("players bar", "Computer") : title
    }
}
