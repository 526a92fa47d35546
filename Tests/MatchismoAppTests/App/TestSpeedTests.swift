import Foundation
import Testing

@testable import MatchismoApp

/// The test clocks' factors: faster, slower (a game under Valgrind), or real
/// time for anything that is not a usable number.
@Suite("Test clocks' speed factors")
struct TestSpeedTests {
    /// A variable of this suite's own, so no other test's environment is touched.
    static let variable = "MATCHISMO_TEST_SPEED_FACTOR_CHECK"

    static func factor(_ text: String?) -> Double {
        if let text { setenv(variable, text, 1) } else { unsetenv(variable) }
        defer { unsetenv(variable) }
        return TestSpeed.factor(variable)
    }

    @Test("A factor speeds a clock up, or slows it down below 1")
    func speedsAndSlows() {
        #expect(Self.factor("4") == 4)
        #expect(Self.factor("0.125") == 0.125)
        #expect(Self.factor("1") == 1)
    }

    @Test("Unset, zero, negative, huge or not a number is real time")
    func unusableIsRealTime() {
        for text in [nil, "0", "-2", "1e9", "nan", "inf", "fast", ""] {
            #expect(Self.factor(text) == 1, "\(text ?? "unset")")
        }
    }
}
