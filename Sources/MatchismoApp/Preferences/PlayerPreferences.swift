import GameModel
import TableCore
import Persistence

/// What the player can choose in the Preferences window (and the game menu's
/// players, match size and cards dealt). Each starts at its declared default
/// (`PreferenceKey.declaration`).
public struct PlayerPreferences: Equatable, Sendable {
    /// Every switch of the Preferences window (`PreferenceKey.switches`): animations,
    /// Deal Automatically, Show How Many Sets, keys on cards.
    public var switches = Dictionary(uniqueKeysWithValues: PreferenceKey.switches.map { ($0, $0.defaultFlag) })
    public var colorBlindSetColors = PreferenceKey.setPalette.defaultChoice(SetPalette.self) == .colorblind
    /// Light, dark, or the desktop's style.
    public var style: StyleChoice = PreferenceKey.style.defaultChoice()
    public var matchMode = MatchMode(rawValue: PreferenceKey.matchMode.defaultNumber)!
    public var cardCount = PreferenceKey.cardCount.defaultNumber
    /// The keyboard layout whose keys choose cards; Automatic recognises the keymap's.
    public var cardKeysLayout: CardKeysChoice = PreferenceKey.cardKeysLayout.defaultChoice()
    /// How many players share the Set table; 1 plays alone.
    public var players = PreferenceKey.players.defaultNumber
    /// The players' names in seat order; a blank or missing one is "Player 2".
    public var playerNames: [String] = []
    /// The seconds a player has to choose cards after claiming.
    public var claimSeconds = PreferenceKey.claimSeconds.defaultNumber
    /// Each seat's computer player level in seat order; nil (or missing) for a person.
    public var computerLevels: [ComputerLevel?] = []

    public init() {}

    /// The switch of `key`, one of `PreferenceKey.switches`.
    public subscript(key: PreferenceKey) -> Bool {
        get { switches[key] ?? key.defaultFlag }
        set { switches[key] = newValue }
    }

    /// Animations on, as far as the desktop allows.
    public var animations: Bool { self[.animations] }
    /// Set deals 3 more by itself when no set is on the table.
    public var autoDeal: Bool { self[.autoDeal] }
    /// Whether cards show the key that chooses them.
    public var showCardKeys: Bool { self[.showCardKeys] }
    /// Whether the Set table says how many sets are on it (the beginner's aid).
    public var showSetCount: Bool { self[.showSetCount] }

    /// The keys these choices are stored under.
    static let keys = PreferenceKey.switches
        + [.setPalette, .style, .matchMode, .cardCount, .cardKeysLayout, .players, .playerNames, .claimSeconds, .computerLevels]
}

extension PlayerPreferences {
    /// The choices kept in the stored preferences.
    @MainActor
    init(_ stored: Preferences) {
        for key in switches.keys { switches[key] = stored[flag: key] }
        colorBlindSetColors = stored.setPalette == .colorblind
        style = stored.style
        matchMode = stored.matchMode
        cardCount = stored.cardCount
        cardKeysLayout = stored.cardKeysLayout
        players = stored.players
        playerNames = stored.playerNames
        claimSeconds = stored.claimSeconds
        computerLevels = stored.computerLevels
    }

    /// Writes the choices that differ from the stored ones.
    @MainActor
    func store(in stored: Preferences) {
        for (key, isOn) in switches where stored[flag: key] != isOn { stored[flag: key] = isOn }
        let palette: SetPalette = colorBlindSetColors ? .colorblind : .standard
        if stored.setPalette != palette { stored.setPalette = palette }
        if stored.style != style { stored.style = style }
        if stored.matchMode != matchMode { stored.matchMode = matchMode }
        if stored.cardCount != cardCount { stored.cardCount = cardCount }
        if stored.cardKeysLayout != cardKeysLayout { stored.cardKeysLayout = cardKeysLayout }
        if stored.players != players { stored.players = players }
        if stored.playerNames != playerNames { stored.playerNames = playerNames }
        if stored.claimSeconds != claimSeconds { stored.claimSeconds = claimSeconds }
        if stored.computerLevels != computerLevels { stored.computerLevels = computerLevels }
    }

    /// The names of `count` players in seat order, "Player 2" for a blank one.
    func names(_ count: Int) -> [String] {
        (0..<count).map { seat in
            let name = seat < playerNames.count ? playerNames[seat] : ""
            return name.isEmpty ? PlayerText.defaultName(seat: seat) : name
        }
    }

    /// The names of `count` players in seat order: a blank one is "Player 2",
    /// or a computer player's level ("Quick").
    func names(_ count: Int, levels: [Int: ComputerLevel]) -> [String] {
        zip(names(count), 0..<count).map { name, seat in
            let given = seat < playerNames.count ? playerNames[seat] : ""
            return given.isEmpty ? levels[seat]?.title ?? name : name
        }
    }
}
