import CardArt
import CCairo
import Foundation
import GameModel
import Testing

/// Compares a few cards with reference PNGs in `References/`, so that
/// unintended changes to the art are noticed.
///
/// To update the references on purpose (after a deliberate change to the art):
///
///     MATCHISMO_UPDATE_REFERENCES=1 swift test --filter CardArtTests.ReferenceImageTests
///
/// then look at the new PNGs and commit them with the change. The tolerance
/// allows for font and rasteriser differences between machines.
@Suite("Reference images")
struct ReferenceImageTests {
    static let cases: [(name: String, face: String, width: Int, height: Int, state: CardLook.State)] = [
        ("AS", "AS", 125, 175, []),
        ("10H", "10H", 125, 175, []),
        ("QD", "QD", 125, 175, []),
        ("KC", "KC", 125, 175, []),
        ("JS-selected", "JS", 125, 175, .selected),
        ("back", "back", 125, 175, []),
        ("1-solid-red-diamond", "1-solid-red-diamond", 150, 100, []),
        ("2-striped-purple-squiggle", "2-striped-purple-squiggle", 150, 100, []),
        ("3-open-green-oval-tall", "3-open-green-oval", 100, 150, .hinted),
    ]

    /// `References/` in the target's folder, one above this file's.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("References")
    static let updating = ProcessInfo.processInfo.environment["MATCHISMO_UPDATE_REFERENCES"] == "1"

    /// The largest share of pixels allowed to differ noticeably, and what counts as noticeable.
    static let allowedShare = 0.02
    static let noticeable = 0.25

    @Test("cards match their reference images", arguments: cases.map(\.name))
    func matchesReference(name: String) throws {
        let entry = Self.cases.first { $0.name == name }!
        let face = try CardFace.parse(entry.face)
        let surface = try #require(CardImage.make(face, width: entry.width, height: entry.height, look: CardLook(state: entry.state)))
        defer { cairo_surface_destroy(surface) }
        let path = Self.folder.appendingPathComponent("\(name).png").path

        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
            return
        }
        let reference = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(reference) }
        try #require(cairo_surface_status(reference) == CAIRO_STATUS_SUCCESS,
                     "missing reference \(path); run with MATCHISMO_UPDATE_REFERENCES=1 to create it")
        let actual = Bitmap(surface: surface), expected = Bitmap(surface: reference)
        try #require(actual.width == expected.width && actual.height == expected.height)
        let differing = zip(actual.pixels, expected.pixels).filter { a, b in a.difference(from: b) > Self.noticeable }.count
        let share = Double(differing) / Double(actual.pixels.count)
        #expect(share <= Self.allowedShare, "\(name): \(differing) pixels differ from \(path)")
    }
}
