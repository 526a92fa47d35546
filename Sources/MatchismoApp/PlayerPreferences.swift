import GameModel

/// What the player can choose in the Preferences window.
public struct PlayerPreferences: Equatable, Sendable {
    public var colorBlindSetColors = false
    /// Animations on, as far as the desktop allows.
    public var animations = true
    public var matchMode = MatchMode.twoCards
    public var cardCount = MatchismoGame.defaultCardCount

    public init() {}
}
