import GameModel

/// A key of the `io.github.matchismo.Matchismo` settings schema.
public enum PreferenceKey: String, CaseIterable, Sendable {
    case lastGame = "last-game"
    case matchMode = "match-mode"
    case cardCount = "card-count"
    case setPalette = "set-palette"
    case animations
    case autoDeal = "auto-deal"
    case style
    case cardKeysLayout = "card-keys-layout"
    case showCardKeys = "show-card-keys"
    case players
    case playerNames = "player-names"
    case claimSeconds = "claim-seconds"
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"

    /// The schema's default, used when the schema is missing.
    var defaultValue: PreferenceValue {
        switch self {
        case .lastGame: .string(GameKind.matchismo.rawValue)
        case .matchMode: .int(2)
        case .cardCount: .int(30)
        case .setPalette: .string(SetPalette.standard.rawValue)
        case .animations: .bool(true)
        case .autoDeal: .bool(false)
        case .style: .string(StyleChoice.system.rawValue)
        case .cardKeysLayout: .string(CardKeysChoice.automatic.rawValue)
        case .showCardKeys: .bool(false)
        case .players: .int(1)
        case .playerNames: .strings([])
        case .claimSeconds: .int(6)
        case .windowWidth: .int(960)
        case .windowHeight: .int(720)
        case .windowMaximized: .bool(false)
        }
    }
}
