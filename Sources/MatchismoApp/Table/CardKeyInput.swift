import GameModel
import GtkKit
import Persistence
import TableCore

/// Chooses a card by its key anywhere in the game window, as Space does on a
/// focused card: the focus moves to the card and it is chosen. Keys that a
/// focused widget takes (a text entry's letters) never get here, nor do keys
/// held with Ctrl or Alt; keys that choose nothing propagate.
///
/// It also keeps the tables' keys in line with the keyboard: with the
/// Automatic layout the keymap is recognised again at every key press, so a
/// layout switched while playing applies from the next key on.
@MainActor
final class CardKeyInput {
    private weak var window: MainWindow?
    /// The player's layout; `.automatic` recognises the keymap's.
    var choice = CardKeysChoice.automatic { didSet { update(group: group) } }
    /// Whether cards draw their keys.
    var showsKeys = false { didSet { update(group: group) } }
    /// The keys now in use.
    private(set) var display = CardKeyDisplay()
    /// A prefix key pressed, waiting for the second key of a sequence.
    private var pending: Character?
    /// The keymap group of the last key press.
    private var group: Int32 = 0

    init(window: MainWindow) {
        self.window = window
        let keys = KeyController()
        keys.onKeyPressed { [weak self] press in self?.handle(press) ?? false }
        window.window.add(keys)
        update(group: 0)
    }

    /// Chooses the card whose key `press` completes; false lets the key propagate.
    func handle(_ press: KeyPress) -> Bool {
        guard press.modifiers.isDisjoint(with: [.control, .alt]) else { return false }
        if press.group != group || choice == .automatic { update(group: press.group) }
        guard let window, !window.isPaused, let table = window.currentTable else { return false }
        let typed = Self.characters(of: press)
        let count = table.cards.count
        if let first = pending {
            pending = nil
            for key in typed {
                if case .position(let index) = display.keys.match([first, key], count: count) { return choose(index, on: table) }
            }
        }
        for key in typed {
            switch display.keys.match([key], count: count) {
            case .position(let index): return choose(index, on: table)
            case .prefix:
                pending = key
                return true
            case .none: continue
            }
        }
        return false
    }

    /// The card at `index` takes the focus, as after a click, and is chosen.
    private func choose(_ index: Int, on table: CardTableView) -> Bool {
        table.focus(index)
        table.execute(.choose(index))
        return true
    }

    /// What the pressed key types, lower-cased: the character it gave, then its
    /// plain and shifted characters (AZERTY's digits are typed with or without Shift).
    private static func characters(of press: KeyPress) -> [Character] {
        let keymap = Keymap.characters(keycode: press.keycode, group: press.group)
        var typed: [Character] = []
        for character in [press.key.character, keymap.plain, keymap.shifted].compactMap({ $0 }) {
            let lower = Character(character.lowercased())
            if !typed.contains(lower) { typed.append(lower) }
        }
        return typed
    }

    /// The layout in use: the player's, or the keymap's in `group`.
    var layout: KeyboardLayout {
        KeyboardLayout(choice) ?? KeyboardLayout.recognise { Keymap.plainCharacter(evdev: $0.evdevCode, group: group) }
    }

    /// Recomputes the keys and tells both tables when they change.
    private func update(group: Int32) {
        self.group = group
        let new = CardKeyDisplay(keys: CardKeys(layout: layout), shown: showsKeys)
        guard new != display || window?.matchismoTableView.cardKeys != new else { return }
        display = new
        pending = nil
        window?.matchismoTableView.cardKeys = new
        window?.setTableView.cardKeys = new
    }
}

extension KeyboardLayout {
    /// The layout the player chose; nil for Automatic.
    init?(_ choice: CardKeysChoice) {
        self.init(rawValue: choice.rawValue)
    }
}

extension Key {
    /// The character the key typed, if any.
    var character: Character? {
        if case .character(let character) = self { character } else { nil }
    }
}
