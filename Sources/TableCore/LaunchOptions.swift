import GameModel
import GLibKit

/// The command-line options of the game window, checked before anything starts.
public struct LaunchOptions: Equatable, Sendable {
    public var game: GameKind?
    public var seed: UInt64?

    public init(game: GameKind? = nil, seed: UInt64? = nil) {
        self.game = game
        self.seed = seed
    }

    /// Reads `--game` and `--seed` values, or explains what is wrong.
    public static func parse(game: String?, seed: String?) -> Result<LaunchOptions, LaunchOptionError> {
        var options = LaunchOptions()
        if let game {
            guard let kind = GameKind(rawValue: game) else { return .failure(.badGame(game)) }
            options.game = kind
        }
        if let seed {
            guard let value = UInt64(seed) else { return .failure(.badSeed(seed)) }
            options.seed = value
        }
        return .success(options)
    }
}

/// A bad command-line value; the description is the message the user sees.
public enum LaunchOptionError: Error, Equatable, CustomStringConvertible {
    case badGame(String)
    case badSeed(String)
    case unexpectedArguments
    case noDisplay

    public var description: String {
        // TRANSLATORS: command-line errors. Keep the options (--game=set, 'matchismo render') as they are.
        let message = switch self {
        case .badGame(let value):
            tr("unknown game '{value}'. Use --game=matchismo, --game=set, --game=card or --game=face.").filling(["value": value])
        case .badSeed(let value):
            tr("invalid seed '{value}'. Use a whole number from 0 to {max}.").filling(["value": value, "max": String(UInt64.max)])
        case .unexpectedArguments:
            tr("unexpected arguments. Options are --game=GAME, --seed=N and --version; to draw cards without a display use 'matchismo render'. See 'matchismo --help'.")
        case .noDisplay:
            tr("cannot open a display. Matchismo is a desktop game: start it in a graphical session (Wayland or X11), or use 'matchismo render' to draw cards without one.")
        }
        return "matchismo: " + message
    }
}
