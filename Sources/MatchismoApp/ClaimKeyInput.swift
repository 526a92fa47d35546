import GtkKit
import TableCore

/// The players' claim keys: a Shift or Control key pressed and let go by
/// itself claims for its player. A modifier held for another key (Shift+Tab,
/// Ctrl+Z) claims nothing. It listens before any widget, so the key claims
/// wherever the focus is in the game window.
@MainActor
final class ClaimKeyInput {
    /// The modifier pressed last, while no other key came after it.
    private var pending: ClaimKey?
    /// Called with the seat whose claim key was pressed and let go alone.
    var onClaim: @MainActor (Int) -> Void = { _ in }

    init(window: Window) {
        let keys = KeyController()
        keys.setPropagationPhase(.capture)
        keys.onKeyPressed { [weak self] key, _ in
            self?.pending = ClaimKey(key)
            return false
        }
        keys.onKeyReleased { [weak self] key in
            guard let self else { return }
            defer { self.pending = nil }
            if let claim = self.pending, claim == ClaimKey(key) { self.onClaim(claim.seat) }
        }
        window.add(keys)
    }
}

extension ClaimKey {
    /// The claim key that `key` is, if any.
    init?(_ key: Key) {
        switch key {
        case .shift(.left): self = .leftShift
        case .shift(.right): self = .rightShift
        case .control(.left): self = .leftControl
        case .control(.right): self = .rightControl
        default: return nil
        }
    }
}
