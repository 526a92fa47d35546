import Foundation
import Testing
import GameModel

@Suite("Happiness face")
struct HappinessFaceTests {
    @Test("The standard face is the course's: 75 percent happy at full size")
    func standard() {
        let face = HappinessFace()
        #expect(face == .standard)
        #expect(face.happiness == 0.5 && face.scale == 1)
        #expect(face.happinessPercent == 75 && face.scalePercent == 100)
    }

    @Test("Values are clamped into their ranges; a value that is not a number gives the standard one", arguments: [
        (-1.0, -1.0), (1.0, 1.0), (0.0, 0.0), (-1.5, -1.0), (7.0, 1.0), (.infinity, 1.0), (-.infinity, -1.0), (.nan, 0.5),
    ])
    func happinessIsClamped(input: Double, value: Double) {
        #expect(HappinessFace(happiness: input).happiness == value)
    }

    @Test("Scales stay within 0.25...1.1", arguments: [
        (1.0, 1.0), (0.25, 0.25), (1.1, 1.1), (0.1, 0.25), (0.0, 0.25), (-2.0, 0.25), (3.0, 1.1), (.nan, 1.0),
    ])
    func scaleIsClamped(input: Double, value: Double) {
        #expect(HappinessFace(scale: input).scale == value)
        #expect(HappinessFace.scaleRange == 0.25...1.1)
    }

    @Test("Percentages: −1 is 0 percent, 0 is 50, 1 is 100", arguments: [
        (-1.0, 0), (-0.5, 25), (0.0, 50), (0.5, 75), (1.0, 100), (0.33, 67), (-0.99, 1),
    ])
    func percent(happiness: Double, percent: Int) {
        #expect(HappinessFace(happiness: happiness).happinessPercent == percent)
    }

    @Test("Each command says what changed, and nothing when a value is already at its limit")
    func commands() {
        var face = HappinessFace()
        #expect(face.perform(.setHappiness(0.8)) == .happiness(0.8))
        #expect(face.happiness == 0.8)
        #expect(face.perform(.setHappiness(3)) == .happiness(1))
        #expect(face.perform(.setHappiness(1.2)) == nil)
        #expect(face.perform(.setHappiness(.nan)) == nil)
        #expect(face.happiness == 1)
        #expect(face.perform(.setScale(0.5)) == .scaled(0.5))
        #expect(face.perform(.setScale(0)) == .scaled(0.25))
        #expect(face.perform(.setScale(0.2)) == nil)
        #expect(face.scale == 0.25 && face.happiness == 1)
        #expect(face.perform(.reset) == .reset(.standard))
        #expect(face == .standard)
        #expect(face.perform(.reset) == nil)
    }

    @Test("Key presses move 5 percent each and reach each end in exactly 20 presses")
    func steps() {
        var face = HappinessFace(happiness: -1)
        var percents: [Int] = []
        while face.perform(.stepHappiness(1)) != nil { percents.append(face.happinessPercent) }
        #expect(percents == Array(stride(from: 5, through: 100, by: 5)))
        #expect(face.happiness == 1)
        var presses = 0
        while face.perform(.stepHappiness(-1)) != nil { presses += 1 }
        #expect(presses == 20 && face.happiness == -1)
        #expect(face.perform(.stepHappiness(-1)) == nil)
    }

    @Test("After a drag, a press goes to the next whole step in its direction")
    func stepsFromBetween() {
        var face = HappinessFace(happiness: 0.537)
        #expect(face.perform(.stepHappiness(1)) == .happiness(0.6000000000000001))
        #expect(face.happinessPercent == 80)
        face = HappinessFace(happiness: 0.537)
        _ = face.perform(.stepHappiness(-1))
        #expect(face.happinessPercent == 75)
        face = HappinessFace(happiness: 0.5)
        _ = face.perform(.stepHappiness(-2))
        #expect(face.happinessPercent == 65)
    }

    @Test("The scale steps by 0.05 within its range")
    func scaleSteps() {
        var face = HappinessFace()
        #expect(face.perform(.stepScale(1)) == .scaled(1.05))
        #expect(face.scalePercent == 105)
        _ = face.perform(.stepScale(10))
        #expect(face.scale == 1.1)
        #expect(face.perform(.stepScale(1)) == nil)
        _ = face.perform(.stepScale(-100))
        #expect(face.scale == 0.25)
        _ = face.perform(.stepScale(1))
        #expect(face.scalePercent == 30)
    }

    @Test("A face survives JSON exactly")
    func roundTrip() throws {
        for face in [HappinessFace.standard, HappinessFace(happiness: -1, scale: 0.25), HappinessFace(happiness: 0.37, scale: 1.1)] {
            #expect(try JSONDecoder().decode(HappinessFace.self, from: JSONEncoder().encode(face)) == face)
        }
    }

    @Test("A saved face out of range or incomplete is refused", arguments: [
        #"{"happiness": 1.5, "scale": 1}"#, #"{"happiness": -1.01, "scale": 1}"#, #"{"happiness": 0, "scale": 0.2}"#,
        #"{"happiness": 0, "scale": 2}"#, #"{"happiness": 0}"#, #"{"scale": 1}"#, #"{"happiness": "happy", "scale": 1}"#,
    ])
    func refusesBadFiles(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HappinessFace.self, from: Data(json.utf8)) }
    }

    @Test("The saved form holds the two values by name")
    func savedForm() throws {
        let face = try JSONDecoder().decode(HappinessFace.self, from: Data(#"{"happiness": -0.25, "scale": 0.5}"#.utf8))
        #expect(face == HappinessFace(happiness: -0.25, scale: 0.5))
    }
}
