import GLibKit
import GtkKit

/// Says what the window hands it to a player who cannot see the table, once
/// and in order, through the focused widget (which screen readers follow).
/// It makes no sentence and reads no state: the window made each one.
@MainActor
final class Narrator {
    private weak var window: Window?
    /// When the focus last moved, and sentences waiting for the screen reader to follow it.
    private var focusMoved = -Double.infinity
    private var waiting: [String] = []
    private var waitTimer: UInt32?
    /// The sentence said last, and when.
    private var lastSaid: (sentence: String, at: Double)?

    /// How long a screen reader takes to follow the focus to a new widget. A
    /// sentence said through a widget it has not followed yet is dropped (Orca
    /// presents only its locus of focus), so within this time of a focus move,
    /// sentences wait and are then said through the widget focused by then.
    static let focusSettle = 0.4

    /// How long a sentence waits after the same sentence was said. Orca 48
    /// drops an announcement while the same one from the same widget is still
    /// waiting in its queue, so two "Selected." said together (two cards
    /// chosen with one quick run of keys) were heard once.
    static let repeatGap = 0.25

    init(window: Window) {
        self.window = window
        window.onNotify("focus-widget") { [weak self] in self?.focusMoved = MainLoop.now }
    }

    /// Says `sentence` once the focus has settled.
    func say(_ sentence: String) {
        waiting.append(sentence)
        flush()
    }

    /// Says the waiting sentences, in order, once the focus has settled, and
    /// a sentence that repeats the one said last once `repeatGap` has passed.
    private func flush() {
        while let sentence = waiting.first {
            let now = MainLoop.now
            var ready = focusMoved + Self.focusSettle
            if let lastSaid, lastSaid.sentence == sentence { ready = max(ready, lastSaid.at + Self.repeatGap) }
            guard ready <= now else {
                if waitTimer == nil {
                    waitTimer = MainLoop.timeout(milliseconds: Int(((ready - now) * 1000).rounded(.up))) { [weak self] in
                        self?.waitTimer = nil
                        self?.flush()
                        return false
                    }
                }
                return
            }
            waiting.removeFirst()
            window?.announceAtFocus(sentence)
            lastSaid = (sentence, now)
        }
    }
}
