import GLibKit
import GtkKit
import TableCore

/// The rows under the table: the status line (what just happened, read by a
/// screen reader as a status) with the deck or deal on its right, and in a
/// narrow Set window the row that takes Deal and Hint from the header.
@MainActor
final class StatusBar {
    /// The status line and the deck label.
    let bar = Box(.horizontal, spacing: 12)
    /// Deal and Hint, with labels, when the header has no room for them.
    let actionRow = Box(.horizontal, spacing: 6)
    private let statusLabel = Label("", role: .status)
    private let deckLabel = Label("")
    /// The score, when the header has no room for it (`score`).
    private let scoreLabel = Label("")
    /// Whether the table is narrow: then the header sheds Deal and Hint.
    private(set) var isNarrow = false
    /// Table widths at which the header sheds (below) or takes back (above) Deal and Hint.
    private static let narrowBelow = 480, wideAbove = 560

    init() {
        bar.addCSSClass("status-bar")
        statusLabel.horizontalExpand = true
        statusLabel.setXAlign(0)
        statusLabel.setWrap(true)
        bar.append(statusLabel)
        scoreLabel.isVisible = false
        scoreLabel.addCSSClass("score")
        bar.append(scoreLabel)
        deckLabel.setXAlign(1)
        bar.append(deckLabel)

        actionRow.addCSSClass("action-row")
        let deal = Button(label: tr("_Deal 3 More"))
        let hint = Button(label: tr("_Hint"))
        deal.setAction(AppAction.deal.detailed)
        hint.setAction(AppAction.hint.detailed)
        for button in [deal, hint] {
            button.horizontalExpand = true
            actionRow.append(button)
        }
    }

    /// The score shown here, as the header shows it; nil hides it.
    var score: Int? = nil {
        didSet {
            scoreLabel.isVisible = score != nil
            if let score { scoreLabel.text = GameHeader.scoreText(score) }
        }
    }

    var status: String {
        get { statusLabel.text }
        set { statusLabel.text = newValue }
    }

    var deck: String {
        get { deckLabel.text }
        set { deckLabel.text = newValue }
    }

    /// Follows the table's width, with a margin so the header does not flicker
    /// at the edge; true when the window became narrow or wide.
    func followWidth(_ width: Int) -> Bool {
        let narrow = isNarrow ? width < Self.wideAbove : width < Self.narrowBelow
        guard narrow != isNarrow else { return false }
        isNarrow = narrow
        return true
    }

    /// Shows the Deal and Hint row in a narrow window that shows Set.
    func showSetActions(_ inSet: Bool) {
        actionRow.isVisible = inSet && isNarrow
    }

    static let css = """
        .status-bar { padding: 6px 12px; }
        .action-row { padding: 0 12px 6px 12px; }
        """
}
