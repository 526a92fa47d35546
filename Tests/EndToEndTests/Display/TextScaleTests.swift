import Foundation
import GameModel
import Testing

/// Larger text: the corner index follows GTK's `gtk-xft-dpi`, which
/// on X11 comes from the XSETTINGS manager. The session runs `xsettingsd`;
/// the test rewrites its Xft/DPI from 96 to 144 dpi while the game runs and
/// measures the index's ink on screen before and after.
@Suite("Text scale (end to end)", .serialized, .timeLimit(.minutes(2)))
struct TextScaleTests {
    /// Xft/DPI is in 1/1024 dots per inch.
    static let normalDPI = 96 * 1024
    static let largeDPI = 144 * 1024

    @Test("Raising Xft/DPI by half while the game runs redraws the corner index half as large again")
    func indexFollowsXftDPI() async throws {
        // A single Ace: nothing but the index near the top-left corner.
        let seed: UInt64 = 10
        #expect(SingleCardGame(seed: seed).card == PlayingCard(.ace, of: .spades))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-xsettings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("xsettingsd.conf")
        try "Xft/DPI \(Self.normalDPI)\n".write(to: config, atomically: true, encoding: .utf8)

        var options = AppSession.Options()
        options.helpers = [.init("xsettingsd", ["-c", config.path])]
        try await AppSession.with(["--game=card", "--seed=\(seed)"], options: options) { app in
            let before = try await Self.measureIndex(app)

            try "Xft/DPI \(Self.largeDPI)\n".write(to: config, atomically: true, encoding: .utf8)
            try await app.signalHelper(0, SIGHUP)
            var after = before
            try await waitUntil("the index to be redrawn larger", timeout: .seconds(10), interval: .milliseconds(250)) {
                let previous = after
                after = try await Self.measureIndex(app)
                return after.relativeHeight > before.relativeHeight * 1.2 && after == previous
            }

            let heightRatio = after.relativeHeight / before.relativeHeight
            let widthRatio = after.relativeWidth / before.relativeWidth
            print("TextScaleTests: index \(before.ink.width)x\(before.ink.height) px on a \(before.card.height) px card, "
                + "then \(after.ink.width)x\(after.ink.height) px on a \(after.card.height) px card: "
                + "height x\(heightRatio), width x\(widthRatio)")
            #expect(abs(heightRatio - 1.5) <= 0.1, "height grew by \(heightRatio): \(before) -> \(after)")
            #expect(abs(widthRatio - 1.5) <= 0.15, "width grew by \(widthRatio): \(before) -> \(after)")
        }
    }

    /// The corner index's ink on screen and the card it is on.
    struct IndexMeasure: Equatable, CustomStringConvertible {
        var card: AccessibleNode.Extents
        var ink: AccessibleNode.Extents

        /// Ink sizes as fractions of the card's height: the card itself
        /// shrinks a little when larger text makes the header taller.
        var relativeHeight: Double { Double(ink.height) / Double(card.height) }
        var relativeWidth: Double { Double(ink.width) / Double(card.height) }

        var description: String { "ink \(ink) in card \(card)" }
    }

    /// Measures the ink in the card's top-left corner: the top quarter of
    /// its width and third of its height, leaving out the table behind the
    /// rounded corner and a band along the card's border.
    static func measureIndex(_ app: AppSession) async throws -> IndexMeasure {
        let tree = try await app.settledTree()
        let card = try #require(tree.visibleCards.first?.extents, "no card:\n\(tree)")
        let region = AccessibleNode.Extents(x: card.x, y: card.y, width: card.width / 4, height: card.height / 3)
        let pixels = try await app.screenRegion(region)
        // The reference's corner radius, 0.06 of the card's height.
        let radius = 0.06 * Double(card.height)
        let band = 4.0
        var masked = pixels.rgb
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let inside = px < radius && py < radius
                    ? radius - ((radius - px) * (radius - px) + (radius - py) * (radius - py)).squareRoot()
                    : min(px, py)
                if inside < band {
                    let offset = (y * pixels.width + x) * 3
                    masked[offset] = 255
                    masked[offset + 1] = 255
                    masked[offset + 2] = 255
                }
            }
        }
        let corner = ScreenRegion(width: pixels.width, height: pixels.height, rgb: masked)
        let ink = try #require(corner.inkBounds(isInk), "no index ink in \(region)")
        return IndexMeasure(card: card, ink: ink)
    }

    /// Black or red ink (the suit colours), not the white card.
    static func isInk(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
        let darkGrey = max(pixel.red, pixel.green, pixel.blue) < 128
            && max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue) < 40
        let red = pixel.red > 140 && pixel.green < 100 && pixel.blue < 100
        return darkGrey || red
    }
}
