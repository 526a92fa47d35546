import CardArt
import GLibKit
import GameModel
import GtkKit
import TableCore

/// What a Set variant shows beside the table, under the cards: Set-Chain's
/// last set (its cards can be chosen: click them, or Tab to them and press
/// Space), UltraSet's shared card, or the puzzle's sets found so far.
///
/// A caption says what the cards are, and each card is a button or an image
/// named after its card, so a screen reader reads the strip like the table.
@MainActor
final class BesideStrip {
    let root = Box(.vertical, spacing: 6)
    private let caption = Label("")
    /// Rows of cards: one for a last set or a shared card, one per three sets found.
    private let cardRows = Box(.vertical, spacing: 6)
    private var rows: [Box] = []
    /// The cards shown, in reading order; for tests.
    private(set) var views: [CardView] = []
    private var shown: BesideTable = .nothing
    private var selection: [SetCard] = []
    var painter: CardPainter { didSet { views.forEach { $0.painter = painter } } }
    var textScale = 1.0 { didSet { views.forEach { $0.textScale = textScale } } }
    /// Chooses this card of the last set.
    var onChoose: (@MainActor (SetCard) -> Void)?
    /// Small cards: the table's cards stay the focus.
    private static let cardHeight = 56, foundCardHeight = 36, setsPerRow = 3

    init(painter: CardPainter) {
        self.painter = painter
        root.addCSSClass("beside-strip")
        caption.setXAlign(0)
        caption.setWrap(true)
        caption.addCSSClass("caption-heading")
        root.append(caption)
        root.append(cardRows)
        root.isVisible = false
        CSS.load(Self.css)
    }

    /// Shows what `game` puts beside its table.
    func show(_ game: any SetFamilyGame) {
        let beside = game.beside
        let selection = game.selection.filter { !game.table.contains($0) }
        guard beside != shown || selection != self.selection else { return }
        shown = beside
        self.selection = selection
        for row in rows { cardRows.remove(row) }
        rows = []
        views = []
        root.isVisible = beside != .nothing
        // A last set or a shared card keeps one row of room from the start, so
        // the table does not shrink and re-flow when the first one appears.
        let keepsARow: Bool = switch beside {
        case .lastSet, .sharedCard: true
        case .nothing, .foundSets: false
        }
        cardRows.setSizeRequest(width: -1, height: keepsARow ? Self.cardHeight : -1)
        switch beside {
        case .nothing:
            return
        case .lastSet(let cards?):
            caption.text = tr("Last set: the next set keeps exactly one of these cards.")
            let row = addRow(spacing: 12)
            for card in cards {
                addCard(card, to: row, selected: selection.contains(card), place: tr("from the last set"), choosable: true)
            }
        case .lastSet(nil):
            caption.text = tr("Last set: none yet. The first set is free.")
        case .sharedCard(let card?):
            caption.text = tr("The last UltraSet's pairs both completed this card:")
            addCard(card, to: addRow(spacing: 12), selected: false, place: tr("the shared card"), choosable: false)
        case .sharedCard(nil):
            caption.text = tr("No UltraSet yet. Its shared card will show here.")
        case .foundSets(let sets, let total):
            // TRANSLATORS: the daily puzzle; {found} of {total} sets.
            caption.text = tr("Sets found: {found} of {total}.").filling(["found": String(sets.count), "total": String(total)])
            var row: Box?
            for (number, set) in sets.enumerated() {
                if number % Self.setsPerRow == 0 { row = addRow(spacing: 18) }
                let group = Box(.horizontal, spacing: 3)
                row?.append(group)
                for card in set {
                    // TRANSLATORS: a card of a found set in the daily puzzle; {number} counts the sets.
                    addCard(card, to: group, selected: false, height: Self.foundCardHeight,
                            place: tr("found set {number}").filling(["number": String(number + 1)]), choosable: false)
                }
            }
        }
    }

    private func addRow(spacing: Int) -> Box {
        let row = Box(.horizontal, spacing: spacing)
        cardRows.append(row)
        rows.append(row)
        return row
    }

    private func addCard(_ card: SetCard, to row: Box, selected: Bool, height: Int = cardHeight, place: String,
                         choosable: Bool)
    {
        let state: CardLook.State = selected ? [.selected] : []
        let view = CardView(card: TableCard(id: .set(card), face: .set(card), state: state, isEnabled: true),
                            painter: painter, choosable: choosable)
        view.textScale = textScale
        view.setSize(width: Int((Double(height) * SetTable.cardAspectRatio).rounded()), height: height)
        view.placeText = place
        if choosable { view.onActivate = { [weak self] in self?.onChoose?(card) } }
        row.append(view.widget)
        views.append(view)
    }

    private static let css = """
        .beside-strip { padding: 6px 12px; }
        """
}
