import Testing

@testable import TableCore

/// Durations and fixed-point numbers as labels and reports show them.
@Suite("Durations and fixed-point numbers")
struct NumberTextTests {
    @Test("A duration is minutes and seconds, with hours past the hour, rounded to the second", arguments: [
        (0.0, "0:00"), (5, "0:05"), (59.4, "0:59"), (59.5, "1:00"), (60, "1:00"), (65, "1:05"), (187, "3:07"),
        (599, "9:59"), (600, "10:00"), (3599, "59:59"), (3599.5, "1:00:00"), (3600, "1:00:00"), (3725, "1:02:05"),
        (36_000, "10:00:00"), (90_061, "25:01:01"), (0.4, "0:00"),
    ])
    func duration(seconds: Double, expected: String) {
        #expect(NumberText.duration(seconds) == expected)
    }

    @Test("A fixed-point number rounds to its decimals, with no minus sign on zero and a dash for no number")
    func fixed() {
        #expect(NumberText.fixed(3.14159, decimals: 2) == "3.14")
        #expect(NumberText.fixed(-3.14159, decimals: 3) == "-3.142")
        #expect(NumberText.fixed(2, decimals: 3) == "2.000")
        #expect(NumberText.fixed(9.996, decimals: 2) == "10.00")
        #expect(NumberText.fixed(0.05, decimals: 2) == "0.05")
        #expect(NumberText.fixed(7.6, decimals: 0) == "8")
        #expect(NumberText.fixed(-1.5, decimals: 0) == "-2")
        // No minus sign on a number that rounds to zero.
        #expect(NumberText.fixed(-0.001, decimals: 2) == "0.00")
        #expect(NumberText.fixed(.nan, decimals: 2) == "—")
        #expect(NumberText.fixed(.infinity, decimals: 1) == "—")
        #expect(NumberText.fixed(-.infinity, decimals: 1) == "—")
    }

    @Test("A padded number has leading zeros up to its width")
    func padded() {
        #expect(NumberText.padded(7, width: 2) == "07")
        #expect(NumberText.padded(7, width: 3) == "007")
        #expect(NumberText.padded(123, width: 2) == "123")
        #expect(NumberText.padded(0, width: 0) == "0")
    }
}
