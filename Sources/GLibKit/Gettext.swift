import CGLib

/// Translations through gettext, by GLib's lookups (`g_dgettext`, `g_dngettext`,
/// `g_dpgettext2`) in the `matchismo` domain.
///
/// Messages are string literals passed to `tr`, `trn` and `trc` (a `StaticString`,
/// so never a computed text), and xgettext, which reads Swift as C, finds every
/// one with the keywords in `po/xgettext-args`; `po/update-pot.sh` writes them to
/// `po/matchismo.pot`. A message names its variable parts `{like_this}` and the
/// caller fills them with `filling(_:)`; a comment starting `TRANSLATORS:` on
/// the lines just above the call goes to the translators. A message must not
/// share a line with the end of a multi-line (`"""`) literal, which C reads
/// differently.
///
/// Call `start(localeDirectory:)` once, before any message is looked up; until
/// then (and in tests, which never call it) every lookup returns the English text.
public enum Gettext {
    /// The text domain: the name of the `.mo` files.
    public static let domain = "matchismo"

    /// Sets the process locale from the environment and binds the domain to
    /// `localeDirectory` (which holds `LANG/LC_MESSAGES/matchismo.mo`), in UTF-8.
    ///
    /// The domain is not made the default (`textdomain`): every lookup names it,
    /// and GLib's option parser looks up our already translated `--help` texts
    /// (and the empty argument description, which in our catalogue would be its
    /// header) in the default domain, which must therefore not be ours.
    public static func start(localeDirectory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, localeDirectory)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// Where the translations are: `MATCHISMO_LOCALE_DIR` if set; for a binary in a
    /// SwiftPM build folder (`…/.build/<triple>/debug/matchismo`), the `.mo` files
    /// `./dev` compiles into `.build/locale`; otherwise the installed
    /// `<prefix>/share/locale` next to `<prefix>/bin/matchismo`.
    public static func localeDirectory(executable: String) -> String {
        if let directory = ProcessEnvironment.value("MATCHISMO_LOCALE_DIR") { return directory }
        var parts = executable.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let build = parts.lastIndex(of: ".build") {
            return (parts[...build] + ["locale"]).joined(separator: "/")
        }
        parts.removeLast(min(2, parts.count))
        return (parts + ["share", "locale"]).joined(separator: "/")
    }

    /// The path of the running executable (`/proc/self/exe`), or `argument0` when unreadable.
    public static func executablePath(argument0: String) -> String {
        guard let path = g_file_read_link("/proc/self/exe", nil) else { return argument0 }
        defer { g_free(path) }
        return String(cString: path)
    }
}

/// The translation of `message`.
public func tr(_ message: StaticString) -> String {
    message.withCString { String(cString: g_dgettext(Gettext.domain, $0)) }
}

/// The translation of `singular` or `plural`, whichever the language uses for `count`.
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in
            String(cString: g_dngettext(Gettext.domain, one, many, gulong(clamping: count.magnitude)))
        }
    }
}

/// The translation of `message` in `context`, for a word that translates
/// differently in different places ("K" as a king's corner index).
public func trc(_ context: StaticString, _ message: StaticString) -> String {
    context.withCString { context in
        message.withCString { String(cString: g_dpgettext2(Gettext.domain, context, $0)) }
    }
}

extension StaticString {
    /// Calls `body` with the literal's NUL-terminated UTF-8 text.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // Literals are stored NUL-terminated; the pointer is valid for the program's life.
        utf8Start.withMemoryRebound(to: CChar.self, capacity: utf8CodeUnitCount + 1, body)
    }
}

extension String {
    /// The message with each `{name}` replaced by its value:
    /// `tr("Selected {card}.").filling(["card": name])`.
    public func filling(_ values: [String: String]) -> String {
        var text = self
        for (name, value) in values { text = text.replacingAll("{\(name)}", with: value) }
        return text
    }

    /// The message with `{count}` replaced by `count`: `trn("{count} card", "{count} cards", n).counting(n)`.
    public func counting(_ count: Int) -> String {
        replacingAll("{count}", with: String(count))
    }
}
