import GLibKit

/// A setting dconf could not write, from the warning it logs when its
/// service fails ("failed to commit changes to dconf: …"): dconf then takes
/// the value back and says nothing else. The service's error comes through
/// D-Bus as text, with the `GFileError` code in its name
/// (`…Quark._g_2dfile_2derror_2dquark.Code12` is `G_FILE_ERROR_NOSPC`), which
/// gives the cause; the file named in it, the path.
enum SettingsWriteFailure {
    /// The start of dconf's warning (GLib log domain "dconf").
    static let domain = "dconf"
    static let prefix = "failed to commit changes to dconf"

    /// Starts catching dconf's warning (`LogWatch`).
    static func watch() {
        LogWatch.watch(domain: domain, prefix: prefix)
    }

    /// The error behind dconf's warning `message`.
    @MainActor
    static func error(from message: String) -> StorageError {
        var detail = String(message.dropFirst(prefix.count).drop { $0 == ":" || $0 == " " })
        var cause = SaveFailure.other
        if let code = detail.end(ofFirst: "_g_2dfile_2derror_2dquark.Code") {
            cause = Int32(detail[code...].prefix { $0.isASCII && $0.isNumber }).map { SaveFailure(fileError: $0) } ?? .other
            // After the error's name comes the service's own sentence.
            let rest = String(detail[code...])
            if let sentence = rest.end(ofFirst: ": ") { detail = String(rest[sentence...]) }
        }
        let named = detail.split(separator: "“", maxSplits: 1).dropFirst().first?.split(separator: "”").first
        return StorageError(
            .commitSettings, path: named.map { String(withoutTemporarySuffix($0)) } ?? "dconf", file: Preferences.schemaID, detail: detail, cause: cause,
            // TRANSLATORS: written to the log when a setting could not be saved; {detail} is the system's error.
            notSaved: tr("Matchismo could not save your settings ({detail}); it keeps your choices and will try again at the next move."))
    }

    /// The file a temporary name stands for: `user.AH92Y3` (GLib's
    /// `g_file_set_contents` writes beside the file, then renames) is `user`.
    static func withoutTemporarySuffix(_ path: Substring) -> Substring {
        let suffix = path.suffix(7)
        guard suffix.count == 7, suffix.first == ".", suffix.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return path }
        return path.dropLast(7)
    }
}
