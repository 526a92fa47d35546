import CGLib
import Foundation
import Testing
@testable import Persistence

/// The causes of a failed save, from GLib's errors, and the words the player sees for each.
@Suite("Save failures: causes and messages")
struct SaveFailureTests {
    @Test("GLib's file errors map to the player's causes")
    func fileErrors() {
        let cases: [(GFileError, SaveFailure)] = [
            (G_FILE_ERROR_NOSPC, .noSpace), (G_FILE_ERROR_ROFS, .readOnly),
            (G_FILE_ERROR_ACCES, .notAllowed), (G_FILE_ERROR_PERM, .notAllowed),
            (G_FILE_ERROR_NOENT, .folderMissing), (G_FILE_ERROR_NOTDIR, .folderMissing),
            (G_FILE_ERROR_IO, .other), (G_FILE_ERROR_FAILED, .other),
        ]
        for (code, cause) in cases {
            #expect(SaveFailure(fileError: Int32(code.rawValue)) == cause, "\(code)")
        }
    }

    @Test("System errors go through GLib's mapping")
    func errnos() {
        #expect(SaveFailure(errno: ENOSPC) == .noSpace)
        #expect(SaveFailure(errno: EROFS) == .readOnly)
        #expect(SaveFailure(errno: EACCES) == .notAllowed)
        #expect(SaveFailure(errno: EPERM) == .notAllowed)
        #expect(SaveFailure(errno: ENOENT) == .folderMissing)
        #expect(SaveFailure(errno: EIO) == .other)
        // A quota or a file-size limit is not a full disk GLib names; it reads as "could not be saved".
        #expect(SaveFailure(errno: EFBIG) == .other)
    }

    @Test("A GError outside G_FILE_ERROR is .other; inside, classified by its code")
    func errorDomains() {
        let full = g_error_new_literal(g_file_error_quark(), gint(G_FILE_ERROR_NOSPC.rawValue), "No space left on device")
        let foreign = g_error_new_literal(g_quark_from_static_string("other-domain"), gint(G_FILE_ERROR_NOSPC.rawValue), "x")
        defer { g_error_free(full); g_error_free(foreign) }
        #expect(SaveFailure(UnsafePointer(full)) == .noSpace)
        #expect(SaveFailure(UnsafePointer(foreign)) == .other)
        #expect(SaveFailure(nil) == .other)
    }

    @Test("Each cause has its own plain sentence: no placeholder, no path, no system error")
    func messages() {
        let messages = SaveFailure.allCases.map(\.message)
        #expect(Set(messages).count == SaveFailure.allCases.count)
        for message in messages {
            #expect(!message.contains("{") && !message.contains("/") && !message.contains("("), "\(message)")
            #expect(message.contains("could not be saved"), "\(message)")
            #expect(message.hasSuffix("."), "\(message)")
        }
        #expect(SaveFailure.noSpace.message
            == "Your disk is full, so this game could not be saved. Free some space; Matchismo will try again at the next move.")
        #expect(SaveFailure.savedAgain == "Your game is saved again.")
    }

    @Test("A directory that cannot be made: the cause for the player, the path and the system's words for the details")
    func details() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(FileManager.default.createFile(atPath: directory.file("plain"), contents: Data("x".utf8)))
        let store = SessionStore(dataStore: DataStore(directory: directory.file("plain/matchismo")))
        do {
            try store.save(SavedSession())
            Issue.record("saved below a regular file")
        } catch {
            #expect(error.cause == .folderMissing)
            #expect(error.details == "Matchismo could not write \(directory.file("plain/matchismo")).\nThe system said: Not a directory")
        }
    }

    @Test("The data directory deleted: directoryExists says so, and the next save makes it again")
    func deletedDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.file("data")))
        try store.save(SavedSession())
        #expect(store.dataStore.directoryExists)
        try FileManager.default.removeItem(atPath: directory.file("data"))
        #expect(!store.dataStore.directoryExists)
        try store.save(SavedSession())
        #expect(store.dataStore.directoryExists)
        #expect(store.load() == .loaded(SavedSession()))
    }
}

/// dconf's warning when its service could not write the settings, read into the player's terms.
@Suite("Settings that dconf could not write")
struct SettingsWriteFailureTests {
    static func warning(code: Int, _ sentence: String) -> String {
        "failed to commit changes to dconf: GDBus.Error:org.gtk.GDBus.UnmappedGError.Quark._g_2dfile_2derror_2dquark.Code\(code): \(sentence)"
    }

    @Test("A full disk: the cause, the service's sentence and dconf's own file")
    @MainActor func fullDisk() {
        let sentence = "Failed to write file “/home/ann/.config/dconf/user.AH92Y3”: write() failed: No space left on device"
        let error = SettingsWriteFailure.error(from: Self.warning(code: 12, sentence))
        #expect(error.cause == .noSpace)
        #expect(error.step == .commitSettings)
        #expect(error.detail == sentence)
        #expect(error.path == "/home/ann/.config/dconf/user")
        #expect(error.file == Preferences.schemaID)
        #expect(error.playerMessage == SaveFailure.noSpace.settingsMessage)
        #expect(error.playerMessage.hasPrefix("Your disk is full, so your settings could not be saved."))
        #expect(error.message == "Matchismo could not save your settings (\(sentence)); it keeps your choices and will try again at the next move.")
    }

    @Test("A read-only disk, a refused folder, and an error from elsewhere")
    @MainActor func otherCauses() {
        #expect(SettingsWriteFailure.error(from: Self.warning(code: 8, "Failed to create file “/x/user.ABCDEF”: Read-only file system")).cause == .readOnly)
        #expect(SettingsWriteFailure.error(from: Self.warning(code: 2, "Failed to create file “/x/user.ABCDEF”: Permission denied")).cause == .notAllowed)
        let other = SettingsWriteFailure.error(from: "failed to commit changes to dconf: GDBus.Error:org.freedesktop.DBus.Error.NoReply: Message recipient disconnected")
        #expect(other.cause == .other)
        #expect(other.path == "dconf")
        #expect(other.detail == "GDBus.Error:org.freedesktop.DBus.Error.NoReply: Message recipient disconnected")
    }
}
