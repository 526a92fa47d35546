extension SetFamilyGame {
    /// Every success possible now under the variant's rules (sets, sets that
    /// keep the chain, UltraSets, the puzzle's sets not yet found), in the
    /// rules' stable order (`SetRules.allSets` for Set): what Show Me the Sets
    /// marks in turn, what the hint and the computer players read, and what
    /// `playsOnTable` counts.
    public var allPlays: [[SetCard]] {
        // Every variant is built on `SetFamilyRules` (see `SetVariant.rules`).
        (self as? any SetFamilyRules)?.plays ?? []
    }
}
