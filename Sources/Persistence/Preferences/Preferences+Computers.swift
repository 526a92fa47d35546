import GameModel

extension Preferences {
    /// Each seat's computer player in seat order (`opponent-levels`): a
    /// level, or nil for a person (an empty entry, or a level this version
    /// does not know).
    public var computerLevels: [ComputerLevel?] {
        get { readNames(.computerLevels, count: PreferenceKey.computerLevels.nameLimits.count).map(ComputerLevel.init(rawValue:)) }
        set {
            let seats = newValue.prefix(PreferenceKey.computerLevels.nameLimits.count).map { $0?.rawValue ?? "" }
            write(.computerLevels, .strings(Array(seats)))
        }
    }
}
