import GLibKit
import GameModel
import TableCore

/// The first lessons: offered the first time a game opens, reopened from the
/// main menu (Learn to Play), and played on the real table. A listener of the
/// window's tables: the player's moves at the lesson's table come back as
/// events, and the lesson answers them with its words, said with the move's.
/// Each step is said once, through the window's narrator.
@MainActor
final class Lessons: TableListener {
    private weak var window: MainWindow?
    let panel = LessonPanel()
    /// The lesson on show, and its game; nil when none.
    private var lesson: (any TableLesson)?
    private var lessonKind: GameKind?
    /// The game whose lesson is offered, until the player answers.
    private var offered: GameKind?
    /// Whether `kind`'s lesson was finished or skipped (the stored preference).
    var isSeen: @MainActor (GameKind) -> Bool = { _ in true }
    /// Stores that `kind`'s lesson was finished or skipped.
    var noteSeen: @MainActor (GameKind) -> Void = { _ in }
    /// Readies `kind`'s table for its lesson: Set shows classic Set, out of a sprint.
    var prepare: @MainActor (GameKind) -> Void = { _ in }
    /// Whether a game opened for the first time offers its lesson: the
    /// end-to-end tests set `MATCHISMO_TEST_LESSON_OFFER=off` unless a test
    /// asks for the offer, so it disturbs no other suite.
    var offersAtFirstOpen = ProcessEnvironment.value("MATCHISMO_TEST_LESSON_OFFER") != "off"

    init(window: MainWindow) {
        self.window = window
        // The window paints no background of its own: the slot takes the bars' colour.
        window.lessonSlot.addCSSClass("lesson-slot")
        window.lessonSlot.append(panel.root)
        window.listeners.join(self, at: .lesson)
        panel.onPrimary = { [weak self] in self?.primary() }
        panel.onBack = { [weak self] in self?.step { $0.back() } }
        panel.onSkip = { [weak self] in self?.skip() }
    }

    /// Whether a game's lesson counts as seen: finished or skipped (`stored`),
    /// or a player who has played the game already (a game in the
    /// statistics, or moves in the one going on) and gets the lesson with an
    /// update; Learn to Play still opens it.
    static func isSeen(stored: Bool, gamesPlayed: Int, movesInGame: Int) -> Bool {
        stored || gamesPlayed > 0 || movesInGame > 0
    }

    /// The games that have a lesson.
    static func hasLesson(_ kind: GameKind) -> Bool { kind == .set || kind == .matchismo }

    /// The lesson of `kind`, on its fixed deal.
    private static func lesson(of kind: GameKind) -> (any TableLesson)? {
        switch kind {
        case .set: SetLesson.onDeal
        case .matchismo: MatchismoLesson.onDeal
        case .card, .face: nil
        }
    }

    /// The table of `kind`, and its game as a lesson table.
    private func table(_ kind: GameKind) -> (view: CardTableView, game: any LessonTable)? {
        guard let view = window?.table(kind), let game = view.game as? any LessonTable else { return nil }
        return (view, game)
    }

    /// The main menu's Learn to Play, for the game on show.
    var handlers: [AppAction: @MainActor () -> Void] {
        [.lesson: { [weak self] in
            guard let self, let window = self.window else { return }
            self.start(window.current)
        }]
    }

    func updateActionStates(_ actions: ActionRegistry) {
        let kind = window?.current ?? .card
        actions.setEnabled(.lesson, Self.hasLesson(kind) && !(window?.isPaused ?? true))
    }

    /// Game `kind` is on show: its lesson's panel shows with it, and the
    /// first time, the lesson is offered.
    func gameShown(_ kind: GameKind) {
        if offersAtFirstOpen, lesson == nil, offered == nil, Self.hasLesson(kind), !isSeen(kind) {
            offered = kind
            panel.showOffer(kind)
            sayOffer(kind)
        }
        let shows = offered == kind || (lesson != nil && lessonKind == kind)
        if shows != panel.isShown { shows ? panel.root.isVisible = true : panel.hide() }
    }

    /// Says the offer, after the table's first focus when it has none yet: a
    /// screen reader presents an announcement only once it follows a focus.
    private func sayOffer(_ kind: GameKind) {
        guard let window else { return }
        guard let table = window.table(kind), table.pendingFocus != nil else { return window.narrator.say(LessonText.offer(kind)) }
        let before = table.onPendingFocus
        table.onPendingFocus = { [weak window] in
            before?()
            window?.narrator.say(LessonText.offer(kind))
        }
    }

    /// Starts `kind`'s lesson on its table (again, when one is on show).
    func start(_ kind: GameKind) {
        guard let lesson = Self.lesson(of: kind) else { return }
        // One lesson at a time: another game's, left on its table, ends first.
        if let running = lessonKind, running != kind { end(running) }
        offered = nil
        prepare(kind)
        guard let table = table(kind) else { return }
        self.lesson = lesson
        lessonKind = kind
        table.view.replaceGame(.lessonShown(true)) { table.game.startLesson() }
        showStep(focus: true)
    }

    /// Start Lesson, Next or Done.
    private func primary() {
        guard let lesson, let kind = lessonKind else { return offered.map(start) ?? () }
        if lesson.isLastStep { end(kind) } else { step { $0.next() } }
    }

    /// Moves the lesson with `move` (Next, Back) and shows and says where it is.
    private func step(_ move: (inout any TableLesson) -> Bool) {
        guard var lesson, move(&lesson) else { return }
        self.lesson = lesson
        showStep(focus: true)
    }

    /// No Thanks, or Skip Lesson: not offered again.
    private func skip() {
        if let kind = offered {
            offered = nil
            noteSeen(kind)
            panel.hide()
            window?.currentTable.map { _ = $0.focus($0.focusedIndex) }
        } else if let kind = lessonKind {
            end(kind)
        }
    }

    /// Ends the lesson, finished or skipped: the player's own game is back, and the lesson is not offered again.
    private func end(_ kind: GameKind) {
        noteSeen(kind)
        close()
        guard let table = table(kind) else { return }
        table.view.replaceGame(.lessonShown(false)) { table.game.endLesson() }
        _ = table.view.focus(table.view.focusedIndex)
    }

    private func close() {
        lesson = nil
        lessonKind = nil
        panel.hide()
    }

    /// Shows the step on show, lights its cards and says it; in the step that
    /// asks for a set, the keyboard goes to the table, elsewhere to Next.
    private func showStep(focus: Bool) {
        guard let lesson, let kind = lessonKind, let window, let table = table(kind) else { return }
        panel.show(lesson, of: kind)
        light(lesson, on: table)
        guard focus else { return }
        if lesson.step == .findOne {
            _ = table.view.focus(table.view.focusedIndex)
        } else {
            _ = panel.primary.grabFocus()
        }
        window.narrator.say(lesson.text)
    }

    /// Lights the step's cards on the table.
    private func light(_ lesson: any TableLesson, on table: (view: CardTableView, game: any LessonTable)) {
        let lit = Set(lesson.lit)
        guard lit != table.game.litFaces else { return }
        table.game.litFaces = lit
        table.view.refreshCards()
    }

    /// A move at the lesson's table: the lesson's words for it, and the next
    /// step's when it goes on (said with the move's own sentence, once). A new
    /// game or another variant there has left the lesson.
    func heard(_ event: TableEvent?, in kind: GameKind) -> String? {
        guard var lesson, kind == lessonKind, let event else { return nil }
        switch event {
        case .move(let outcome):
            let step = lesson.step
            let words = lesson.heard(outcome.event)
            self.lesson = lesson
            guard lesson.step != step else { return words }
            // The table is telling this move: the lit cards change once it has.
            MainLoop.idle { [weak self] in self?.showStep(focus: false) }
            return [words, lesson.text].compactMap { $0 }.joined(separator: " ")
        case .newGame, .variantShown, .previousGameBack:
            noteSeen(kind)
            close()
            return nil
        default:
            return nil
        }
    }
}
