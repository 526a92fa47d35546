import CGLib

/// Numbers, times and dates in the locale's own forms, through GLib and the C library.
public enum LocaleText {
    /// A whole number with the locale's digit grouping: 12345 → "12,345" (en), "12.345" (de).
    public static func integer(_ value: Int) -> String {
        owned(matchismo_format_grouped(value))
    }

    /// `value` with `decimals` digits after the locale's decimal separator: 3.5 → "3.5" (en), "3,5" (de).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        owned(matchismo_format_fixed(value, Int32(decimals)))
    }

    private static func owned(_ text: UnsafeMutablePointer<CChar>?) -> String {
        guard let text else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
