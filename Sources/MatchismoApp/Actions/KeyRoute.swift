import GtkKit
import TableCore

/// A view that does what its keys say.
@MainActor
protocol KeyTarget: AnyObject {
    /// Does `effect`; false lets the key go on to other widgets.
    func perform(_ effect: KeyEffect) -> Bool
}

/// The one path from a view's key press to what it does: the view's listener
/// asks `KeyTable` what the key does in the view's scope and hands that to
/// the view. Accelerators reach their actions through GTK, from the same
/// table (`ActionRegistry.setAccelerators`); claim keys are looked up in it
/// too (`ClaimKeyInput`); only the card keys, which follow the keyboard
/// layout, are `CardKeys`'s (`CardKeyInput`).
@MainActor
enum KeyRoute {
    /// Listens on `widget` for the keys of `scope`, for `target` (in `phase`:
    /// `capture` sees them before the focused widget's own key bindings).
    static func listen(_ scope: KeyScope, on widget: Widget, phase: PropagationPhase = .bubble, target: KeyTarget) {
        listen(scope, on: widget, phase: phase) { [weak target] effect in target?.perform(effect) ?? false }
    }

    /// Listens on `widget` for the keys of `scope`; `perform` does what each says.
    static func listen(_ scope: KeyScope, on widget: Widget, phase: PropagationPhase = .bubble,
                       perform: @escaping @MainActor (KeyEffect) -> Bool) {
        let keys = KeyController()
        keys.setPropagationPhase(phase)
        keys.onKeyPressed { key, modifiers in
            guard let effect = Self.effect(of: key, modifiers: modifiers, in: scope) else { return false }
            return perform(effect)
        }
        widget.add(keys)
    }

    /// Hands what `key` does in `scope` to `target`; false when it does nothing there.
    static func route(_ key: Key, modifiers: Modifiers = [], in scope: KeyScope, to target: KeyTarget) -> Bool {
        effect(of: key, modifiers: modifiers, in: scope).map(target.perform) ?? false
    }

    /// What `key`, held with `modifiers`, does in `scope`. The press is written
    /// as the table writes keys: Ctrl and Alt as "<Control>" and "<Alt>", a
    /// letter lower-case; Shift is left out, as the views have always taken
    /// Shift+arrow for the arrow.
    static func effect(of key: Key, modifiers: Modifiers, in scope: KeyScope) -> KeyEffect? {
        var accelerator = key.character == nil ? key.name : key.name.lowercased()
        if modifiers.contains(.alt) { accelerator = "<Alt>" + accelerator }
        if modifiers.contains(.control) { accelerator = "<Control>" + accelerator }
        return KeyTable.effect(ofKeyNamed: accelerator, in: scope)
    }
}
