import GameModel
import Testing

@testable import TableCore

/// The key table, without a display: no two keys clash where they apply, each
/// action's accelerators come from it, and the views' keys do what they did.
@Suite("The key table")
struct KeyTableTests {
    /// "<Control><Shift>n" → ("n", ["<Control>", "<Shift>"]): letters lower-cased as GTK compares them.
    private func parsed(_ accelerator: String) -> String {
        var rest = Substring(accelerator)
        var modifiers: [String] = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            modifiers.append(String(rest[...end]).lowercased())
            rest = rest[rest.index(after: end)...]
        }
        let key = rest.count == 1 ? rest.lowercased() : String(rest)
        return modifiers.sorted().joined() + key
    }

    private func keys(in scopes: [KeyScope]) -> [String] {
        KeyTable.bindings.filter { scopes.contains($0.scope) }.flatMap { $0.keys.map { parsed($0.accelerator) } }
    }

    /// Accelerators work anywhere, so no two may share a key; each view's own
    /// keys are distinct within the view, and none is an accelerator.
    @Test("No two accelerators share a key, and each view's own keys are plain, distinct and no accelerator")
    func noKeyClashesWhereItApplies() {
        let accelerators = keys(in: [.app, .game])
        #expect(Set(accelerators).count == accelerators.count, "\(accelerators)")
        for scope in [KeyScope.table, .singleCard, .face, .claim, .review] {
            let own = keys(in: [scope])
            #expect(Set(own).count == own.count, "\(scope): \(own)")
            #expect(Set(own).isDisjoint(with: accelerators), "\(scope)")
            // A view's own keys are plain (no Ctrl or Alt), which the views leave to the accelerators;
            // only the single card also takes its own keys with Alt, as it always has.
            let plain = own.filter { !$0.contains("<control>") && !$0.contains("<alt>") }
            let withAlt = scope == .singleCard ? plain.map { "<alt>" + $0 } : []
            #expect(own.sorted() == (plain + withAlt).sorted(), "\(scope)")
        }
        let dialog = keys(in: [.dialog])
        #expect(Set(dialog).count == dialog.count && Set(dialog).isDisjoint(with: accelerators), "\(dialog)")
    }

    /// Every accelerator holds Ctrl or Alt or is a function key, so no card
    /// key (a letter, digit or punctuation) and no claim key is one.
    @Test("Every accelerator holds Ctrl or Alt or is a function key, so none is a card key or a claim key")
    func acceleratorsAreNeverACardOrClaimKey() {
        let layouts = KeyboardLayout.allCases.map(CardKeys.init(layout:))
        let cardKeys = Set(layouts.flatMap { $0.singles + $0.prefixes }.map(String.init))
        for accelerator in KeyTable.accelerators.flatMap(\.accelerators) {
            let key = parsed(accelerator)
            #expect(key.contains("<control>") || key.contains("<alt>") || ["F1", "Pause"].contains(key), "\(accelerator)")
            #expect(!cardKeys.contains(key), "\(accelerator)")
        }
        let claims = Set(ClaimKey.allCases.map(\.keyName))
        #expect(claims.isDisjoint(with: keys(in: [.app, .game, .table, .singleCard, .face])))
        for claim in ClaimKey.allCases {
            #expect(KeyTable.effect(ofKeyNamed: claim.keyName, in: .claim) == .claim(claim))
        }
    }

    /// The key that counts the sets: Ctrl+Shift+H, beside the hint, in the Set
    /// section, on an action of the game window; it clashes with nothing above.
    @Test("The set count's key, Ctrl+Shift+H, is declared once, in the Set section, on the game window")
    func theSetCountKeyIsDeclaredOnce() {
        let lines = KeyTable.bindings.filter { $0.keys.contains { $0.effect == .action(.countSets) } }
        #expect(lines.count == 1)
        #expect(lines.first?.section == .set && lines.first?.scope == .game)
        #expect(lines.first?.accelerator == "<Control><Shift>h")
        #expect(lines.first?.title == "Say how many sets are on the table (an aid, like a hint)")
        #expect(AppAction.countSets.accelerators == ["<Control><Shift>h"])
        #expect(AppAction.countSets.detailed == "win.count-sets")
    }

    /// Review This Game: Ctrl+Alt+R on the game window; in the review window,
    /// Left, Right, Home and End step through the game.
    @Test("Review This Game is Ctrl+Alt+R, and the review window steps with Left, Right, Home and End")
    func theReviewKeys() {
        #expect(AppAction.review.accelerators == ["<Control><Alt>r"] && AppAction.review.detailed == "win.review")
        #expect(KeyTable.effect(ofKeyNamed: "Right", in: .review) == .navigate(.right))
        #expect(KeyTable.effect(ofKeyNamed: "Home", in: .review) == .navigate(.first))
        #expect(KeyTable.effect(ofKeyNamed: "End", in: .review) == .navigate(.last))
        #expect(KeyTable.effect(ofKeyNamed: "Up", in: .review) == nil)
    }

    /// The accelerators gathered per action, in the table's order; the games' by their targets.
    @Test("Each action's accelerators come from the key table, in its order")
    func acceleratorsComeFromTheTable() {
        #expect(AppAction.pause.accelerators == ["<Control>p", "Pause"])
        #expect(AppAction.newGame.accelerators == ["<Control>n"])
        #expect(AppAction.about.accelerators.isEmpty)
        #expect(AppAction.targetAccelerators.map(\.detailed) == GameKind.allCases.map { "app.game::\($0.rawValue)" })
        #expect(KeyTable.accelerators.count == Set(KeyTable.accelerators.map(\.detailed)).count)
    }

    @Test("Each view's keys have their effects: moving, escaping, drawing, scaling, closing")
    func theViewsKeysDoWhatTheyDid() {
        #expect(KeyTable.effect(ofKeyNamed: "Left", in: .table) == .navigate(.left))
        #expect(KeyTable.effect(ofKeyNamed: "End", in: .table) == .navigate(.last))
        #expect(KeyTable.effect(ofKeyNamed: "Escape", in: .table) == .escape)
        #expect(KeyTable.effect(ofKeyNamed: "space", in: .table) == nil)
        #expect(KeyTable.effect(ofKeyNamed: "Right", in: .singleCard) == .command(.nextCard))
        #expect(KeyTable.effect(ofKeyNamed: "minus", in: .singleCard) == .command(.stepFace(-1)))
        #expect(KeyTable.effect(ofKeyNamed: "Home", in: .singleCard) == .hold)
        #expect(KeyTable.effect(ofKeyNamed: "Up", in: .face) == .command(.stepHappiness(1)))
        #expect(KeyTable.effect(ofKeyNamed: "Home", in: .face) == .command(.resetFace))
        #expect(KeyTable.effect(ofKeyNamed: "q", in: .face) == nil)
        #expect(KeyTable.effect(ofKeyNamed: "<Control>w", in: .dialog) == .close)
        #expect(KeyTable.effect(ofKeyNamed: "Escape", in: .dialog) == .close)
    }

    /// Before the key route, the single card took its keys with Alt held too
    /// (Alt+Left drew the next card, Alt+Up kept the focus); it still does.
    @Test("The single card takes its keys with Alt held too, unlisted")
    func theSingleCardTakesItsKeysWithAlt() {
        #expect(KeyTable.effect(ofKeyNamed: "<Alt>Left", in: .singleCard) == .command(.nextCard))
        #expect(KeyTable.effect(ofKeyNamed: "<Alt>Right", in: .singleCard) == .command(.nextCard))
        #expect(KeyTable.effect(ofKeyNamed: "<Alt>plus", in: .singleCard) == .command(.stepFace(1)))
        #expect(KeyTable.effect(ofKeyNamed: "<Alt>Up", in: .singleCard) == .hold)
        #expect(KeyTable.effect(ofKeyNamed: "<Control>Left", in: .singleCard) == nil)
        #expect(KeyTable.effect(ofKeyNamed: "<Alt>space", in: .singleCard) == nil)
        // Not listed: the shortcuts window shows the plain keys only.
        #expect(!KeyTable.bindings.contains { $0.title != nil && $0.accelerator.contains("<Alt>Left") })
    }

    /// Before the key route, Escape closed a dialog with Ctrl or Alt held too; it still does.
    @Test("Escape closes a dialog with Ctrl or Alt held too")
    func escapeClosesADialogWithCtrlOrAlt() {
        for name in ["<Control>Escape", "<Alt>Escape", "<Control><Alt>Escape"] {
            #expect(KeyTable.effect(ofKeyNamed: name, in: .dialog) == .close, "\(name)")
        }
        #expect(KeyTable.effect(ofKeyNamed: "<Control>Escape", in: .table) == nil)
    }

    /// Each listed line has words, and each section with keys a title.
    @Test("Every listed key has words, and every section a title")
    func everyListedLineHasWords() {
        for binding in KeyTable.bindings {
            #expect(binding.title.map { !$0.isEmpty } ?? [.singleCard, .dialog].contains(binding.scope), "\(binding.accelerator)")
            #expect(!binding.keys.isEmpty && !binding.section.title.isEmpty)
        }
    }
}
