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
        case .windowWidth: .int(960)
        case .windowHeight: .int(720)
        case .windowMaximized: .bool(false)
        }
    }
}

/// A setting's value in one of the schema's three types.
enum PreferenceValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)

    /// The GVariant type string: `s`, `i` or `b`.
    var variantType: String {
        switch self {
        case .string: "s"
        case .int: "i"
        case .bool: "b"
        }
    }
}
