/// The GTK application.
@MainActor
public enum MatchismoApplication {
    public static func run(arguments: [String]) -> Int32 { 0 }
}
