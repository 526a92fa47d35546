/// A game as the clock, the statistics and the saved session tell games
/// apart: each variant of Set has its own time, records and saved game.
public struct PlayedGame: Hashable, Sendable {
    public let kind: GameKind
    /// The Set variant; nil for every other game.
    public let variant: SetVariant?
    /// A sprint of classic Set (`SprintGame`): its own clock, and records of
    /// its own (`SprintRecords`), never a classic game's statistics.
    public let sprint: SprintMode?

    public init(_ kind: GameKind, variant: SetVariant? = nil) {
        self.kind = kind
        self.variant = kind == .set ? (variant ?? .classic) : nil
        sprint = nil
    }

    private init(sprint: SprintMode) {
        kind = .set
        variant = .classic
        self.sprint = sprint
    }

    /// A sprint of `mode` at the Set table.
    public static func sprint(_ mode: SprintMode) -> PlayedGame { PlayedGame(sprint: mode) }

    public static let matchismo = PlayedGame(.matchismo)
    public static func set(_ variant: SetVariant) -> PlayedGame { PlayedGame(.set, variant: variant) }
    public static let card = PlayedGame(.card)

    /// Every game that keeps a score and statistics: Matchismo, then Set's variants.
    public static let scored: [PlayedGame] = [.matchismo] + SetVariant.allCases.map(PlayedGame.set)

    public var keepsScore: Bool { kind.keepsScore }

    /// The name in saved files: "matchismo", "set" (classic, as it always was), "set-junior".
    public var storageName: String {
        if let sprint { return "\(kind.rawValue)-sprint-\(sprint.rawValue)" }
        guard let variant, variant != .classic else { return kind.rawValue }
        return "\(kind.rawValue)-\(variant.rawValue)"
    }

    /// The game named `storageName`; nil for an unknown name.
    public init?(storageName: String) {
        if let kind = GameKind(rawValue: storageName) {
            self.init(kind)
            return
        }
        let prefix = GameKind.set.rawValue + "-"
        guard storageName.hasPrefix(prefix),
              let variant = SetVariant(rawValue: String(storageName.dropFirst(prefix.count))) else { return nil }
        self.init(.set, variant: variant)
    }
}
