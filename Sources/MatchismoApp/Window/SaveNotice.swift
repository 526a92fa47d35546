import AdwKit
import GtkKit
import Persistence

/// Tells the player that the game could not be saved, without stopping play:
/// a banner above the table in plain words for the cause (a full disk, a
/// read-only disk...), which a screen reader hears once through the focused
/// card; the file and the system's error only behind its Details button and
/// on stderr. The banner stays while any document fails to save and goes
/// when each has been saved again, and a screen reader hears that too. It
/// never takes the keyboard focus from the table.
@MainActor
final class SaveNotice {
    private(set) var banner: Banner!
    /// The documents that failed their last save, by file, with the latest error.
    private var failing: [String: StorageError] = [:]
    /// The failure whose sentence the banner tells.
    private var shown: StorageError?
    /// Says a sentence to a screen reader (the `Narrator`).
    var say: @MainActor (String) -> Void = { _ in }
    /// Shows the details text in a dialog.
    var showDetails: @MainActor (String) -> Void = { _ in }

    init() {
        banner = Banner(buttonLabel: SaveFailure.detailsLabel) { [weak self] in self?.openDetails() }
    }

    /// A save failed: the banner tells its cause, said once while the cause stays the same.
    func failed(_ error: StorageError) {
        if failing[error.file]?.cause != error.cause {
            StandardError.write("matchismo: \(error.message) (\(error.path))\n")
        }
        failing[error.file] = error
        guard shown?.playerMessage != error.playerMessage else { return }
        shown = error
        banner.title = error.playerMessage
        banner.isRevealed = true
        say(error.playerMessage)
    }

    /// The document `file` was saved: once nothing is failing any more, the banner goes.
    func saved(_ file: String) {
        failing[file] = nil
        guard failing.isEmpty, let told = shown else { return }
        shown = nil
        banner.isRevealed = false
        say(told.step == .commitSettings ? SaveFailure.settingsSavedAgain : SaveFailure.savedAgain)
    }

    func openDetails() {
        let details = failing.keys.sorted().compactMap { failing[$0]?.details }
        guard !details.isEmpty else { return }
        showDetails(details.joined(separator: "\n\n"))
    }
}
