import CGLib

/// The real-time clock and local-time formatting, through GLib.
public enum WallClock {
    /// Microseconds since 1970 (`g_get_real_time`).
    public static var microseconds: Int64 { Int64(g_get_real_time()) }

    /// `secondsSince1970` in local time, in the locale's short date and a
    /// 24-hour time ("11/23/26 08:15"); empty when GLib cannot represent it.
    public static func localDateAndTime(secondsSince1970: Int64) -> String {
        guard let time = g_date_time_new_from_unix_local(gint64(secondsSince1970)) else { return "" }
        defer { g_date_time_unref(time) }
        guard let text = g_date_time_format(time, "%x %R") else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
