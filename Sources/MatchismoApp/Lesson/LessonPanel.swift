import GLibKit
import GameModel
import GtkKit
import TableCore

/// The first lesson's panel above the table: the offer, then each step's
/// words with Back, Next (Done on the last) and Skip. A card-styled box, not
/// a dialog, so the table under it stays in play; it only shows and reports
/// presses, the `Lessons` it belongs to decides.
@MainActor
final class LessonPanel {
    let root = Box(.vertical, spacing: 6, role: .group)
    private let title = Label("")
    private let progress = Label("")
    private let text = Label("")
    private let skip = Button(label: "")
    private let back = Button(label: "")
    /// Start Lesson in the offer, Next in a step, Done in the last.
    let primary = Button(label: "")
    /// Start Lesson, Next or Done pressed.
    var onPrimary: @MainActor () -> Void = {}
    var onBack: @MainActor () -> Void = {}
    /// No Thanks or Skip Lesson pressed.
    var onSkip: @MainActor () -> Void = {}

    init() {
        root.addCSSClass("card")
        root.addCSSClass("lesson-panel")
        root.setMargins(12)
        root.isVisible = false
        let heading = Box(.horizontal, spacing: 12)
        title.addCSSClass("heading")
        title.setXAlign(0)
        title.horizontalExpand = true
        progress.addCSSClass("dim-label")
        heading.append(title)
        heading.append(progress)
        root.append(heading)
        text.setWrap(true)
        text.setXAlign(0)
        root.append(text)
        let buttons = Box(.horizontal, spacing: 6)
        buttons.setAlign(horizontal: .end, vertical: .center)
        primary.addCSSClass("suggested-action")
        // Next comes last: from the table, Shift+Tab reaches it first.
        for button in [skip, back, primary] { buttons.append(button) }
        root.append(buttons)
        primary.onClicked { [weak self] in self?.onPrimary() }
        back.onClicked { [weak self] in self?.onBack() }
        skip.onClicked { [weak self] in self?.onSkip() }
        CSS.load(Self.css)
    }

    /// The offer made the first time `kind` opens.
    func showOffer(_ kind: GameKind) {
        show(title: LessonText.title(kind), progress: "", text: LessonText.offer(kind))
        // TRANSLATORS: the first lesson's offer: its buttons.
        primary.setLabel(tr("Start Lesson"))
        skip.setLabel(tr("No Thanks"))
        back.isVisible = false
        primary.isSensitive = true
    }

    /// The step on show of `lesson`, `kind`'s.
    func show(_ lesson: any TableLesson, of kind: GameKind) {
        show(title: LessonText.title(kind), progress: LessonText.stepOf(lesson.stepNumber, type(of: lesson).stepCount),
             text: lesson.text)
        // TRANSLATORS: the first lesson's buttons: the next step, or Done on the last, which goes back to the player's game.
        primary.setLabel(lesson.isLastStep ? tr("Done") : tr("Next"))
        skip.setLabel(tr("Skip Lesson"))
        back.setLabel(tr("Back"))
        back.isVisible = true
        back.isSensitive = lesson.canGoBack
        primary.isSensitive = lesson.canGoOn
    }

    private func show(title: String, progress: String, text: String) {
        self.title.text = title
        self.progress.text = progress
        self.text.text = text
        root.setAccessibleLabel(title)
        root.isVisible = true
    }

    /// Hides the panel.
    func hide() { root.isVisible = false }

    var isShown: Bool { root.isVisible }

    /// The step's words, as shown; for tests.
    var shownText: String { text.text }

    private static let css = """
        .lesson-panel { padding: 12px; }
        window.matchismo-window .lesson-slot { background-color: @window_bg_color; }
        """
}
