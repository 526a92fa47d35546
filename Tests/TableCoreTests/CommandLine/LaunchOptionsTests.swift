import GameModel
import Testing

@testable import TableCore

/// The game window's command-line options and the messages for bad ones.
@Suite("The command-line options")
struct LaunchOptionsTests {
    @Test("No options choose nothing")
    func noOptionsChooseNothing() {
        #expect(LaunchOptions.parse(game: nil, seed: nil) == .success(LaunchOptions()))
        #expect(LaunchOptions() == LaunchOptions(game: nil, seed: nil))
    }

    @Test("Every game is chosen by its name", arguments: GameKind.allCases)
    func everyGameByName(kind: GameKind) {
        #expect(LaunchOptions.parse(game: kind.rawValue, seed: nil) == .success(LaunchOptions(game: kind)))
    }

    @Test("Game names are matched exactly; any other spelling is refused")
    func gameNamesAreExact() {
        #expect(LaunchOptions.parse(game: "matchismo", seed: nil) == .success(LaunchOptions(game: .matchismo)))
        #expect(LaunchOptions.parse(game: "set", seed: nil) == .success(LaunchOptions(game: .set)))
        #expect(LaunchOptions.parse(game: "card", seed: nil) == .success(LaunchOptions(game: .card)))
        for bad in ["Set", "poker", "", " set", "single"] {
            #expect(LaunchOptions.parse(game: bad, seed: nil) == .failure(.badGame(bad)))
        }
    }

    @Test("Seeds are whole numbers that fit in 64 bits; anything else is refused")
    func seedsAreWholeNumbersThatFitSixtyFourBits() {
        #expect(LaunchOptions.parse(game: nil, seed: "0") == .success(LaunchOptions(seed: 0)))
        #expect(LaunchOptions.parse(game: nil, seed: "42") == .success(LaunchOptions(seed: 42)))
        #expect(LaunchOptions.parse(game: nil, seed: "18446744073709551615") == .success(LaunchOptions(seed: .max)))
        for bad in ["18446744073709551616", "-1", "abc", "", "4.2", " 42", "0x10"] {
            #expect(LaunchOptions.parse(game: nil, seed: bad) == .failure(.badSeed(bad)))
        }
    }

    @Test("A game and a seed go together, the game checked first")
    func gameAndSeedTogether() {
        #expect(LaunchOptions.parse(game: "set", seed: "7") == .success(LaunchOptions(game: .set, seed: 7)))
        #expect(LaunchOptions.parse(game: "set", seed: "x") == .failure(.badSeed("x")))
        // The game is checked first.
        #expect(LaunchOptions.parse(game: "x", seed: "y") == .failure(.badGame("x")))
    }

    @Test("Errors explain what is wrong and what to use instead")
    func messages() {
        #expect(LaunchOptionError.badGame("poker").description
            == "matchismo: unknown game 'poker'. Use --game=matchismo, --game=set, --game=card or --game=face.")
        #expect(LaunchOptionError.badSeed("-1").description
            == "matchismo: invalid seed '-1'. Use a whole number from 0 to 18446744073709551615.")
        #expect(LaunchOptionError.unexpectedArguments.description
            == "matchismo: unexpected arguments. Options are --game=GAME, --seed=N, --variant=VARIANT, --date=YYYY-MM-DD, --players=N, --opponents=LEVELS, --deal=N and --version; "
            + "to draw cards without a display use 'matchismo render'. See 'matchismo --help'.")
        #expect(LaunchOptionError.noDisplay.description
            == "matchismo: cannot open a display. Matchismo is a desktop game: start it in a graphical "
            + "session (Wayland or X11), or use 'matchismo render' to draw cards without one.")
        #expect("\(LaunchOptionError.badGame("x"))" == LaunchOptionError.badGame("x").description)
    }
}

extension LaunchOptionsTests {
    /// The lists of games and variants in `--help` and the errors come from
    /// `GameKind.allCases` and `SetVariant.allCases`, in the same words as
    /// when they were written out by hand.
    @Test("The choices in --help and in the errors list every game, variant and computer level")
    func theChoicesAreEveryGameAndVariant() {
        #expect(LaunchOptionError.badVariant("x").description == "matchismo: unknown variant 'x'. Use --variant=classic, "
            + "--variant=junior, --variant=chain, --variant=ultra or --variant=puzzle.")
        #expect(LaunchOptionError.badVariant("{variants}").description.hasPrefix("matchismo: unknown variant '{variants}'. Use --variant=classic, "))
        let help = Dictionary(uniqueKeysWithValues: LaunchOptions.declared.map { ($0.name, $0) })
        #expect(help["game"]?.description == "Game to show: matchismo, set, card or face")
        #expect(help["variant"]?.description == "Set variant: classic, junior, chain, ultra or puzzle")
        #expect(help["opponents"]?.description == "Computer players at the Set table, 1 to 3 of these levels: "
            + "beginner, steady, quick, expert or your-pace")
        #expect(LaunchOptions.declared.map(\.name) == ["game", "seed", "variant", "date", "players", "opponents", "deal", "version"])
        #expect(LaunchOptions.declared.filter { $0.argument == nil }.map(\.name) == ["version"])
        for variant in SetVariant.allCases {
            #expect(LaunchOptionError.badVariant("x").description.contains("--variant=\(variant.rawValue)"))
        }
        #expect(LaunchOptions.choices(["a"]) == "a" && LaunchOptions.choices(["a", "b"]) == "a or b")
    }

    @Test("A variant or a date implies Set, and a date the puzzle")
    func variantsAndDatesImplySet() {
        #expect(LaunchOptions.parse(game: nil, seed: nil, variant: "junior")
            == .success(LaunchOptions(game: .set, variant: .junior)))
        #expect(LaunchOptions.parse(game: "set", seed: "3", variant: "ultra")
            == .success(LaunchOptions(game: .set, seed: 3, variant: .ultra)))
        let day = PuzzleDate(year: 2026, month: 11, day: 23)
        #expect(LaunchOptions.parse(game: nil, seed: nil, date: "2026-11-23")
            == .success(LaunchOptions(game: .set, variant: .puzzle, date: day)))
        #expect(LaunchOptions.parse(game: nil, seed: nil, variant: "puzzle", date: "2026-11-23")
            == .success(LaunchOptions(game: .set, variant: .puzzle, date: day)))
    }

    @Test("Bad variants and dates are refused, and so is a variant outside Set or a date outside the puzzle")
    func badVariantsAndDatesAreRefused() {
        for bad in ["Junior", "", "speed", "classic "] {
            #expect(LaunchOptions.parse(game: nil, seed: nil, variant: bad) == .failure(.badVariant(bad)))
        }
        for bad in ["2026-02-29", "2026-13-01", "2026-1-05", "26-11-23", "", "today", "2026-11-23x"] {
            #expect(LaunchOptions.parse(game: nil, seed: nil, date: bad) == .failure(.badDate(bad)))
        }
        #expect(LaunchOptions.parse(game: "card", seed: nil, variant: "junior") == .failure(.variantWithoutSet))
        #expect(LaunchOptions.parse(game: nil, seed: nil, variant: "chain", date: "2026-11-23") == .failure(.dateWithoutPuzzle))
    }
}

extension LaunchOptionsTests {
    @Test("A deal is Matchismo dealt from that number, any 64-bit whole number")
    func aDealIsMatchismoDealtFromThatNumber() {
        #expect(LaunchOptions.parse(game: nil, seed: nil, deal: "12345")
            == .success(LaunchOptions(game: .matchismo, seed: 12345)))
        #expect(LaunchOptions.parse(game: "matchismo", seed: nil, deal: "0") == .success(LaunchOptions(game: .matchismo, seed: 0)))
        #expect(LaunchOptions.parse(game: nil, seed: nil, deal: "18446744073709551615")
            == .success(LaunchOptions(game: .matchismo, seed: .max)))
        for bad in ["18446744073709551616", "-1", "abc", "", "4.2", " 42", "0x10"] {
            #expect(LaunchOptions.parse(game: nil, seed: nil, deal: bad) == .failure(.badDeal(bad)))
        }
    }

    @Test("A deal goes with Matchismo alone, and not with a seed")
    func aDealGoesWithMatchismoAlone() {
        #expect(LaunchOptions.parse(game: "set", seed: nil, deal: "3") == .failure(.dealWithoutMatchismo))
        #expect(LaunchOptions.parse(game: nil, seed: nil, variant: "junior", deal: "3") == .failure(.dealWithoutMatchismo))
        #expect(LaunchOptions.parse(game: nil, seed: nil, date: "2026-11-23", deal: "3") == .failure(.dealWithoutMatchismo))
        #expect(LaunchOptions.parse(game: nil, seed: "4", deal: "3") == .failure(.dealWithSeed))
    }

    @Test("The deal's errors say what to use instead")
    func dealMessages() {
        #expect(LaunchOptionError.badDeal("x").description
            == "matchismo: invalid deal 'x'. Use a whole number from 0 to 18446744073709551615.")
        #expect(LaunchOptionError.dealWithoutMatchismo.description
            == "matchismo: --deal is a Matchismo deal. Use it alone or with --game=matchismo.")
        #expect(LaunchOptionError.dealWithSeed.description == "matchismo: --deal and --seed both choose the cards. Use one of them.")
    }

    @Test("Players are 1 to 4 at the Set table; other counts and other games are refused")
    func playersAreOneToFourAtTheSetTable() {
        #expect(LaunchOptions.parse(game: nil, seed: nil, players: "2") == .success(LaunchOptions(game: .set, players: 2)))
        #expect(LaunchOptions.parse(game: nil, seed: nil, variant: "chain", players: "4")
            == .success(LaunchOptions(game: .set, variant: .chain, players: 4)))
        #expect(LaunchOptions.parse(game: nil, seed: nil, players: "1") == .success(LaunchOptions(game: .set, players: 1)))
        for bad in ["0", "5", "two", "", "-1"] {
            #expect(LaunchOptions.parse(game: nil, seed: nil, players: bad) == .failure(.badPlayers(bad)))
        }
        #expect(LaunchOptions.parse(game: "matchismo", seed: nil, players: "2") == .failure(.playersWithoutSet))
        #expect(LaunchOptionError.badPlayers("7").description
            == "matchismo: invalid number of players '7'. Use --players=1 to play alone, or 2, 3 or 4 players at one Set table.")
        #expect(LaunchOptionError.playersWithoutSet.description
            == "matchismo: --players is for Set. Use it alone or with --game=set or --variant.")
    }
}
