import CardArt
import GameModel
import TableCore
import GtkKit

/// The single-card view ("SuperCard"): one large card, swiped for the next,
/// clicked to flip, pinched to scale its court art.
@MainActor
final class SingleCardView {
    /// The card's margin as a fraction of the view's shorter side.
    static let marginFraction = 0.06
    /// The card's aspect ratio (width / height), as on the table.
    static let aspectRatio = 5.0 / 8.0

    private(set) var history: UndoHistory<SingleCardGame>
    /// View-only state: kept when the next card comes.
    private(set) var faceScale = FaceCardScale.standard
    private let felt: FeltTable
    private let cardView: CardView
    private var pinchStart: FaceCardScale?
    private var size = (width: 0.0, height: 0.0)
    var painter: CardPainter { didSet { cardView.painter = painter; felt.colour = painter.palette.table } }
    var textScale = 1.0 { didSet { cardView.textScale = textScale } }
    /// Told of every command with what happened; `knownCard` is the card when
    /// it has the focus, so a screen reader has just said its new name.
    var onEvent: (@MainActor (_ event: TableEvent?, _ knownCard: CardFace?) -> Void)?

    /// Called when the view was given a new size.
    var onResize: (@MainActor () -> Void)?

    init(game: SingleCardGame, painter: CardPainter) {
        history = UndoHistory(game)
        self.painter = painter
        cardView = CardView(card: Self.tableCard(history.game), painter: painter)
        felt = FeltTable(name: GameKind.card.tableName, colour: painter.palette.table)
        felt.onResize { [weak self] width, height in
            self?.size = (Double(width), Double(height))
            self?.placeCard()
            self?.onResize?()
        }
        cardView.fillsItsPlace()
        felt.layer.append(cardView.widget)
        cardView.onActivate = { [weak self] in self?.execute(.flip) }
        cardView.faceScale = faceScale.value
        installGestures()
    }

    /// The view's widget: the felt with the card on it.
    var root: Overlay { felt.root }
    var game: SingleCardGame { history.game }
    var cardWidget: Widget { cardView.widget }

    private static func tableCard(_ game: SingleCardGame) -> TableCard {
        TableCard(id: .playing(game.card), face: game.face, state: [], isEnabled: true)
    }

    func execute(_ command: GameCommand) {
        let event: TableEvent
        switch command {
        case .nextCard: event = .move(history.perform { $0.perform(.nextCard) })
        case .flip, .choose: event = .move(history.perform { $0.perform(.flip) })
        case .undo: event = .undid(history.undo())
        case .scaleFace(let factor): event = setFaceScale((pinchStart ?? faceScale).scaled(by: factor))
        case .stepFace(let steps): event = setFaceScale(faceScale.stepped(steps))
        default: return
        }
        cardView.update(Self.tableCard(game))
        onEvent?(event, knownCard)
    }

    private var knownCard: CardFace? { cardView.widget.hasFocus ? .playing(game.card) : nil }

    /// The card as the view shows it.
    var cards: [TableCard] { [Self.tableCard(game)] }

    func newGame(seed: UInt64) {
        history.reset(to: SingleCardGame(seed: seed))
        cardView.update(Self.tableCard(game))
        onEvent?(.newGame, knownCard)
    }

    private func setFaceScale(_ scale: FaceCardScale) -> TableEvent {
        faceScale = scale
        cardView.faceScale = scale.value
        return .faceScaled(scale.value)
    }

    /// Centres a 5:8 card with a margin.
    private func placeCard() {
        let margin = min(size.width, size.height) * Self.marginFraction
        let layout = GridLayout(count: 1, width: max(size.width - 2 * margin, 1), height: max(size.height - 2 * margin, 1),
                                aspectRatio: Self.aspectRatio)
        guard let frame = layout.frames.first else { return }
        felt.layer.place(cardView.widget, x: frame.x + margin, y: frame.y + margin,
                         width: Int(frame.width.rounded()), height: Int(frame.height.rounded()))
    }

    /// Like the card table's (`TableInput`), the gestures watch every touch
    /// on its way to the card's button, and a touch that moves and two
    /// fingers are claimed: a swipe or a pinch does not also turn the card.
    private func installGestures() {
        let swipe = GestureSwipe()
        swipe.setPropagationPhase(.capture)
        swipe.onSwipe { [weak self] vx, vy in
            if let command = GestureMapping.cardSwipe(velocityX: vx, velocityY: vy) { self?.execute(command) }
        }
        root.add(swipe)
        let drag = GestureDrag()
        drag.claimOnceMoved()
        drag.setPropagationPhase(.capture)
        root.add(drag)
        drag.group(with: swipe)

        let zoom = GestureZoom()
        zoom.setPropagationPhase(.capture)
        let claimPinch = zoom.claim
        zoom.onBegin { [weak self] in
            self?.pinchStart = self?.faceScale
            claimPinch()
        }
        zoom.onScaleChanged { [weak self] scale in self?.execute(.scaleFace(scale)) }
        zoom.onEnd { [weak self] in self?.pinchStart = nil }
        root.add(zoom)

        KeyRoute.listen(.singleCard, on: root, target: self)
    }

    /// Left/Right next card, plus/minus scale the court art; Space/Enter flip (the card's own keys).
    func handleKey(_ key: Key) -> Bool {
        KeyRoute.route(key, in: .singleCard, to: self)
    }
}

extension SingleCardView: KeyTarget {
    func perform(_ effect: KeyEffect) -> Bool {
        switch effect {
        case .hold: return true
        case .command(let command):
            execute(command)
            return true
        default: return false
        }
    }
}
