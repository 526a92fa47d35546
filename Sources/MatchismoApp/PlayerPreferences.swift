import GameModel
import TableCore
import Persistence

/// What the player can choose in the Preferences window.
public struct PlayerPreferences: Equatable, Sendable {
    public var colorBlindSetColors = false
    /// Animations on, as far as the desktop allows.
    public var animations = true
    /// Set deals 3 more by itself when no set is on the table.
    public var autoDeal = false
    /// Light, dark, or the desktop's style.
    public var style = StyleChoice.system
    public var matchMode = MatchMode.twoCards
    public var cardCount = MatchismoGame.defaultCardCount
    /// The keyboard layout whose keys choose cards; Automatic recognises the keymap's.
    public var cardKeysLayout = CardKeysChoice.automatic
    /// Whether cards show the key that chooses them.
    public var showCardKeys = false
    /// How many players share the Set table; 1 plays alone.
    public var players = 1
    /// The players' names in seat order; a blank or missing one is "Player 2".
    public var playerNames: [String] = []
    /// The seconds a player has to choose cards after claiming.
    public var claimSeconds = 6

    public init() {}
}

extension PlayerPreferences {
    /// The choices kept in the stored preferences.
    @MainActor
    init(_ stored: Preferences) {
        colorBlindSetColors = stored.setPalette == .colorblind
        animations = stored.animations
        autoDeal = stored.autoDeal
        style = stored.style
        matchMode = stored.matchMode
        cardCount = stored.cardCount
        cardKeysLayout = stored.cardKeysLayout
        showCardKeys = stored.showCardKeys
        players = stored.players
        playerNames = stored.playerNames
        claimSeconds = stored.claimSeconds
    }

    /// Writes the choices that differ from the stored ones.
    @MainActor
    func store(in stored: Preferences) {
        let palette: SetPalette = colorBlindSetColors ? .colorblind : .standard
        if stored.setPalette != palette { stored.setPalette = palette }
        if stored.animations != animations { stored.animations = animations }
        if stored.autoDeal != autoDeal { stored.autoDeal = autoDeal }
        if stored.style != style { stored.style = style }
        if stored.matchMode != matchMode { stored.matchMode = matchMode }
        if stored.cardCount != cardCount { stored.cardCount = cardCount }
        if stored.cardKeysLayout != cardKeysLayout { stored.cardKeysLayout = cardKeysLayout }
        if stored.showCardKeys != showCardKeys { stored.showCardKeys = showCardKeys }
        if stored.players != players { stored.players = players }
        if stored.playerNames != playerNames { stored.playerNames = playerNames }
        if stored.claimSeconds != claimSeconds { stored.claimSeconds = claimSeconds }
    }

    /// The names of `count` players in seat order, "Player 2" for a blank one.
    func names(_ count: Int) -> [String] {
        (0..<count).map { seat in
            let name = seat < playerNames.count ? playerNames[seat] : ""
            return name.isEmpty ? PlayerText.defaultName(seat: seat) : name
        }
    }
}
