import CGtk
import GtkKit
import GtkTestSupport
import TableCore
import Testing

@testable import MatchismoApp

/// No card key is an accelerator or one of the table's own keys.
@MainActor
@Suite("Card keys clash with no other key", .serialized)
struct CardKeyConflictTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// Every key a card key can be, on any layout.
    private var cardKeys: Set<Character> {
        Set(KeyboardLayout.allCases.flatMap { layout in
            let keys = CardKeys(layout: layout)
            return keys.singles + keys.prefixes
        })
    }

    @Test("No accelerator is a card key without Ctrl or Alt")
    func noAcceleratorIsACardKey() {
        let accelerators = AppAction.allCases.flatMap(\.accelerators) + AppAction.targetAccelerators.flatMap(\.accelerators)
        for accelerator in accelerators {
            var keyval: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            #expect(gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0, "\(accelerator)")
            let plain = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0
            if plain, case .character(let character) = Key(keyval: keyval) {
                #expect(!cardKeys.contains(Character(character.lowercased())), "\(accelerator)")
            }
        }
    }

    /// Claim keys are modifiers let go alone: no card key, no table key, and
    /// no accelerator is one by itself (every accelerator holds a modifier
    /// *with* another key), and each seat's key reads back as that seat's.
    @Test("Claim keys clash with no card key, table key or accelerator, and each reads back as its seat's")
    func claimKeysClashWithNothing() {
        let accelerators = AppAction.allCases.flatMap(\.accelerators) + AppAction.targetAccelerators.flatMap(\.accelerators)
        var claimKeyvals: Set<guint> = []
        for claim in ClaimKey.allCases {
            let keyval = gdk_keyval_from_name(claim.keyName)
            #expect(keyval != 0, "\(claim.keyName)")
            claimKeyvals.insert(keyval)
            #expect(ClaimKey(Key(keyval: keyval)) == claim, "\(claim)")
            #expect(ClaimKey(seat: claim.seat) == claim)
        }
        for accelerator in accelerators {
            var keyval: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &keyval, &modifiers)
            #expect(!claimKeyvals.contains(keyval), "\(accelerator)")
        }
        for character in cardKeys {
            #expect(ClaimKey(Key.character(character)) == nil, "\(character)")
        }
        #expect([Key.space, .enter, .tab, .escape, .plus, .minus, .left, .right, .up, .down].allSatisfy { ClaimKey($0) == nil })
    }

    @Test("The table keeps its own keys: no card key is an arrow, Space, Escape or another of them")
    func theTableKeepsItsOwnKeys() {
        for character in cardKeys {
            // Arrows, Home, End, Escape, Space, Return, Tab, plus and minus are never a card's key.
            guard case .character = Key(keyval: Key.character(character).keyval) else {
                Issue.record("\(character) is one of the table's keys")
                continue
            }
        }
    }

    @Test("The shortcuts window lists the card keys of the keyboard's layout")
    func theShortcutsWindowListsTheCardKeys() {
        let group = KeyboardShortcuts.cardKeyGroup(CardKeys(layout: .azerty))
        #expect(group.title == "Cards by key (AZERTY)")
        #expect(group.keys.first?.accelerator == "1 2 3")
        #expect(group.keys.first?.title == "Cards 1 to 3")
        #expect(group.keys[1].accelerator == "a z e")
        #expect(group.keys.last?.title == "Then a card key: Cards 71 to 81")
        #expect(KeyboardShortcuts.builderXML(cardKeys: CardKeys(layout: .dvorak)).contains("Cards by key (Dvorak)"))
    }
}
