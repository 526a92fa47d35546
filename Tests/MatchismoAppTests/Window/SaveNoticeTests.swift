import Foundation
import GameModel
import GtkTestSupport
@testable import MatchismoApp
import Persistence
import Testing

/// A failed save told without stopping play: `PlayerRecords` retries what
/// could not be saved, and `SaveNotice` shows and says each cause once and
/// takes the banner away when everything is saved again.
@MainActor
@Suite("A failed save told without stopping play", .serialized)
struct SaveNoticeTests {
    /// A data directory that cannot be made (a regular file stands where its parent should be) until `unblock()`.
    struct BlockedDirectory {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notice-\(UUID())").path
        var blocker: String { root + "/blocker" }
        var data: String { blocker + "/matchismo" }

        init() throws {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        }

        func unblock() throws { try FileManager.default.removeItem(atPath: blocker) }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test("Save failures before anyone listens are told later, and the statistics are saved with the next session")
    func failuresBeforeAnyoneListensAreToldLaterAndTheStatisticsAreSavedWithTheNextSession() throws {
        let blocked = try BlockedDirectory()
        defer { blocked.remove() }
        let records = PlayerRecords(dataStore: DataStore(directory: blocked.data))
        records.replacing(.matchismo, score: 4, moves: 3)
        var failures: [StorageError] = []
        var saved: [String] = []
        records.onSaved = { saved.append($0) }
        records.onSaveFailure = { failures.append($0) }
        #expect(failures.map(\.cause) == [.folderMissing], "the statistics' failure, told once someone listens")
        #expect(failures.first?.path == blocked.data)

        try blocked.unblock()
        records.save(SavedSession())
        #expect(saved == [blocked.data + "/session.json", blocked.data + "/statistics.json"])
        let reloaded = PlayerRecords(dataStore: DataStore(directory: blocked.data))
        _ = reloaded.load()
        #expect(reloaded.statistics[.matchismo].played == 1)
    }

    @Test("The banner tells each cause once, with its details, and goes when everything is saved")
    func theBannerTellsEachCauseOnceAndGoesWhenEverythingIsSaved() throws {
        try TestDisplay.ensure()
        let blocked = try BlockedDirectory()
        defer { blocked.remove() }
        let records = PlayerRecords(dataStore: DataStore(directory: blocked.data))
        let notice = SaveNotice()
        var said: [String] = []
        var details: [String] = []
        notice.say = { said.append($0) }
        notice.showDetails = { details.append($0) }
        records.onSaved = { notice.saved($0) }
        records.onSaveFailure = { notice.failed($0) }

        records.save(SavedSession())
        records.save(SavedSession())
        #expect(notice.banner.isRevealed)
        #expect(notice.banner.title == SaveFailure.folderMissing.message)
        #expect(said == [SaveFailure.folderMissing.message], "said once for two failed saves")
        notice.openDetails()
        #expect(details.count == 1)
        #expect(details.first?.contains(blocked.data) == true && details.first?.contains("Not a directory") == true,
                "\(details)")

        try blocked.unblock()
        records.save(SavedSession())
        #expect(!notice.banner.isRevealed)
        #expect(said == [SaveFailure.folderMissing.message, SaveFailure.savedAgain])
    }
}
