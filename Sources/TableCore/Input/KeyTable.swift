import GLibKit
import GameModel

/// Where a key applies.
public enum KeyScope: Sendable, Equatable {
    /// Anywhere in the app: an accelerator of an application action.
    case app
    /// The game window: an accelerator of an action on the game on show.
    case game
    /// A card table (Matchismo, Set) holding the focus.
    case table
    /// The single card view.
    case singleCard
    /// The face view.
    case face
    /// Players at one table: a modifier key pressed and let go by itself.
    case claim
    /// A secondary window or dialog (help, statistics, preferences…).
    case dialog
    /// The review window (`ReviewPages`): its keys step through the game.
    case review
    /// A widget's own key (Tab, Space on a button): GTK handles it; the table only lists it.
    case widget
}

/// What a key does.
public enum KeyEffect: Sendable, Equatable {
    /// Activates an action (a target of a stateful one, when given): an accelerator.
    case action(AppAction, target: String? = nil)
    /// Runs a command in the view in scope.
    case command(GameCommand)
    /// The table: moves the focus, or a gathered pile (`KeyMapping.navigation`).
    case navigate(GridFocus.Move)
    /// The table: spreads a gathered pile, or clears the selection (`KeyMapping.escape`).
    case escape
    /// Does nothing but keeps the key, so GTK does not move the focus out of the view.
    case hold
    /// The claim of this player's seat.
    case claim(ClaimKey)
    /// Closes the secondary window or dialog.
    case close
    /// GTK's own handling.
    case widget
}

/// The groups of the shortcuts window and the help, in their order.
public enum KeySection: CaseIterable, Sendable {
    case game, table, matchismo, set, players, hearing, singleCard, face, general

    public var title: String {
        switch self {
        case .game: tr("Game")
        case .table: tr("Cards on the table")
        case .matchismo: GameKind.matchismo.title
        case .set: GameKind.set.title
        // TRANSLATORS: the shortcuts window's group of claim keys, for players sharing the Set table.
        case .players: tr("Players at one table")
        case .hearing: tr("Hearing the table")
        case .singleCard: GameKind.card.title
        case .face: GameKind.face.title
        case .general: tr("General")
        }
    }
}

/// One line of the key table: keys that share a title, each with what it does.
public struct KeyBinding: Sendable {
    public let section: KeySection
    public let scope: KeyScope
    /// The words of the shortcuts window and the help; nil keeps the keys out of both.
    public let title: String?
    /// Each key in GTK's accelerator syntax ("<Control>n", "Left", "Shift_L"), with what it does.
    public let keys: [(accelerator: String, effect: KeyEffect)]

    /// The keys as the shortcuts window takes them: "Left Right Up Down".
    public var accelerator: String { keys.map(\.accelerator).joined(separator: " ") }
}

/// Every key of the app, declared once: the accelerators, the shortcuts
/// window, the help, the key listeners and the key conflict tests all read
/// this table. The card keys, which follow the keyboard layout, are
/// `CardKeys`'s; the shortcuts window lists them after the table's keys.
public enum KeyTable {
    public static var bindings: [KeyBinding] {
        func line(_ section: KeySection, _ scope: KeyScope, _ title: String?, _ keys: [(String, KeyEffect)]) -> KeyBinding {
            KeyBinding(section: section, scope: scope, title: title, keys: keys.map { (accelerator: $0.0, effect: $0.1) })
        }
        func action(_ section: KeySection, _ title: String, _ action: AppAction, _ keys: String...) -> KeyBinding {
            line(section, action.scope == .app ? .app : .game, title, keys.map { ($0, .action(action)) })
        }
        return [
            action(.game, tr("New game"), .newGame, "<Control>n"),
            action(.game, tr("Undo the last move"), .undo, "<Control>z"),
            action(.game, tr("Pause or resume: stop the clock and hide the cards"), .pause, "<Control>p", "Pause"),
        ] + GameKind.allCases.enumerated().map { index, kind in
            line(.game, .app, kind.title, [("<Control>\(index + 1)", .action(.game, target: kind.rawValue))])
        } + [
            line(.table, .table, tr("Move between cards"),
                 [("Left", .navigate(.left)), ("Right", .navigate(.right)), ("Up", .navigate(.up)), ("Down", .navigate(.down))]),
            line(.table, .table, tr("First or last card"), [("Home", .navigate(.first)), ("End", .navigate(.last))]),
            line(.table, .widget, tr("Leave the table, or come back to the card you were on"), [("Tab", .widget), ("<Shift>Tab", .widget)]),
            line(.table, .widget, tr("Choose the focused card"), [("space", .widget), ("Return", .widget)]),
            line(.table, .table, tr("Clear the Set selection, or spread a gathered pile"), [("Escape", .escape)]),
            action(.table, tr("Gather the cards into a pile, or spread them"), .gather, "<Control>g"),
            action(.table, tr("Shuffle the cards on the Set table"), .shuffle, "<Control>r"),
            action(.matchismo, tr("Restart this deal"), .restartDeal, "<Control><Shift>n"),
            action(.matchismo, tr("Choose a deal by its number"), .chooseDeal, "<Control>o"),
            action(.matchismo, tr("Match history: each turn's cards and points"), .matchHistory, "<Control>m"),
            action(.set, tr("Deal 3 more cards"), .deal, "<Control>d"),
            action(.set, tr("Hint: show a card of a set"), .hint, "<Control>h"),
            // TRANSLATORS: a key that says how many sets are on the table; it makes the game assisted, as a hint does.
            action(.set, tr("Say how many sets are on the table (an aid, like a hint)"), .countSets, "<Control><Shift>h"),
            // TRANSLATORS: a key that marks the sets on the table one after another; each card it marks counts as a hint.
            action(.set, tr("Show me the sets: mark each set on the table in turn (counted as hints)"), .showSets, "<Control><Alt>h"),
            // TRANSLATORS: a key that opens the review of the Set game; while the game goes on it costs a hint.
            action(.set, tr("Review this game move by move (costs a hint while it goes on)"), .review, "<Control><Alt>r"),
            line(.set, .review, tr("In the review: the previous or next move"), [("Left", .navigate(.left)), ("Right", .navigate(.right))]),
            line(.set, .review, tr("In the review: the first move or the end"), [("Home", .navigate(.first)), ("End", .navigate(.last))]),
            // TRANSLATORS: a key that asks for a numbered puzzle's number (1 to 999,999) and opens it.
            action(.set, tr("Open a numbered puzzle by its number"), .openPuzzle, "<Control><Alt>o"),
            // TRANSLATORS: a key that opens the next numbered puzzle of the difficulty chosen in the menu.
            action(.set, tr("Next numbered puzzle of the same difficulty"), .nextPuzzle, "<Control><Alt>n"),
        ] + SprintMode.allCases.enumerated().map { index, mode in
            // Ctrl+Alt+1/2/3 start the sprints, in the main menu's order, as Ctrl+1… switch games.
            action(.set, SprintText.shortcut(mode), .sprint(mode), "<Control><Alt>\(index + 1)")
        } + ClaimKey.allCases.map { key in
            // TRANSLATORS: a claim key pressed and let go by itself; {player} is "Player 2".
            line(.players, .claim, tr("{player} claims a set (the key alone)").filling(["player": PlayerText.defaultName(seat: key.seat)]),
                 [(key.keyName, .claim(key))])
        } + [
            action(.hearing, tr("Say the score, the cards left and the time"), .readScore, "<Alt>s"),
            action(.hearing, tr("Say the cards chosen so far"), .readChoice, "<Alt>c"),
            action(.hearing, tr("Say every card on the table, row by row"), .readTable, "<Alt>t"),
        ] + singleCardLines + [
            line(.face, .face, tr("Happier or sadder"),
                 [("Up", .command(KeyMapping.face(.up))), ("Down", .command(KeyMapping.face(.down)))]),
            line(.face, .face, tr("Larger or smaller"),
                 [("plus", .command(KeyMapping.face(.plus))), ("minus", .command(KeyMapping.face(.minus)))]),
            line(.face, .face, tr("Back to the standard face"), [("Home", .command(KeyMapping.face(.home)))]),
            action(.general, tr("Preferences"), .preferences, "<Control>comma"),
            action(.general, tr("Statistics"), .statistics, "<Control>i"),
            action(.general, tr("Keyboard shortcuts"), .shortcuts, "<Control>question"),
            action(.general, tr("Help"), .help, "F1"),
            action(.general, tr("Quit"), .quit, "<Control>q"),
            // Escape and Ctrl+W close a secondary window or dialog, as in every GNOME dialog;
            // Escape closes it with Ctrl or Alt held too, as it always has.
            line(.general, .dialog, nil, [
                ("Escape", .close), ("<Control>Escape", .close), ("<Alt>Escape", .close), ("<Control><Alt>Escape", .close),
                ("<Control>w", .close),
            ]),
        ]
    }

    /// The single card's keys. It has always taken them with Alt held as well
    /// (Alt+Left draws the next card, Alt+Up keeps the focus): those are
    /// the same keys again after "<Alt>", left out of the shortcuts window.
    private static var singleCardLines: [KeyBinding] {
        let next = KeyEffect.command(KeyMapping.singleCard(.next))
        let lines = [
            KeyBinding(section: .singleCard, scope: .singleCard, title: tr("Next card"), keys: [("Left", next), ("Right", next)]),
            KeyBinding(section: .singleCard, scope: .widget, title: tr("Turn the card over"), keys: [("space", .widget)]),
            KeyBinding(section: .singleCard, scope: .singleCard, title: tr("Scale the court art"), keys: [
                ("plus", .command(KeyMapping.singleCard(.larger))), ("minus", .command(KeyMapping.singleCard(.smaller))),
            ]),
            // Up, Down, Home and End keep the focus on the card, as a table's keys do at its edge:
            // GTK would move it out of the game (with libadwaita 1.5's toolbar view, Up reaches
            // the header bar, where Space opens the game menu).
            KeyBinding(section: .singleCard, scope: .singleCard, title: nil,
                       keys: [("Up", .hold), ("Down", .hold), ("Home", .hold), ("End", .hold)]),
        ]
        let withAlt = lines.filter { $0.scope == .singleCard }.flatMap(\.keys).map { (accelerator: "<Alt>" + $0.accelerator, effect: $0.effect) }
        return lines + [KeyBinding(section: .singleCard, scope: .singleCard, title: nil, keys: withAlt)]
    }

    /// What the key written `name` does in `scope`: GDK's name ("Left", "plus",
    /// "Shift_L"), after "<Control>" or "<Alt>" when held with them.
    public static func effect(ofKeyNamed name: String, in scope: KeyScope) -> KeyEffect? {
        for binding in bindings where binding.scope == scope {
            if let key = binding.keys.first(where: { $0.accelerator == name }) { return key.effect }
        }
        return nil
    }

    /// Each action's (or action target's) detailed name with its accelerators, in the table's order.
    public static var accelerators: [(detailed: String, accelerators: [String])] {
        var all: [(detailed: String, accelerators: [String])] = []
        for binding in bindings {
            for key in binding.keys {
                guard case .action(let action, let target) = key.effect else { continue }
                let detailed = action.detailed(target: target)
                if let index = all.firstIndex(where: { $0.detailed == detailed }) {
                    all[index].accelerators.append(key.accelerator)
                } else {
                    all.append((detailed, [key.accelerator]))
                }
            }
        }
        return all
    }
}
