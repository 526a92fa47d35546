import CCairo
import CardArt
import GameModel
import TableCore

/// A full table as the app lays it out: every card of one deck at its grid
/// frame on a 1920x1080 window, with the app's aspect ratio and card-width cap.
struct TableScene {
    /// The window the table fills, in pixels.
    static let width = 1920, height = 1080
    /// Width over height of a Set card.
    static let setAspectRatio = SetTable.cardAspectRatio
    /// Width over height of a playing card.
    static let playingAspectRatio = MatchismoTable.cardAspectRatio

    let faces: [CardFace]
    let frames: [Frame]

    init(faces: [CardFace], aspectRatio: Double) {
        self.faces = faces
        frames = GridLayout(count: faces.count, width: Double(Self.width), height: Double(Self.height),
                            aspectRatio: aspectRatio,
                            maxCardWidth: TableGeometry.maxCardWidth(aspectRatio: aspectRatio)).frames
    }

    /// All 81 Set cards.
    static let setDeck = TableScene(faces: SetCard.fullDeck.map(CardFace.set), aspectRatio: setAspectRatio)
    /// All 52 playing cards, face up.
    static let playingDeck = TableScene(faces: PlayingCard.fullDeck.map(CardFace.playing), aspectRatio: playingAspectRatio)

    /// Each card's pixel size: its frame rounded, as `CardTableView` sizes the card's widget.
    func pixelSize(of index: Int) -> (width: Int, height: Int) {
        (max(Int(frames[index].width.rounded()), 1), max(Int(frames[index].height.rounded()), 1))
    }
}
