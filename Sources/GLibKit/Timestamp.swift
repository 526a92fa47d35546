import CGLib

/// A moment, in whole seconds since 1970 (UTC), saved as an ISO 8601 string
/// ("2026-11-26T10:17:35Z") exactly as Foundation's `.iso8601` date strategy
/// wrote `Date`s, so files saved by earlier versions load unchanged.
public struct Timestamp: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var secondsSince1970: Int64

    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    /// Now, from the real-time clock (`g_get_real_time`), to the second below.
    public static var now: Timestamp {
        Timestamp(secondsSince1970: WallClock.microseconds / 1_000_000)
    }

    /// The moment an ISO 8601 date and time names (GLib's
    /// `g_date_time_new_from_iso8601`: a time zone is required, fractions of
    /// a second are dropped); nil for anything else.
    public init?(iso8601 text: String) {
        guard let time = g_date_time_new_from_iso8601(text, nil) else { return nil }
        defer { g_date_time_unref(time) }
        secondsSince1970 = Int64(g_date_time_to_unix(time))
    }

    /// `2026-11-26T10:17:35Z`, in UTC; nil outside GLib's years 1 to 9999.
    /// The year always has four digits ("0026-…"): GLib's `%Y` writes 26,
    /// which no ISO 8601 reader takes back as the same year.
    public var iso8601: String? {
        guard let time = g_date_time_new_from_unix_utc(gint64(secondsSince1970)) else { return nil }
        defer { g_date_time_unref(time) }
        guard let text = g_date_time_format(time, "-%m-%dT%H:%M:%SZ") else { return nil }
        defer { g_free(text) }
        let year = String(g_date_time_get_year(time))
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + String(cString: text)
    }

    public var description: String { iso8601 ?? "\(secondsSince1970) s since 1970" }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let timestamp = Timestamp(iso8601: text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "Expected date string to be ISO8601-formatted."))
        }
        self = timestamp
    }

    public func encode(to encoder: any Encoder) throws {
        guard let text = iso8601 else {
            throw EncodingError.invalidValue(self, .init(
                codingPath: encoder.codingPath, debugDescription: "\(secondsSince1970) s since 1970 is outside the years 1 to 9999"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
