import GLibKit
import GameModel
import GtkKit
import TableCore

/// Says what happens to a player who cannot see the table: each event once,
/// in the sentence `EventText` makes, through the focused widget (which screen
/// readers follow); and answers the reading keys.
@MainActor
final class Narrator {
    private weak var window: Window?
    /// Everything a sentence may mention about a game; set by the game window.
    var context: @MainActor (_ kind: GameKind, _ knownCard: CardFace?) -> TableContext = { kind, _ in TableContext(kind: kind) }
    /// The cards of a game as its table shows them.
    var cards: @MainActor (GameKind) -> [TableCard] = { _ in [] }
    /// The number of columns of a game's grid.
    var columns: @MainActor (GameKind) -> Int = { _ in 1 }
    /// What a game shows beside its table (a Set variant's last set, shared card or sets found).
    var beside: @MainActor (GameKind) -> BesideTable = { _ in .nothing }
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

    /// Says what `event` did in game `kind`, leaving out what the player has just heard.
    /// `heardValue`: the face's new happiness was just said as the focused slider's value;
    /// `adding`: more to say in the same breath (a sprint's progress).
    func tell(_ event: TableEvent, in kind: GameKind, knownCard: CardFace?, heardValue: Bool = false, adding: String? = nil) {
        var context = context(kind, knownCard)
        context.heardValue = heardValue
        let sentences = [EventText.sentence(for: event, in: context), adding].compactMap { $0 }
        guard !sentences.isEmpty else { return }
        say(sentences.joined(separator: " "))
    }

    /// Says the game's name and numbers after a switch to it.
    func tellSwitch(to kind: GameKind) {
        say(TableReading.switched(to: context(kind, nil), cards: cards(kind)))
    }

    /// The score and the deck.
    func readSummary(of kind: GameKind) {
        say(TableReading.summary(context(kind, nil), cards: cards(kind)))
    }

    /// The cards chosen so far.
    func readChoice(of kind: GameKind) {
        say(TableReading.choice(context(kind, nil), cards: cards(kind)))
    }

    /// Every card on the table, row by row, then what lies beside it; the
    /// face's values on the face view.
    func readTable(of kind: GameKind) {
        guard kind != .face else { return readSummary(of: kind) }
        let table = TableReading.table(cards(kind), columns: columns(kind))
        say([table, TableReading.beside(beside(kind))].compactMap { $0 }.joined(separator: " "))
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
