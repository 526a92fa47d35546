import GLibKit

/// Environment variables the game sets for GTK to read as it starts (the
/// renderer and the graphics switches), and puts back as the player had them
/// once GTK has read them, so that programs the game starts later (a browser
/// for the About window's link) get the player's environment, not the game's
/// renderer choice. GDK reads GDK_DEBUG and GDK_DISABLE when it opens the
/// display and GSK reads GSK_RENDERER once, for the first window it draws.
struct StartupEnvironment {
    /// The player's value of each variable set, nil where it was unset.
    private var saved: [(name: String, value: String?)] = []

    /// What the game set, in order, as `NAME=value`; empty once put back.
    var applied: [String] {
        saved.compactMap { variable in ProcessEnvironment.value(variable.name).map { "\(variable.name)=\($0)" } }
    }

    /// Sets `name` for GTK, remembering the player's value the first time.
    mutating func set(_ name: String, to value: String) {
        if !saved.contains(where: { $0.name == name }) {
            saved.append((name, ProcessEnvironment.value(name)))
        }
        ProcessEnvironment.set(name, to: value)
    }

    /// Puts back every variable set, once the first window is drawn. GLib's
    /// threads may read the environment meanwhile; glibc keeps the arrays they
    /// read alive, and nothing they read is changed, only the game's own entries.
    mutating func restore() {
        for (name, value) in saved {
            if let value { ProcessEnvironment.set(name, to: value) } else { ProcessEnvironment.unset(name) }
        }
        saved = []
    }
}
