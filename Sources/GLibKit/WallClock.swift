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

extension WallClock {
    /// Today's date in local time: year, month (1–12) and day (1–31).
    public static var localToday: (year: Int, month: Int, day: Int) {
        guard let now = g_date_time_new_now_local() else { return (1970, 1, 1) }
        defer { g_date_time_unref(now) }
        return (Int(g_date_time_get_year(now)), Int(g_date_time_get_month(now)), Int(g_date_time_get_day_of_month(now)))
    }
}

extension WallClock {
    /// A calendar day as the locale writes it, with its weekday ("Monday 11/23/26");
    /// empty when GLib cannot represent it.
    public static func localDay(year: Int, month: Int, day: Int) -> String {
        guard let time = g_date_time_new_local(gint(year), gint(month), gint(day), 0, 0, 0) else { return "" }
        defer { g_date_time_unref(time) }
        guard let text = g_date_time_format(time, "%A %x") else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

extension WallClock {
    /// Seconds from now to the next midnight in local time, by the wall clock
    /// (a day of 23 or 25 hours included); an hour when GLib cannot tell.
    public static var secondsToLocalMidnight: Double {
        guard let now = g_date_time_new_now_local() else { return 3600 }
        defer { g_date_time_unref(now) }
        guard let midnight = g_date_time_new_local(
            g_date_time_get_year(now), g_date_time_get_month(now), g_date_time_get_day_of_month(now), 0, 0, 0)
        else { return 3600 }
        defer { g_date_time_unref(midnight) }
        guard let next = g_date_time_add_days(midnight, 1) else { return 3600 }
        defer { g_date_time_unref(next) }
        return Double(g_date_time_difference(next, now)) / 1_000_000
    }
}
