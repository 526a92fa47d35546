import GtkKit
import TableCore

/// The players' claim keys: a Shift or Control key pressed and let go by
/// itself claims for its player. A modifier held for another key (Shift+Tab,
/// Ctrl+Z) claims nothing. It listens before any widget, so the key claims
/// wherever the focus is in the game window.
@MainActor
final class ClaimKeyInput {
    /// The claim key pressed last, with its keycode, while no other key came after it.
    private var pending: (key: ClaimKey, keycode: UInt32)?
    /// Called with the seat whose claim key was pressed and let go alone.
    var onClaim: @MainActor (Int) -> Void = { _ in }

    init(window: Window) {
        let keys = KeyController()
        keys.setPropagationPhase(.capture)
        keys.onKeyPressed { [weak self] (press: KeyPress) in
            self?.pending = ClaimKey(press.key).map { ($0, press.keycode) }
            return false
        }
        // The physical key is matched, not the key value: X11 may report a
        // right-hand modifier's release as the left one while Shift is down.
        keys.onKeyReleased { [weak self] _, keycode in
            guard let self, let pending = self.pending, pending.keycode == keycode else { return }
            self.pending = nil
            self.onClaim(pending.key.seat)
        }
        window.add(keys)
    }
}

extension ClaimKey {
    /// The claim key that `key` is, if any, as `KeyTable` declares it.
    init?(_ key: Key) {
        guard case .claim(let claim)? = KeyTable.effect(ofKeyNamed: key.name, in: .claim) else { return nil }
        self = claim
    }
}
