import Testing
import GameModel

@Suite("Card faces and short-form parsing")
struct CardFaceTests {
    static let allShortForms = PlayingCard.fullDeck.map(\.shortForm) + SetCard.fullDeck.map(\.shortForm) + ["back"]

    @Test("Every short form (52 + 81 + back) parses back to its face")
    func roundTrip() throws {
        #expect(Self.allShortForms.count == 134)
        #expect(Set(Self.allShortForms).count == 134)
        for face in PlayingCard.fullDeck.map(CardFace.playing) + SetCard.fullDeck.map(CardFace.set) + [.back] {
            #expect(try CardFace.parse(face.shortForm) == face)
        }
    }

    @Test("Parsing trims spaces and ignores case")
    func lenient() throws {
        #expect(try CardFace.parse(" QH ") == .playing(PlayingCard(.queen, of: .hearts)))
        #expect(try CardFace.parse("10s") == .playing(PlayingCard(.ten, of: .spades)))
        #expect(try CardFace.parse("BACK") == .back)
        #expect(try CardFace.parse("2-Striped-RED-oval") == .set(SetCard(.two, .striped, .red, .oval)))
    }

    @Test("Parsing trims spaces, tabs and no-break spaces, but not line breaks")
    func trimming() throws {
        #expect(try CardFace.parse("\t QH \u{00A0}") == .playing(playing("QH")))
        #expect(try CardFace.parse("  back\t") == .back)
        #expect(throws: CardParseError.self) { try CardFace.parse("QH\n") }
    }

    @Test("The back is abbreviated")
    func back() {
        #expect(CardFace.back.shortForm == "back")
    }

    @Test("Bad short forms throw an error listing the accepted forms", arguments: [
        "", "1S", "11H", "QX", "4-solid-red-oval", "2-solid-blue-oval", "2-solid-red", "backs", "Q", "2-solid-red-oval-x",
    ])
    func badForms(input: String) {
        do {
            let face = try CardFace.parse(input)
            Issue.record("'\(input)' parsed as \(face)")
        } catch {
            #expect(error.input == input)
            let text = error.description
            #expect(text.hasPrefix("Unknown card '\(input)'. Accepted forms:"))
            for part in [
                "RANK A/2/3/4/5/6/7/8/9/10/J/Q/K", "SUIT S/H/D/C", "AS, 10H, QD, KC",
                "NUMBER-SHADING-COLOUR-SHAPE", "NUMBER 1/2/3", "SHADING solid/striped/open",
                "COLOUR red/green/purple", "SHAPE diamond/squiggle/oval", "2-striped-purple-squiggle",
                "back for the back of a playing card",
            ] {
                #expect(text.contains(part), "missing \(part)")
            }
        }
    }

    @Test("The error type is exactly CardParseError")
    func typedError() {
        #expect(throws: CardParseError.self) { try CardFace.parse("11H") }
        let error = #expect(throws: CardParseError.self) { try CardFace.parse(" 11H") }
        #expect(error?.input == " 11H")
    }
}
