import GLibKit

/// Facts about the application.
public enum AppInfo {
    public static let id = "io.github.matchismo.Matchismo"
    /// The help's address for a help viewer: the Mallard pages meson installs from help/.
    public static let helpURI = "help:" + id
    /// The application's name as the desktop file gives it, in the player's language.
    public static var name: String { tr("Matchismo") }
    public static let version = "0.2.0"
    public static let website = "https://github.com/matchismo/matchismo"
    public static let issueURL = "https://github.com/matchismo/matchismo/issues"
}
