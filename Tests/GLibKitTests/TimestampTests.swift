import GLibKit
import Testing

@Suite("Timestamps as saved files hold them")
struct TimestampTests {
    @Test("ISO 8601 in UTC both ways, as Foundation's .iso8601 strategy wrote dates")
    func iso8601() throws {
        let moment = Timestamp(secondsSince1970: 1_795_000_000)
        #expect(moment.iso8601 == "2026-11-18T11:06:40Z")
        #expect(Timestamp(iso8601: "2026-11-18T11:06:40Z") == moment)
        #expect(Timestamp(iso8601: "2026-11-18T12:06:40+01:00") == moment)
        #expect(Timestamp(iso8601: "2026-11-18T11:06:40.9Z") == moment)
        #expect(Timestamp(iso8601: "2000-01-01T00:00:00Z")?.secondsSince1970 == 946_684_800)
        #expect(Timestamp(iso8601: "2026-11-18T11:06:40") == nil)
        #expect(Timestamp(iso8601: "yesterday") == nil)
        #expect(Timestamp(secondsSince1970: 400_000_000_000).iso8601 == nil)
        // Years before 1000 keep four digits, so they read back as the same moment (found by the statistics fuzzer).
        let early = try #require(Timestamp(iso8601: "0026-11-20T10:00:00Z"))
        #expect(early.iso8601 == "0026-11-20T10:00:00Z")
        #expect(Timestamp(iso8601: "0001-01-01T00:00:00Z")?.iso8601 == "0001-01-01T00:00:00Z")
        #expect(Timestamp(iso8601: "0999-12-31T23:59:59Z")?.iso8601 == "0999-12-31T23:59:59Z")
    }

    @Test("Codable as a string; a string that is no date is dataCorrupted, a date outside GLib's years cannot be written")
    func codable() throws {
        let moments = [Timestamp(secondsSince1970: 0), Timestamp(secondsSince1970: 1_795_000_000)]
        let bytes = try JSONCoder.encode(moments)
        #expect(String(decoding: bytes, as: UTF8.self) == "[\n  \"1970-01-01T00:00:00Z\",\n  \"2026-11-18T11:06:40Z\"\n]")
        #expect(try JSONCoder.decode([Timestamp].self, from: bytes) == moments)
        do {
            _ = try JSONCoder.decode([Timestamp].self, from: Array(#"["2026-13-45T00:00:00Z"]"#.utf8))
            Issue.record("read an impossible date")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
        }
        #expect(throws: EncodingError.self) { try JSONCoder.encode(Timestamp(secondsSince1970: .max)) }
    }

    @Test("Now is the real-time clock's second, and timestamps order by time")
    func now() {
        let before = WallClock.microseconds / 1_000_000
        let now = Timestamp.now
        #expect(now.secondsSince1970 >= before && now.secondsSince1970 <= WallClock.microseconds / 1_000_000)
        #expect(Timestamp(secondsSince1970: 1) < Timestamp(secondsSince1970: 2))
    }
}
