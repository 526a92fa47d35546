import CGLib

/// Numbers, times and dates in the locale's own forms, through GLib and the C
/// library. Shown text: a number below zero has a real minus sign (U+2212), as
/// the app's sentences write it, where the C library writes a hyphen.
public enum LocaleText {
    /// A whole number with the locale's digit grouping: 12345 → "12,345" (en), "12.345" (de); -3 → "−3".
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
        let formatted = String(cString: text)
        return formatted.hasPrefix("-") ? "\u{2212}" + formatted.dropFirst() : formatted
    }
}
