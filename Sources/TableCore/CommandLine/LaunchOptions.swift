import GameModel
import GLibKit

/// The command-line options of the game window, checked before anything starts.
public struct LaunchOptions: Equatable, Sendable {
    public var game: GameKind?
    public var seed: UInt64?
    /// The Set variant; given, the game is Set.
    public var variant: SetVariant?
    /// The day of the daily puzzle; given, the game is Set's puzzle.
    public var date: PuzzleDate?
    /// How many players share the Set table (1 to 4); given, the game is Set.
    public var players: Int?
    /// Computer players' levels for the seats after the first (`--opponents`); given, the game is Set.
    public var computers: [ComputerLevel]?
    /// The most players at one table; 1 plays alone.
    public static let playerCounts = 1...PlayersMatch.sizes.upperBound

    public init(game: GameKind? = nil, seed: UInt64? = nil, variant: SetVariant? = nil, date: PuzzleDate? = nil,
                players: Int? = nil, computers: [ComputerLevel]? = nil)
    {
        self.computers = computers
        self.game = game
        self.seed = seed
        self.variant = variant
        self.date = date
        self.players = players
    }

    /// Reads `--game`, `--seed`, `--variant`, `--date`, `--players`,
    /// `--opponents` and `--deal` values, each labelled as its option is
    /// spelled, or explains what is wrong. A variant, a date or players
    /// imply Set; a date implies the puzzle. A deal is Matchismo dealt from
    /// that number (its seed).
    public static func parse(game: String?, seed: String?, variant: String? = nil, date: String? = nil,
                             deal: String? = nil, players: String? = nil, opponents: String? = nil) -> Result<LaunchOptions, LaunchOptionError>
    {
        var options = LaunchOptions()
        if let game {
            guard let kind = GameKind(rawValue: game) else { return .failure(.badGame(game)) }
            options.game = kind
        }
        if let seed {
            guard let value = UInt64(seed) else { return .failure(.badSeed(seed)) }
            options.seed = value
        }
        if let variant {
            guard let value = SetVariant(rawValue: variant) else { return .failure(.badVariant(variant)) }
            options.variant = value
        }
        if let date {
            guard let day = PuzzleDate(parsing: date) else { return .failure(.badDate(date)) }
            guard (options.variant ?? .puzzle) == .puzzle else { return .failure(.dateWithoutPuzzle) }
            options.date = day
            options.variant = .puzzle
        }
        if options.variant != nil {
            guard (options.game ?? .set) == .set else { return .failure(.variantWithoutSet) }
            options.game = .set
        }
        if let players {
            guard let count = Int(players), playerCounts.contains(count) else { return .failure(.badPlayers(players)) }
            guard (options.game ?? .set) == .set else { return .failure(.playersWithoutSet) }
            options.game = .set
            options.players = count
        }
        if let opponents {
            guard let levels = ComputerLevel.list(parsing: opponents) else { return .failure(.badComputers(opponents)) }
            guard (options.game ?? .set) == .set else { return .failure(.computersWithoutSet) }
            guard options.players.map({ $0 > levels.count }) ?? true else { return .failure(.computersFillEverySeat) }
            options.game = .set
            options.players = options.players ?? levels.count + 1
            options.computers = levels
        }
        if let deal {
            guard let number = UInt64(deal) else { return .failure(.badDeal(deal)) }
            guard (options.game ?? .matchismo) == .matchismo else { return .failure(.dealWithoutMatchismo) }
            guard options.seed == nil else { return .failure(.dealWithSeed) }
            options.game = .matchismo
            options.seed = number
        }
        return .success(options)
    }
}

/// A bad command-line value; the description is the message the user sees.
public enum LaunchOptionError: Error, Equatable, CustomStringConvertible {
    case badGame(String)
    case badSeed(String)
    case badVariant(String)
    case badDate(String)
    case variantWithoutSet
    case dateWithoutPuzzle
    case badPlayers(String)
    case playersWithoutSet
    case badComputers(String)
    case computersWithoutSet
    case computersFillEverySeat
    case badDeal(String)
    case dealWithoutMatchismo
    case dealWithSeed
    case unexpectedArguments
    case noDisplay

    public var description: String {
        // TRANSLATORS: command-line errors. Keep the options (--game=set, 'matchismo render') as they are.
        let message = switch self {
        case .badGame(let value):
            // TRANSLATORS: {games} lists the choices (--game=matchismo, --game=set, --game=card or --game=face).
            tr("unknown game '{value}'. Use {games}.")
                .filling(["games": LaunchOptions.choices(GameKind.allCases.map { "--game=\($0.rawValue)" })]).filling(["value": value])
        case .badSeed(let value):
            tr("invalid seed '{value}'. Use a whole number from 0 to {max}.").filling(["value": value, "max": String(UInt64.max)])
        case .badVariant(let value):
            // TRANSLATORS: {variants} lists the choices (--variant=classic, --variant=junior, … or --variant=puzzle).
            tr("unknown variant '{value}'. Use {variants}.")
                .filling(["variants": LaunchOptions.choices(SetVariant.allCases.map { "--variant=\($0.rawValue)" })])
                .filling(["value": value])
        case .badDate(let value):
            tr("invalid date '{value}'. Use a day that exists, written YYYY-MM-DD, such as --date=2026-11-23.").filling(["value": value])
        case .variantWithoutSet:
            tr("--variant is for Set. Use it alone or with --game=set.")
        case .dateWithoutPuzzle:
            tr("--date opens a daily puzzle. Use it alone or with --variant=puzzle.")
        case .badPlayers(let value):
            tr("invalid number of players '{value}'. Use --players=1 to play alone, or 2, 3 or 4 players at one Set table.")
                .filling(["value": value])
        case .playersWithoutSet:
            tr("--players is for Set. Use it alone or with --game=set or --variant.")
        case .badComputers(let value):
            tr("invalid computer players '{value}'. Use 1 to 3 of {levels}, separated by commas, such as --opponents=quick,steady.")
                .filling(["levels": LaunchOptions.levelNames]).filling(["value": value])
        case .computersWithoutSet:
            tr("--opponents is for Set. Use it alone or with --game=set, --variant or --players.")
        case .computersFillEverySeat:
            tr("--opponents leaves no seat for you. Use --players with more seats than computer players, or leave it out.")
        case .badDeal(let value):
            tr("invalid deal '{value}'. Use a whole number from 0 to {max}.").filling(["value": value, "max": String(UInt64.max)])
        case .dealWithoutMatchismo:
            tr("--deal is a Matchismo deal. Use it alone or with --game=matchismo.")
        case .dealWithSeed:
            tr("--deal and --seed both choose the cards. Use one of them.")
        case .unexpectedArguments:
            // TRANSLATORS: {options} lists every option as typed (--game=GAME, --seed=N, … and --version).
            tr("unexpected arguments. Options are {options}; to draw cards without a display use 'matchismo render'. See 'matchismo --help'.")
                .filling(["options": LaunchOptions.optionNames])
        case .noDisplay:
            tr("cannot open a display. Matchismo is a desktop game: start it in a graphical session (Wayland or X11), or use 'matchismo render' to draw cards without one.")
        }
        return "matchismo: " + message
    }
}
