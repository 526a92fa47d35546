import Foundation
import GameModel
import Testing
@testable import Persistence

@Suite("Data store: envelopes, atomic writes, backups")
struct DataStoreTests {
    @Test("A missing file is a first run and creates nothing")
    func missing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.file("never/created")))
        #expect(store.load() == .missing)
        #expect(!FileManager.default.fileExists(atPath: directory.file("never")))
    }

    @Test("Saving creates the directory (0700) and an envelope with format, date and payload")
    func envelope() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = DataStore(directory: directory.file("a/b/matchismo"), now: { fixedDate })
        try store.save(midPlaySession())
        var info = stat()
        #expect(stat(directory.file("a/b/matchismo"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(stat(store.path(of: SavedSession.self), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let data = try #require(contents(store.path(of: SavedSession.self)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["format", "saved", "payload"])
        #expect(object["format"] as? Int == 3)
        #expect(object["saved"] as? String == "2026-11-18T11:06:40Z")
        #expect((object["payload"] as? [String: Any])?["showing"] as? String == "set")
        #expect(directory.names() == ["a"])
    }

    @Test("MATCHISMO_DATA_DIR overrides the user data directory")
    func environmentOverride() {
        #expect(DataStore.defaultDirectory(environment: ["MATCHISMO_DATA_DIR": "/tmp/x"]) == "/tmp/x")
        let standard = DataStore.defaultDirectory(environment: [:])
        #expect(standard.hasSuffix("/matchismo"))
        #expect(DataStore.defaultDirectory(environment: ["MATCHISMO_DATA_DIR": ""]) == standard)
        #expect(DataStore(environment: ["MATCHISMO_DATA_DIR": "/tmp/y"]).directory == "/tmp/y")
    }

    /// The bad contents a document file can have, and what the player is told.
    enum BadFile: String, CaseIterable, CustomTestStringConvertible {
        case empty, truncated, randomBytes, wrongShape, wrongTypes, notAnEnvelope, futureFormat

        func bytes(valid: Data) -> Data {
            switch self {
            case .empty: Data()
            case .truncated: valid.prefix(valid.count / 2)
            case .randomBytes: pseudoRandomBytes(count: 4096, seed: 99)
            // A well-formed envelope of another document: statistics where the session belongs.
            case .wrongShape: Data(#"{"format":1,"saved":"2026-11-21T08:15:03Z","payload":{"matchismo":{"played":"x"}}}"#.utf8)
            case .wrongTypes: Data(#"{"format":"one","saved":3,"payload":[]}"#.utf8)
            case .notAnEnvelope: Data("[1, 2, 3]".utf8)
            case .futureFormat:
                Data(String(decoding: valid, as: UTF8.self).replacingOccurrences(of: #""format" : \#(SavedSession.format)"#, with: #""format" : 7"#).utf8)
            }
        }

        func message(backup: String) -> String {
            let reason = switch self {
            case .empty: "the file is empty"
            case .truncated, .randomBytes: "the file is damaged"
            case .wrongShape, .wrongTypes, .notAnEnvelope: "the file does not hold what Matchismo expects"
            case .futureFormat: ""
            }
            if self == .futureFormat {
                return "Your saved game was saved by a newer version of Matchismo, so this version started with "
                    + "a new game; the old file was kept as \(backup)."
            }
            return "Your saved game could not be read because \(reason), so Matchismo started with a new game; "
                + "the old file was kept as \(backup)."
        }

        var tag: String { self == .futureFormat ? "newer" : "broken" }
        var testDescription: String { rawValue }
    }

    @Test("A bad file is moved aside byte for byte, the player is told, and the next save starts afresh",
          arguments: BadFile.allCases)
    func badFile(_ bad: BadFile) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path, now: { fixedDate }))
        try store.save(midPlaySession())
        let original = bad.bytes(valid: try #require(contents(store.path)))
        #expect(FileManager.default.createFile(atPath: store.path, contents: original))

        let backup = "\(store.path).\(bad.tag)-\(DataStore.stamp(fixedDate))"
        let result = store.load()
        #expect(result == .recovered(backupPath: backup, reason: bad.message(backup: backup)))
        #expect(contents(backup) == original)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(store.load() == .missing)

        let fresh = SavedSession(showing: .card)
        try store.save(fresh)
        #expect(store.load() == .loaded(fresh))
        #expect(contents(backup) == original)
    }

    @Test("A second bad file in the same second gets a numbered backup; none is overwritten")
    func backupCounter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = StatisticsStore(dataStore: DataStore(directory: directory.path, now: { fixedDate }))
        let base = "\(store.path).broken-\(DataStore.stamp(fixedDate))"
        for (number, text) in ["first", "second", "third"].enumerated() {
            #expect(FileManager.default.createFile(atPath: store.path, contents: Data(text.utf8)))
            let expected = number == 0 ? base : "\(base).\(number + 1)"
            guard case .recovered(let backup, let reason) = store.load() else {
                Issue.record("not recovered")
                return
            }
            #expect(backup == expected)
            #expect(reason.hasPrefix("Your statistics could not be read because the file is damaged, "
                + "so Matchismo started with empty statistics"))
        }
        #expect(contents(base) == Data("first".utf8))
        #expect(contents(base + ".2") == Data("second".utf8))
        #expect(contents(base + ".3") == Data("third".utf8))
    }

    @Test("An unreadable file is moved aside untouched")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path, now: { fixedDate }))
        let inside = Data("kept".utf8)
        if runningAsRoot {
            // Root reads any file whatever its mode, so chmod 000 proves nothing here. A
            // directory at the document's path fails to read the same way (EISDIR through
            // the same GLib call) and is just as unusable; it must move aside intact.
            try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: store.path + "/inside", contents: inside))
        } else {
            #expect(FileManager.default.createFile(atPath: store.path, contents: inside))
            #expect(chmod(store.path, 0) == 0)
        }
        let backup = "\(store.path).broken-\(DataStore.stamp(fixedDate))"
        guard case .recovered(let backupPath, let reason) = store.load() else {
            Issue.record("not recovered")
            return
        }
        #expect(backupPath == backup)
        #expect(reason.hasPrefix("Your saved game could not be read because the file could not be opened ("))
        #expect(reason.hasSuffix("), so Matchismo started with a new game; the old file was kept as \(backup)."))
        if runningAsRoot {
            #expect(contents(backup + "/inside") == inside)
        } else {
            #expect(chmod(backup, 0o600) == 0)
            #expect(contents(backup) == inside)
        }
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test("A directory that cannot be created fails with a message and no crash")
    func cannotCreateDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Root may write anywhere, so a read-only mode would not stop it. A data
        // directory below a regular file cannot be created by anyone (ENOTDIR).
        #expect(FileManager.default.createFile(atPath: directory.file("plain"), contents: Data("x".utf8)))
        let store = SessionStore(dataStore: DataStore(directory: directory.file("plain/matchismo")))
        #expect(throws: StorageError.self) { try store.save(SavedSession()) }
        do {
            try store.save(SavedSession())
        } catch {
            #expect(error.step == .createDirectory)
            #expect(error.detail == "Not a directory")
            #expect(error.message == "Matchismo could not save your saved game (Not a directory); "
                + "you can keep playing, and it will try again at the next save.")
        }
        #expect(store.load() == .missing)
        #expect(contents(directory.file("plain")) == Data("x".utf8))
    }

    @Test("A read-only directory keeps the previous file (not as root, which ignores permissions)")
    func readOnlyDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        let previous = midPlaySession()
        try store.save(previous)
        let bytes = contents(store.path)
        if runningAsRoot {
            // The same failure as root is covered by `SaveProbeTests.diskFull` (RLIMIT_FSIZE).
            return
        }
        #expect(chmod(directory.path, 0o500) == 0)
        #expect(throws: StorageError.self) { try store.save(SavedSession()) }
        #expect(chmod(directory.path, 0o700) == 0)
        #expect(contents(store.path) == bytes)
        #expect(directory.names() == ["session.json"])
    }

    @Test("A document that cannot be encoded is refused before the disk is touched")
    func encodingFailure() throws {
        struct Odd: StoredDocument {
            static let fileName = "odd.json"
            static let format = 1
            static let messages = DocumentMessages(keptAside: "", newerKeptAside: "", notMoved: "", notSaved: "")
            var value = Double.nan
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = DataStore(directory: directory.file("data"))
        #expect(throws: StorageError.self) { try store.save(Odd()) }
        #expect(directory.names().isEmpty)
    }

    @Test("Stale GLib temporary files are removed on load; backups and other files stay")
    func staleTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = SessionStore(dataStore: DataStore(directory: directory.path))
        try store.save(midPlaySession())
        for name in ["session.json.Ab12Cd", "session.json.XXXXXX", "session.json.broken-2026-01-01T00-00-00",
                     "session.json.12345", "statistics.json.Ab12Cd", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: directory.file(name), contents: Data("partial".utf8)))
        }
        #expect(store.load() == .loaded(midPlaySession()))
        #expect(directory.names() == ["notes.txt", "session.json", "session.json.12345",
                                      "session.json.broken-2026-01-01T00-00-00", "statistics.json.Ab12Cd"])
        #expect(DataStore.isTemporaryName("session.json.a1B2c3", of: "session.json"))
        #expect(!DataStore.isTemporaryName("session.json.a1B2c", of: "session.json"))
        #expect(!DataStore.isTemporaryName("session.json.a1-2c3", of: "session.json"))
    }
}
