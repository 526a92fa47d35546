import GameModel

/// Typed access to each setting. Defaults and ranges come from the key's
/// declaration (`PreferenceKey.declaration`); numbers read or written are
/// kept within its range.
extension Preferences {
    /// A flag setting (`b`), such as `.autoDeal`.
    public subscript(flag key: PreferenceKey) -> Bool {
        get { readBool(key) }
        set { write(key, .bool(newValue)) }
    }

    /// A number setting (`i`), such as `.claimSeconds`, within its declared range.
    public subscript(number key: PreferenceKey) -> Int {
        get { readInt(key, in: key.range) }
        set { write(key, .int(min(max(newValue, key.range.lowerBound), key.range.upperBound))) }
    }

    /// A choice setting (`s` with choices) as the type that spells its choices.
    public subscript<Choice: RawRepresentable>(choice key: PreferenceKey) -> Choice where Choice.RawValue == String {
        get { readChoice(key, default: key.defaultChoice()) }
        set { write(key, .string(newValue.rawValue)) }
    }

    /// The game shown at start-up (`last-game`).
    public var lastGame: GameKind {
        get { self[choice: .lastGame] }
        set { self[choice: .lastGame] = newValue }
    }

    /// Whether `kind`'s first lesson was finished or skipped (`set-lesson-seen`,
    /// `matchismo-lesson-seen`); the other games have none, and count as seen.
    public func lessonSeen(_ kind: GameKind) -> Bool {
        switch kind {
        case .set: self[flag: .setLessonSeen]
        case .matchismo: self[flag: .matchismoLessonSeen]
        case .card, .face: true
        }
    }

    /// Marks `kind`'s first lesson finished or skipped: it is not offered again.
    public func noteLessonSeen(_ kind: GameKind) {
        switch kind {
        case .set: self[flag: .setLessonSeen] = true
        case .matchismo: self[flag: .matchismoLessonSeen] = true
        case .card, .face: break
        }
    }

    /// Cards per Matchismo match (`match-mode`).
    public var matchMode: MatchMode {
        // The declared range is the modes' numbers, so any number read is a mode.
        get { MatchMode(rawValue: self[number: .matchMode])! }
        set { self[number: .matchMode] = newValue.rawValue }
    }

    /// Cards dealt in a new Matchismo game (`card-count`).
    public var cardCount: Int {
        get { self[number: .cardCount] }
        set { self[number: .cardCount] = newValue }
    }

    /// The Set symbol colours (`set-palette`).
    public var setPalette: SetPalette {
        get { self[choice: .setPalette] }
        set { self[choice: .setPalette] = newValue }
    }

    /// Light, dark or the desktop's style (`style`).
    public var style: StyleChoice {
        get { self[choice: .style] }
        set { self[choice: .style] = newValue }
    }

    /// The keyboard layout whose keys choose cards (`card-keys-layout`).
    public var cardKeysLayout: CardKeysChoice {
        get { self[choice: .cardKeysLayout] }
        set { self[choice: .cardKeysLayout] = newValue }
    }

    /// Players at the Set table (`players`): 1 is a solo game, 2 to 4 a match.
    public var players: Int {
        get { self[number: .players] }
        set { self[number: .players] = newValue }
    }

    /// The players' names in seat order (`player-names`), each trimmed and cut
    /// to the declared length, at most one per seat. An empty or missing name
    /// stands for the app's default ("Player 2").
    public var playerNames: [String] {
        get { readNames(.playerNames, count: PreferenceKey.playerNames.nameLimits.count) }
        set { write(.playerNames, .strings(newValue.prefix(PreferenceKey.playerNames.nameLimits.count).map(PlayerName.normalized))) }
    }

    /// Seconds a player who claimed has to choose the cards (`claim-seconds`).
    public var claimSeconds: Int {
        get { self[number: .claimSeconds] }
        set { self[number: .claimSeconds] = newValue }
    }

    /// Whether Set deals 3 more by itself when no set is on the table (`auto-deal`).
    public var autoDeal: Bool {
        get { self[flag: .autoDeal] }
        set { self[flag: .autoDeal] = newValue }
    }

    /// Whether cards animate (`animations`); the desktop setting can still turn them off.
    public var animations: Bool {
        get { self[flag: .animations] }
        set { self[flag: .animations] = newValue }
    }

    /// Whether each card shows the key that chooses it (`show-card-keys`).
    public var showCardKeys: Bool {
        get { self[flag: .showCardKeys] }
        set { self[flag: .showCardKeys] = newValue }
    }

    /// The main window's width in pixels (`window-width`).
    public var windowWidth: Int {
        get { self[number: .windowWidth] }
        set { self[number: .windowWidth] = newValue }
    }

    /// The main window's height in pixels (`window-height`).
    public var windowHeight: Int {
        get { self[number: .windowHeight] }
        set { self[number: .windowHeight] = newValue }
    }

    /// Whether the main window is maximized (`window-maximized`).
    public var windowMaximized: Bool {
        get { self[flag: .windowMaximized] }
        set { self[flag: .windowMaximized] = newValue }
    }
}
