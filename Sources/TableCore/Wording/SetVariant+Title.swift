import GameModel
import GLibKit

extension SetVariant {
    /// The variant's name in the game menu, the header and the statistics.
    public var title: String {
        switch self {
        // TRANSLATORS: the Set variants' names, as the best-known online Set calls them.
        case .classic: trc("variant", "Classic")
        case .junior: trc("variant", "Junior")
        case .chain: trc("variant", "Set-Chain")
        case .ultra: trc("variant", "UltraSet")
        case .puzzle: trc("variant", "Daily Puzzle")
        }
    }

    /// The rule in one sentence, for the status line when the variant starts.
    public var rule: String {
        switch self {
        case .classic: tr("Find three cards that are all the same or all different in each feature.")
        case .junior: tr("Junior: only solid cards. Find three that are all the same or all different in number, colour and shape.")
        case .chain: tr("Set-Chain: find a set; every set after the first keeps exactly one card of the last set.")
        case .ultra: tr("UltraSet: choose four cards that split into two pairs completed by the same third card.")
        case .puzzle: tr("Daily puzzle: find the 6 sets among these 12 cards. Nothing is dealt.")
        }
    }
}

extension PlayedGame {
    /// "Matchismo", "Set", "Set: Junior".
    public var title: String {
        if let sprint { return SprintText.header(sprint) }
        guard let variant, variant != .classic else { return kind.title }
        // TRANSLATORS: a Set variant in the statistics' game list; {game} is "Set", {variant} "Junior".
        return tr("{game}: {variant}").filling(["game": kind.title, "variant": variant.title])
    }
}
