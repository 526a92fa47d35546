import GameModel
import Testing

@testable import TableCore

/// The face's keys and gestures to commands, without a display.
@Suite("The face's keys and gestures")
struct FaceMappingTests {
    @Test("The face's keys change the smile, resize it and reset it, each key its own command")
    func keys() {
        #expect(KeyMapping.face(.up) == .stepHappiness(1))
        #expect(KeyMapping.face(.down) == .stepHappiness(-1))
        #expect(KeyMapping.face(.plus) == .stepFace(1))
        #expect(KeyMapping.face(.minus) == .stepFace(-1))
        #expect(KeyMapping.face(.home) == .resetFace)
        #expect(Set(FaceKey.allCases.map { "\(KeyMapping.face($0))" }).count == FaceKey.allCases.count)
    }

    @Test("A drag up is happier: 4 points per percent, 400 for the whole range", arguments: [
        (0.0, 0.0), (-4.0, 0.02), (4.0, -0.02), (-200.0, 1.0), (400.0, -2.0), (-100.0, 0.5),
    ])
    func drag(offsetY: Double, change: Double) {
        guard case .changeHappiness(let delta) = GestureMapping.faceDrag(offsetY: offsetY) else {
            Issue.record("not a happiness change")
            return
        }
        #expect(abs(delta - change) < 1e-12, "\(offsetY) points gave \(delta)")
        // One percent of the face's 0–100 happiness.
        #expect(HappinessFace(happiness: 0.02 - 1).happinessPercent == 1)
    }

    @Test("A double click or tap resets the face; a single or triple one does nothing")
    func doubleClickOrTapResets() {
        #expect(GestureMapping.faceClick(presses: 1) == nil)
        #expect(GestureMapping.faceClick(presses: 2) == .resetFace)
        #expect(GestureMapping.faceClick(presses: 3) == nil)
    }

    @Test("A pinch scales the face by its factor; a factor of zero, none or below zero does nothing")
    func pinchScalesByItsFactor() {
        #expect(GestureMapping.facePinch(scale: 1.5) == .scaleFace(1.5))
        #expect(GestureMapping.facePinch(scale: 0.5) == .scaleFace(0.5))
        #expect(GestureMapping.facePinch(scale: 0) == nil)
        #expect(GestureMapping.facePinch(scale: .nan) == nil)
        #expect(GestureMapping.facePinch(scale: -1) == nil)
    }
}
