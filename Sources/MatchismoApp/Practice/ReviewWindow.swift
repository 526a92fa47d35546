import AdwKit
import CardArt
import GLibKit
import GameModel
import GtkKit
import TableCore

/// The review of a Set game: the table as it was at each move,
/// drawn by the table's own card views, with the move's cards selected (or
/// flashed as a mismatch) and every other set on the table hinted; under it
/// the move and the sets in words. First, Previous, Next and Last buttons
/// and Left, Right, Home and End step through it, and each page is said
/// once through the window's own narrator.
///
/// It takes any `GameReview`, so a finished game kept elsewhere can be
/// reviewed the same way as the game on the table.
@MainActor
final class ReviewWindow: KeyTarget {
    let window = Window()
    private(set) var pages: ReviewPages
    private let cardRows = Box(.vertical, spacing: ReviewWindow.spacing)
    private var rows: [Box] = []
    /// The cards shown, in table order; for tests.
    private(set) var views: [CardView] = []
    /// The page's sentence, as the narrator says it.
    let sentence = Label("")
    /// First, Previous, Next, Last.
    private(set) var buttons: [Button] = []
    private var narrator: Narrator!
    private let painter: CardPainter
    private let textScale: Double

    private static let cardHeight = 84, spacing = 8, minimumColumns = 4, rowsWanted = 3

    init(review: GameReview, painter: CardPainter, textScale: Double = 1) {
        pages = ReviewPages(review)
        self.painter = painter
        self.textScale = textScale
        window.title = ReviewText.title
        window.setDefaultSize(width: 780, height: 640)
        window.setTitlebar(AdwaitaHeaderBar())
        let content = Box(.vertical, spacing: 12)
        content.setMargins(18)
        cardRows.setAlign(horizontal: .center, vertical: .start)
        content.append(cardRows)
        sentence.setWrap(true)
        sentence.setXAlign(0)
        sentence.setSelectable(false)
        content.append(sentence)
        let scrolled = ScrolledWindow(child: content)
        scrolled.verticalExpand = true
        let layout = Box(.vertical)
        layout.append(scrolled)
        layout.append(makeButtons())
        window.setChild(layout)
        narrator = Narrator(window: window)
        // Before the focused button's own arrow keys move the focus.
        KeyRoute.listen(.review, on: window, phase: .capture, target: self)
        showPage()
    }

    /// Shows the window over `parent` with the focus on Next, and says the first page.
    func present(over parent: Window) {
        window.setTransient(for: parent)
        window.present()
        _ = buttons[2].grabFocus()
        narrator.say(pages.sentence)
    }

    func perform(_ effect: KeyEffect) -> Bool {
        guard case .navigate(let move) = effect else { return false }
        go(move)
        return true
    }

    /// Goes to the page `move` names and says it; at either end, nothing happens.
    func go(_ move: GridFocus.Move) {
        guard pages.go(move) else { return }
        showPage()
        narrator.say(pages.sentence)
    }

    private func makeButtons() -> Box {
        let bar = Box(.horizontal, spacing: 6)
        bar.setMargins(12)
        bar.setAlign(horizontal: .center, vertical: .center)
        let moves: [(GridFocus.Move, String, String)] = [
            // TRANSLATORS: the review window's buttons (their tooltips and names for a screen reader).
            (.first, "go-first-symbolic", tr("First move")),
            (.left, "go-previous-symbolic", tr("Previous move")),
            (.right, "go-next-symbolic", tr("Next move")),
            (.last, "go-last-symbolic", tr("The end")),
        ]
        for (move, icon, name) in moves {
            let button = Button(iconName: icon, tooltip: name)
            button.onClicked { [weak self] in self?.go(move) }
            bar.append(button)
            buttons.append(button)
        }
        return bar
    }

    /// Lays out the page's cards in rows, about three rows as the table deals them.
    private func showPage() {
        for row in rows { cardRows.remove(row) }
        rows = []
        views = []
        let cards = pages.cards
        let columns = max(Self.minimumColumns, (cards.count + Self.rowsWanted - 1) / Self.rowsWanted)
        for (index, card) in cards.enumerated() {
            if index % columns == 0 {
                let row = Box(.horizontal, spacing: Self.spacing)
                cardRows.append(row)
                rows.append(row)
            }
            let view = CardView(card: card, painter: painter, choosable: false)
            view.textScale = textScale
            view.setSize(width: Int((Double(Self.cardHeight) * SetTable.cardAspectRatio).rounded()), height: Self.cardHeight)
            rows.last?.append(view.widget)
            views.append(view)
        }
        sentence.text = pages.sentence
    }
}
