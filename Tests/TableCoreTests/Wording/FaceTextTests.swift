import GameModel
import Testing

@testable import TableCore

/// What the face view says and shows: each change once, the value left out
/// when the player has just heard it as the slider's value.
@Suite("What the face says")
struct FaceTextTests {
    private func say(_ change: FaceEvent, heard: Bool = false) -> String? {
        EventText.sentence(for: .face(change), in: TableContext(kind: .face, heardValue: heard))
    }

    @Test("The face's happiness is said in percent, unless it was just heard")
    func happinessIsSaidInPercentUnlessJustHeard() {
        #expect(say(.happiness(0.6)) == "Happiness 80 percent.")
        #expect(say(.happiness(-1)) == "Happiness 0 percent.")
        #expect(say(.happiness(1)) == "Happiness 100 percent.")
        #expect(say(.happiness(0.6), heard: true) == nil)
    }

    @Test("The face's size is always said")
    func sizeIsAlwaysSaid() {
        #expect(say(.scaled(1.05)) == "Size 105 percent.")
        #expect(say(.scaled(0.25), heard: true) == "Size 25 percent.")
    }

    @Test("A reset says both values, or only the size when the happiness was just heard")
    func resetSaysBothValuesOrOnlyTheSize() {
        #expect(say(.reset(.standard)) == "Reset: happiness 75 percent, size 100 percent.")
        #expect(say(.reset(.standard), heard: true) == "Reset: size 100 percent.")
    }

    @Test("Every change to the face is saved, and none is a game's move")
    func faceChangesAreSaved() {
        #expect(TableEvent.face(.happiness(0)).changedGame)
        #expect(TableEvent.face(.scaled(1)).changedGame)
        #expect(TableEvent.face(.reset(.standard)).changedGame)
        #expect(TableEvent.face(.happiness(0)).outcome == nil)
    }

    @Test("The reading keys and switching to the face say its happiness and size")
    func readingKeysAndSwitchingSayTheValues() {
        let context = TableContext(kind: .face, face: HappinessFace(happiness: 0, scale: 0.5))
        #expect(TableReading.summary(context, cards: []) == "Happiness 50 percent, size 50 percent.")
        #expect(TableReading.choice(context, cards: []) == "Happiness 50 percent, size 50 percent.")
        #expect(TableReading.switched(to: context, cards: []) == "Face. Happiness 50 percent, size 50 percent.")
    }

    @Test("The face's slider is named and valued in percent")
    func theSliderIsNamedAndValued() {
        #expect(TableReading.faceName == "Face, happiness")
        #expect(TableReading.faceValue(.standard) == "75 percent")
        #expect(TableReading.faceValue(HappinessFace(happiness: -1)) == "0 percent")
    }

    @Test("The face is a view with instructions and no score, chosen with --game=face")
    func theFaceIsAViewWithInstructionsAndNoScore() {
        #expect(GameKind.face.title == "Face")
        #expect(!GameKind.face.keepsScore && !GameKind.scored.contains(.face))
        #expect(GameKind.scored == [.matchismo, .set])
        #expect(EventText.greeting(for: .face, matchMode: .twoCards)
            == "Drag up or down (or press Up and Down) to change the smile; pinch (or press + and −) to resize it; "
            + "double-click (or press Home) to reset it.")
        #expect(LaunchOptions.parse(game: "face", seed: nil) == .success(LaunchOptions(game: .face)))
        #expect(LaunchOptionError.badGame("x").description.hasSuffix("--game=card or --game=face."))
    }
}
