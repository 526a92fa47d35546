import CairoKit
import CardArt
import GameModel

/// The images the card views on screen draw, shared by every view that shows
/// the same thing: a table of face-down cards keeps one image of the back,
/// not one per card (30 at the start of a card-matching game, 1.6 MB).
///
/// Holds each image only while a view uses it (weakly), so an image goes with
/// the last card that shows it, as it did when each view kept its own.
@MainActor
enum CardImages {
    /// What an image shows, at which size: views with equal keys share it.
    struct Key: Hashable {
        var face: CardFace
        var look: CardLook
        var palette: Palette
        var width: Int
        var height: Int
        var scale: Int
    }

    private final class Entry {
        weak var image: ImageSurface?
        init(_ image: ImageSurface) { self.image = image }
    }

    private static var entries: [Key: Entry] = [:]

    /// The image for `key`: one a view already shows, or a new one `render` makes.
    static func image(for key: Key, render: (Key) -> ImageSurface?) -> ImageSurface? {
        if let shared = entries[key]?.image { return shared }
        guard let made = render(key) else { return nil }
        // Keys of images no view holds any more go before a new one comes in.
        entries = entries.filter { $0.value.image != nil }
        entries[key] = Entry(made)
        return made
    }
}
