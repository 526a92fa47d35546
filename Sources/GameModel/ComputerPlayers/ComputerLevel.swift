/// How well a computer player at the Set table plays: four fixed levels and
/// one that plays at the human's own pace, calibrated from their solo games.
/// Spelled as on the command line and in saved files.
public enum ComputerLevel: String, CaseIterable, Codable, Sendable {
    case beginner
    case steady
    case quick
    case expert
    /// As fast as the human's own solo Set games (`ComputerPace.calibrated`).
    case yourPace = "your-pace"

    /// The fixed levels, slowest first: each should beat the one before it.
    public static let ordered: [ComputerLevel] = [.beginner, .steady, .quick, .expert]

    /// How this level plays. The fixed levels ignore `soloSecondsPerSet`;
    /// `.yourPace` is calibrated from it (see `ComputerPace.calibrated`).
    public func pace(soloSecondsPerSet: [Double] = []) -> ComputerPace {
        switch self {
        case .beginner: ComputerPace(findSeconds: 40, spread: 0.6, pickSeconds: 1.0, wrongTryChance: 0.15, timeOutChance: 0.05)
        case .steady: ComputerPace(findSeconds: 20, spread: 0.5, pickSeconds: 0.8, wrongTryChance: 0.08, timeOutChance: 0.03)
        case .quick: ComputerPace(findSeconds: 11, spread: 0.45, pickSeconds: 0.6, wrongTryChance: 0.04, timeOutChance: 0.01)
        case .expert: ComputerPace(findSeconds: 6, spread: 0.4, pickSeconds: 0.4, wrongTryChance: 0.02, timeOutChance: 0)
        case .yourPace: ComputerPace.calibrated(soloSecondsPerSet: soloSecondsPerSet)
        }
    }
}
