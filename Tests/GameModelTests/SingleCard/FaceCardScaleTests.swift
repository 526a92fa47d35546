import Testing
import GameModel

@Suite("Face-card scale")
struct FaceCardScaleTests {
    @Test("Values are clamped to 0.4...1.0", arguments: [
        (0.75, 0.75), (0.4, 0.4), (1.0, 1.0), (0.39, 0.4), (1.01, 1.0), (0.0, 0.4), (-3.0, 0.4), (7.0, 1.0), (0.5, 0.5),
    ])
    func clamps(input: Double, value: Double) {
        #expect(FaceCardScale(input).value == value)
    }

    @Test("A value that is not a number gives the default 0.75")
    func notANumber() {
        #expect(FaceCardScale(.nan).value == 0.75)
        #expect(FaceCardScale(.signalingNaN).value == 0.75)
        #expect(FaceCardScale.standard.value == 0.75)
        #expect(FaceCardScale.range == 0.4...1.0)
        // Infinities are not finite either; they stay within the range.
        #expect(FaceCardScale.range.contains(FaceCardScale(.infinity).value))
        #expect(FaceCardScale.range.contains(FaceCardScale(-.infinity).value))
    }

    @Test("Pinch factors multiply and clamp")
    func scaled() {
        #expect(FaceCardScale(0.5).scaled(by: 1.5).value == 0.75)
        #expect(FaceCardScale(0.8).scaled(by: 2).value == 1.0)
        #expect(FaceCardScale(0.8).scaled(by: 0.1).value == 0.4)
        #expect(FaceCardScale(0.8).scaled(by: 0).value == 0.4)
        #expect(FaceCardScale(0.6).scaled(by: 1).value == 0.6)
        #expect(FaceCardScale(0.6).scaled(by: .nan).value == 0.75)
    }

    @Test("Key steps move by 0.05 and clamp")
    func stepped() {
        #expect(FaceCardScale.step == 0.05)
        #expect(abs(FaceCardScale.standard.stepped(1).value - 0.8) < 1e-12)
        #expect(abs(FaceCardScale.standard.stepped(-3).value - 0.6) < 1e-12)
        #expect(FaceCardScale.standard.stepped(0) == .standard)
        #expect(FaceCardScale.standard.stepped(100).value == 1.0)
        #expect(FaceCardScale.standard.stepped(-100).value == 0.4)
        var scale = FaceCardScale.standard
        for _ in 0..<20 { scale = scale.stepped(1) }
        #expect(scale.value == 1.0)
        for _ in 0..<20 { scale = scale.stepped(-1) }
        #expect(scale.value == 0.4)
    }
}
