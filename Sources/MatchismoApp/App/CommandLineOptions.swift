import GtkKit
import TableCore

/// The app's command-line options (`LaunchOptions`, in TableCore's
/// `CommandLine` folder, declares and reads them): declared on the
/// application, checked in the launching process (a bad value exits with
/// status 2) and read into `LaunchOptions` in the primary instance.
@MainActor
enum CommandLineOptions {
    /// Declares the options `LaunchOptions.declared` lists (`--game`, `--seed`,
    /// `--variant`, `--date`, `--players`, `--opponents`, `--deal` and `--version`); anything else is refused.
    static func declare(on application: Application) {
        for option in LaunchOptions.declared {
            if let argument = option.argument {
                application.addStringOption(option.name, description: option.description, argument: argument)
            } else {
                application.addFlag(option.name, description: option.description)
            }
        }
        application.collectRemainingArguments(description: "")
        application.setOptionSummary(LaunchOptions.summary)
    }

    /// Checks the options in the launching process: -1 goes on, any other value is the exit status.
    static func checkLocally(_ options: Application.Options) -> Int32 {
        if options.contains("version") {
            print("matchismo \(AppInfo.version)")
            return 0
        }
        if options.contains("") {
            StandardError.write(LaunchOptionError.unexpectedArguments.description + "\n")
            return 2
        }
        if case .failure(let error) = parse(options) {
            StandardError.write("\(error)\n")
            return 2
        }
        guard Application.canOpenDisplay() else {
            StandardError.write(LaunchOptionError.noDisplay.description + "\n")
            return 1
        }
        return -1
    }

    /// The game, seed, variant, day and deal the options ask for.
    static func parse(_ options: Application.Options) -> Result<LaunchOptions, LaunchOptionError> {
        LaunchOptions.parse(
            game: options.string("game"), seed: options.string("seed"), variant: options.string("variant"),
            date: options.string("date"), deal: options.string("deal"), players: options.string("players"),
            opponents: options.string("opponents"))
    }
}
