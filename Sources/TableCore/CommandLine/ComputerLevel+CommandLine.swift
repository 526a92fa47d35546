import GameModel

/// Computer players' levels as `--opponents=` spells them, beside the other
/// options (the command-line fuzzer builds this folder alone).
extension ComputerLevel {
    /// The most computer players at one table: every seat but one human's.
    public static let mostAtATable = PlayersMatch.sizes.upperBound - 1

    /// Levels written as on the command line, "quick,steady": 1 to
    /// `mostAtATable` of the raw values, separated by commas; nil for anything else.
    public static func list(parsing text: String) -> [ComputerLevel]? {
        let levels = text.split(separator: ",", omittingEmptySubsequences: false).map { ComputerLevel(rawValue: String($0)) }
        guard (1...mostAtATable).contains(levels.count), !levels.contains(nil) else { return nil }
        return levels.compactMap { $0 }
    }
}
