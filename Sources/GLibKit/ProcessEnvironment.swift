import CGLib

/// The process's environment variables, read through GLib.
public enum ProcessEnvironment {
    /// Every variable, by name (`g_get_environ`); a name set twice keeps its first value, as `getenv` reads it.
    public static var current: [String: String] {
        guard let list = g_get_environ() else { return [:] }
        defer { g_strfreev(list) }
        var variables: [String: String] = [:]
        var index = 0
        while let entry = list[index] {
            index += 1
            let text = String(cString: entry)
            guard let equals = text.firstIndex(of: "=") else { continue }
            let name = String(text[..<equals])
            if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
        }
        return variables
    }

    /// One variable's value (`g_getenv`), nil when unset.
    public static func value(_ name: String) -> String? {
        g_getenv(name).map { String(cString: $0) }
    }

    /// Sets one variable (`g_setenv`), replacing its value.
    public static func set(_ name: String, to value: String) {
        g_setenv(name, value, 1)
    }

    /// Removes one variable (`g_unsetenv`).
    public static func unset(_ name: String) {
        g_unsetenv(name)
    }
}
