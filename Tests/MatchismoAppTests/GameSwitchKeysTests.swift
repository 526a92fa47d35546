import GtkTestSupport
import CGtk
import GameModel
import TableCore
import Testing

@testable import MatchismoApp

/// Every view has its Ctrl+number, and the shortcuts window and the help
/// list keys GTK can parse, the face's among them.
@MainActor
@Suite(.serialized)
struct GameSwitchKeysTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test func eachViewHasItsControlNumberInOrder() {
        let expected = GameKind.allCases.enumerated().map { ("app.game::\($1.rawValue)", ["<Control>\($0 + 1)"]) }
        #expect(AppAction.targetAccelerators.map(\.detailed) == expected.map(\.0))
        #expect(AppAction.targetAccelerators.map(\.accelerators) == expected.map(\.1))
        let gameKeys = KeyboardShortcuts.groups.first { $0.title == "Game" }?.keys ?? []
        for (index, kind) in GameKind.allCases.enumerated() {
            #expect(gameKeys.contains { $0.accelerator == "<Control>\(index + 1)" && $0.title == kind.title }, "\(kind)")
        }
    }

    @Test func everyListedKeyParses() {
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

    @Test func theFaceHasItsKeysInTheShortcutsAndTheHelp() {
        let face = KeyboardShortcuts.groups.first { $0.title == "Face" }
        #expect(face?.keys.map(\.accelerator) == ["Up Down", "plus minus", "Home"])
        #expect(HelpText.markup.contains("<b>Face</b>\n• Up / Down: Happier or sadder"))
        #expect(HelpText.markup.contains("• Ctrl+4: Face"))
        #expect(HelpText.markup.contains("drag up or down for a happier or sadder face"))
    }
}
