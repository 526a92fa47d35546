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

    /// A duration as a clock shows it: "3:07", "1:02:05".
    public static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let tail = "\(padded(minutes, width: hours > 0 ? 2 : 1)):\(padded(secs, width: 2))"
        return hours > 0 ? "\(hours):\(tail)" : tail
    }

    /// `value` with leading zeros to `width` digits: 7, 2 → "07".
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
}
