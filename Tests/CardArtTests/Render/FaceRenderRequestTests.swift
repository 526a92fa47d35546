import CCairo
import CardArt
import GameModel
import TableCore
import Testing

@Suite("matchismo render: the face")
struct FaceRenderRequestTests {
    private func subject(_ arguments: [String]) throws -> RenderRequest { try RenderTest.request(arguments) }

    @Test("face, face:HAPPINESS and face:HAPPINESS:SCALE; 400x400 unless --size says otherwise")
    func reads() throws {
        let parsed = try subject(["face:0.5", "--size", "400x300", "--output", "face.png"])
        #expect(parsed.subject == .face(HappinessFace(happiness: 0.5)))
        #expect(parsed.size == RenderSize(width: 400, height: 300))
        #expect(try subject(["face", "-o", "f.svg"]).subject == .face(.standard))
        #expect(try subject(["face", "-o", "f.svg"]).size == RenderSize(width: 400, height: 400))
        #expect(try subject(["FACE:-1:0.25", "-o", "f.pdf"]).subject == .face(HappinessFace(happiness: -1, scale: 0.25)))
        #expect(try subject(["face:1", "--state", "focused", "-o", "f.png"]).look.state == .focused)
        #expect(RenderRequest.usage.contains("matchismo render face[:HAPPINESS[:SCALE]]"))
    }

    @Test("rejects faces that cannot be drawn and options that do not apply", arguments: [
        (["face:2", "-o", "a.png"], "'face:2' is not a face"),
        (["face:-1.5", "-o", "a.png"], "is not a face"),
        (["face:nan", "-o", "a.png"], "is not a face"),
        (["face:happy", "-o", "a.png"], "is not a face"),
        (["face:0:3", "-o", "a.png"], "is not a face"),
        (["face:0:1:2", "-o", "a.png"], "is not a face"),
        (["face:", "-o", "a.png"], "is not a face"),
        (["face", "--state", "selected", "-o", "a.png"], "only the focused state"),
        (["face", "--face-scale", "0.6", "-o", "a.png"], "give the face's scale as face:HAPPINESS:SCALE"),
        (["face", "AS", "-o", "a.png"], "more than one card"),
        (["face", "--sheet", "set", "-o", "a.png"], "not both"),
        (["faces", "-o", "a.png"], "unknown card 'faces'"),
    ])
    func rejects(arguments: [String], expected: String) {
        let message = RenderTest.problem(arguments)
        #expect(message?.contains(expected) == true, "\(arguments): \(message ?? "accepted")")
    }

    @Test("draws the face headless in every format", arguments: RenderRequest.Format.allCases)
    func writes(format: RenderRequest.Format) throws {
        try RenderTest.write(["face:0.5", "--size", "120x80"], name: "face", format: format) { output in
            guard format == .png else { return }
            let surface = try #require(cairo_image_surface_create_from_png(output))
            defer { cairo_surface_destroy(surface) }
            let bitmap = Bitmap(surface: surface)
            #expect(bitmap.width == 120 && bitmap.height == 80)
            // The same pixels as the painter draws on an image of that size.
            let painted = FacePainterTests.bitmap(HappinessFace(happiness: 0.5), width: 120, height: 80)
            #expect(bitmap.pixels.filter(\.isBlackInk).count == painted.pixels.filter(\.isBlackInk).count)
            #expect(bitmap.pixels.filter(\.isBlackInk).count > 300)
        }
    }
}
