import GameModel

/// Number formatting for labels and reports, without Foundation's
/// internationalisation (which would add megabytes to the app's memory).
public enum NumberText {
    /// `value` with exactly `decimals` digits after the point: 3.14159, 2 → "3.14".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard decimals > 0 else { return "\(sign)\(whole)" }
        return "\(sign)\(whole).\(padded(fraction, width: decimals))"
    }

    /// `value` with leading zeros to `width` digits: 7, 2 → "07".
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
}
