import CGLib
import GLibKit

/// Why a save failed, in the player's terms: each cause has its own plain
/// sentence, which says what to do and that the game tries again by itself.
/// The system's own words and the file's path stay in `StorageError`, for
/// the details and the log.
public enum SaveFailure: Equatable, Sendable, CaseIterable {
    /// No space left on the disk.
    case noSpace
    /// The file system is mounted read-only.
    case readOnly
    /// The data folder's permissions refuse the write.
    case notAllowed
    /// The data folder vanished and could not be made again, or a file stands in its way.
    case folderMissing
    /// Anything else, such as an input/output error.
    case other

    /// The cause behind a `GFileError` code (`G_FILE_ERROR_NOSPC` and so on).
    public init(fileError code: Int32) {
        switch code {
        case Self.code(G_FILE_ERROR_NOSPC): self = .noSpace
        case Self.code(G_FILE_ERROR_ROFS): self = .readOnly
        case Self.code(G_FILE_ERROR_ACCES), Self.code(G_FILE_ERROR_PERM): self = .notAllowed
        case Self.code(G_FILE_ERROR_NOENT), Self.code(G_FILE_ERROR_NOTDIR): self = .folderMissing
        default: self = .other
        }
    }

    /// The cause behind a system `errno`, through GLib's own mapping.
    public init(errno number: Int32) {
        self.init(fileError: Int32(g_file_error_from_errno(number).rawValue))
    }

    /// The cause of a GError: classified in `G_FILE_ERROR`, `.other` from any other domain.
    init(_ error: UnsafePointer<GError>?) {
        guard let error, error.pointee.domain == g_file_error_quark() else {
            self = .other
            return
        }
        self.init(fileError: error.pointee.code)
    }

    private static func code(_ error: GFileError) -> Int32 { Int32(error.rawValue) }

    /// One sentence for the player, translated; no path, no system error.
    public var message: String {
        switch self {
        case .noSpace:
            // TRANSLATORS: this and the next four are shown in a banner over the table when a save fails; play goes on.
            tr("Your disk is full, so this game could not be saved. Free some space; Matchismo will try again at the next move.")
        case .readOnly:
            tr("The disk that holds your saved games is read-only, so this game could not be saved. Make it writable; Matchismo will try again at the next move.")
        case .notAllowed:
            tr("Matchismo is not allowed to write in the folder that holds your saved games, so this game could not be saved. Check the permissions of that folder; Matchismo will try again at the next move.")
        case .folderMissing:
            tr("The folder that holds your saved games is missing and could not be made again, so this game could not be saved. Matchismo will try again at the next move.")
        case .other:
            tr("This game could not be saved. Matchismo will try again at the next move; Details says why.")
        }
    }

    /// One sentence for the player when a setting could not be written, translated.
    public var settingsMessage: String {
        switch self {
        case .noSpace:
            // TRANSLATORS: this and the next four are shown in a banner over the table when a changed setting could not be written; the game keeps the choice.
            tr("Your disk is full, so your settings could not be saved. Free some space; Matchismo keeps your choices and will try again at the next move.")
        case .readOnly:
            tr("The disk that holds your settings is read-only, so they could not be saved. Make it writable; Matchismo keeps your choices and will try again at the next move.")
        case .notAllowed:
            tr("Matchismo is not allowed to write your settings, so they could not be saved. Check the permissions of your settings folder; Matchismo keeps your choices and will try again at the next move.")
        case .folderMissing:
            tr("The folder that holds your settings is missing and could not be made again, so your settings could not be saved. Matchismo keeps your choices and will try again at the next move.")
        case .other:
            tr("Your settings could not be saved. Matchismo keeps your choices and will try again at the next move; Details says why.")
        }
    }

    /// Said once a save succeeds after a failure, as the banner goes.
    public static var savedAgain: String {
        // TRANSLATORS: said to a screen reader when the banner about a failed save goes away.
        tr("Your game is saved again.")
    }

    /// Said once the settings are written after a failure, as the banner goes.
    public static var settingsSavedAgain: String {
        // TRANSLATORS: said to a screen reader when the banner about settings that could not be saved goes away.
        tr("Your settings are saved again.")
    }

    /// The label of the button that shows `details`.
    public static var detailsLabel: String { tr("_Details") }
}

extension StorageError {
    /// For the details control and the log: the file and the system's explanation.
    public var details: String {
        // TRANSLATORS: behind the Details button of a failed save; {path} is a file, {detail} the system's error.
        tr("Matchismo could not write {path}.\nThe system said: {detail}").filling(["path": path, "detail": detail])
    }
}
