import GameModel

extension Preferences {
    /// The game shown at start-up (`last-game`).
    public var lastGame: GameKind {
        get { readChoice(.lastGame, default: .matchismo) }
        set { write(.lastGame, .string(newValue.rawValue)) }
    }

    /// Cards per Matchismo match (`match-mode`).
    public var matchMode: MatchMode {
        get { MatchMode(rawValue: readInt(.matchMode, in: PreferenceLimits.matchMode)) ?? .twoCards }
        set { write(.matchMode, .int(newValue.rawValue)) }
    }

    /// Cards dealt in a new Matchismo game (`card-count`), within `MatchismoGame.cardCountRange`.
    public var cardCount: Int {
        get { readInt(.cardCount, in: MatchismoGame.cardCountRange) }
        set { write(.cardCount, .int(Self.clamp(newValue, MatchismoGame.cardCountRange))) }
    }

    /// The Set symbol colours (`set-palette`).
    public var setPalette: SetPalette {
        get { readChoice(.setPalette, default: .standard) }
        set { write(.setPalette, .string(newValue.rawValue)) }
    }

    /// Light, dark or the desktop's style (`style`).
    public var style: StyleChoice {
        get { readChoice(.style, default: .system) }
        set { write(.style, .string(newValue.rawValue)) }
    }

    /// The keyboard layout whose keys choose cards (`card-keys-layout`).
    public var cardKeysLayout: CardKeysChoice {
        get { readChoice(.cardKeysLayout, default: .automatic) }
        set { write(.cardKeysLayout, .string(newValue.rawValue)) }
    }

    /// Whether each card shows the key that chooses it (`show-card-keys`).
    public var showCardKeys: Bool {
        get { readBool(.showCardKeys) }
        set { write(.showCardKeys, .bool(newValue)) }
    }

    /// Players at the Set table (`players`): 1 is a solo game, 2 to 4 a match;
    /// within `PreferenceLimits.players`.
    public var players: Int {
        get { readInt(.players, in: PreferenceLimits.players) }
        set { write(.players, .int(Self.clamp(newValue, PreferenceLimits.players))) }
    }

    /// The players' names in seat order (`player-names`), each trimmed and at
    /// most `PreferenceLimits.playerNameLength` characters, at most one per
    /// seat. An empty or missing name stands for the app's default ("Player 2").
    public var playerNames: [String] {
        get { readNames(.playerNames, count: PreferenceLimits.players.upperBound) }
        set { write(.playerNames, .strings(newValue.prefix(PreferenceLimits.players.upperBound).map(PlayerName.normalized))) }
    }

    /// Seconds a player who claimed has to choose the cards (`claim-seconds`),
    /// within `PreferenceLimits.claimSeconds`.
    public var claimSeconds: Int {
        get { readInt(.claimSeconds, in: PreferenceLimits.claimSeconds) }
        set { write(.claimSeconds, .int(Self.clamp(newValue, PreferenceLimits.claimSeconds))) }
    }

    /// Whether Set deals 3 more by itself when no set is on the table (`auto-deal`).
    public var autoDeal: Bool {
        get { readBool(.autoDeal) }
        set { write(.autoDeal, .bool(newValue)) }
    }

    /// Whether cards animate (`animations`); the desktop setting can still turn them off.
    public var animations: Bool {
        get { readBool(.animations) }
        set { write(.animations, .bool(newValue)) }
    }

    /// The main window's width in pixels (`window-width`), within `PreferenceLimits.windowSize`.
    public var windowWidth: Int {
        get { readInt(.windowWidth, in: PreferenceLimits.windowSize) }
        set { write(.windowWidth, .int(Self.clamp(newValue, PreferenceLimits.windowSize))) }
    }

    /// The main window's height in pixels (`window-height`), within `PreferenceLimits.windowSize`.
    public var windowHeight: Int {
        get { readInt(.windowHeight, in: PreferenceLimits.windowSize) }
        set { write(.windowHeight, .int(Self.clamp(newValue, PreferenceLimits.windowSize))) }
    }

    /// Whether the main window is maximized (`window-maximized`).
    public var windowMaximized: Bool {
        get { readBool(.windowMaximized) }
        set { write(.windowMaximized, .bool(newValue)) }
    }

    private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
