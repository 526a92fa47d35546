import GtkTestSupport
import CGtk
import GameModel
import TableCore
import Testing

@testable import MatchismoApp

/// Every view has its Ctrl+number, and the shortcuts window and the help
/// list keys GTK can parse, the face's among them.
@MainActor
@Suite("The game keys, the shortcuts window and the help", .serialized)
struct ShortcutsAndHelpTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("Each view has its Ctrl+number in order, listed in the shortcuts window")
    func eachViewHasItsControlNumberInOrder() {
        let expected = GameKind.allCases.enumerated().map { ("app.game::\($1.rawValue)", ["<Control>\($0 + 1)"]) }
        #expect(AppAction.targetAccelerators.map(\.detailed) == expected.map(\.0))
        #expect(AppAction.targetAccelerators.map(\.accelerators) == expected.map(\.1))
        let gameKeys = KeyboardShortcuts.groups.first { $0.title == "Game" }?.keys ?? []
        for (index, kind) in GameKind.allCases.enumerated() {
            #expect(gameKeys.contains { $0.accelerator == "<Control>\(index + 1)" && $0.title == kind.title }, "\(kind)")
        }
    }

    @Test("Every key the shortcuts window lists is one GTK can parse")
    func everyListedKeyParses() {
        for group in KeyboardShortcuts.groups {
            for key in group.keys {
                for accelerator in key.accelerator.split(separator: " ") {
                    var keyval: guint = 0
                    var modifiers = GdkModifierType(rawValue: 0)
                    #expect(gtk_accelerator_parse(String(accelerator), &keyval, &modifiers) != 0 && keyval != 0,
                            "\(group.title): \(accelerator)")
                }
            }
        }
    }

    /// No two actions share a key (parsed, so "<Control>N" and "<Control>n" are one), and every
    /// action's key is in the shortcuts window: the deals' keys among them.
    @Test("No two actions share a key, and every action's key is in the shortcuts window")
    func acceleratorsAreDistinctAndListed() {
        func parsed(_ accelerator: String) -> String {
            var keyval: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            _ = gtk_accelerator_parse(accelerator, &keyval, &modifiers)
            return "\(gdk_keyval_to_lower(keyval))/\(modifiers.rawValue)"
        }
        let all = AppAction.allCases.flatMap(\.accelerators) + AppAction.targetAccelerators.flatMap(\.accelerators)
        #expect(Set(all.map(parsed)).count == all.count, "\(all)")
        let listed = Set(KeyboardShortcuts.groups.flatMap { $0.keys.flatMap { $0.accelerator.split(separator: " ").map(String.init) } })
        for accelerator in all { #expect(listed.contains(accelerator), "\(accelerator) is not in the shortcuts window") }
        #expect(AppAction.restartDeal.accelerators == ["<Control><Shift>n"])
        #expect(AppAction.chooseDeal.accelerators == ["<Control>o"])
        #expect(AppAction.matchHistory.accelerators == ["<Control>m"])
    }

    @Test("The face's keys are in the shortcuts window and the help")
    func theFaceHasItsKeysInTheShortcutsAndTheHelp() {
        let face = KeyboardShortcuts.groups.first { $0.title == "Face" }
        #expect(face?.keys.map(\.accelerator) == ["Up Down", "plus minus", "Home"])
        #expect(HelpText.markup.contains("<b>Face</b>\n• Up / Down: Happier or sadder"))
        #expect(HelpText.markup.contains("• Ctrl+4: Face"))
        #expect(HelpText.markup.contains("drag up or down for a happier or sadder face"))
    }

    /// The key that counts the sets is listed from the key table alone, under Set, beside the hint.
    @Test("The set count's key is listed under Set beside the hint, in the shortcuts window and the help, with the puzzles' and sprints' keys")
    func theSetCountKeyIsListed() {
        let set = KeyboardShortcuts.groups.first { $0.title == "Set" }
        #expect(set?.keys.map(\.accelerator) == [
            "<Control>d", "<Control>h", "<Control><Shift>h", "<Control><Alt>h", "<Control><Alt>r", "Left Right", "Home End",
            "<Control><Alt>o", "<Control><Alt>n", "<Control><Alt>1", "<Control><Alt>2", "<Control><Alt>3",
        ])
        #expect(KeyboardShortcuts.builderXML(cardKeys: CardKeys(layout: .qwerty)).contains("&lt;Control&gt;&lt;Shift&gt;h"))
        #expect(HelpText.markup.contains("• Ctrl+Shift+H: Say how many sets are on the table (an aid, like a hint)"))
        #expect(HelpText.markup.contains("• Ctrl+Alt+O: Open a numbered puzzle by its number"))
        #expect(HelpText.markup.contains("• Ctrl+Alt+N: Next numbered puzzle of the same difficulty"))
        // The sprints' keys, in the main menu's order, on the game window's actions the menu items name.
        #expect(HelpText.markup.contains("• Ctrl+Alt+1: Start a sprint: 10 sets"))
        #expect(HelpText.markup.contains("• Ctrl+Alt+3: Start a sprint: 3 minutes"))
        #expect(SprintMode.allCases.map { AppAction.sprint($0).accelerators } == [["<Control><Alt>1"], ["<Control><Alt>2"], ["<Control><Alt>3"]])
        #expect(AppAction.sprintTimed.detailed == "win.sprint-timed")
        #expect(HelpText.markup.contains("• Ctrl+Alt+R: Review this game move by move (costs a hint while it goes on)"))
        #expect(HelpText.markup.contains("• Left / Right: In the review: the previous or next move"))
    }
}
