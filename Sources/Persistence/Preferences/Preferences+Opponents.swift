import GameModel

extension Preferences {
    /// Each seat's computer player in seat order (`opponent-levels`): a
    /// level, or nil for a person (an empty entry, or a level this version
    /// does not know).
    public var opponentLevels: [OpponentLevel?] {
        get { readNames(.opponentLevels, count: PreferenceKey.opponentLevels.nameLimits.count).map(OpponentLevel.init(rawValue:)) }
        set {
            let seats = newValue.prefix(PreferenceKey.opponentLevels.nameLimits.count).map { $0?.rawValue ?? "" }
            write(.opponentLevels, .strings(Array(seats)))
        }
    }
}
