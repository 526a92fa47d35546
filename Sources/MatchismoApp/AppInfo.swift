/// Facts about the application.
public enum AppInfo {
    public static let id = "io.github.matchismo.Matchismo"
    public static let name = "Matchismo"
    public static let version = "0.1.0"
    public static let website = "https://github.com/matchismo/matchismo"
    public static let issueURL = "https://github.com/matchismo/matchismo/issues"
}
