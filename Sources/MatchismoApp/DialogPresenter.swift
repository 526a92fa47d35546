import GameModel
import GLibKit
import GtkKit
import TableCore
import Persistence

/// Opens the secondary windows over the game window, one of each at a time,
/// and keeps each alive while it is open.
@MainActor
final class DialogPresenter {
    private let application: Application
    private weak var parent: Window?
    private var open: [String: Window] = [:]
    /// The Swift controllers of open windows whose handlers hold them weakly.
    private var owners: [String: AnyObject] = [:]

    init(application: Application, parent: Window) {
        self.application = application
        self.parent = parent
    }

    /// Presents the window `name`, made by `make` unless it is already open.
    func present(_ name: String, _ make: (Window) -> Window) {
        guard let parent else { return }
        if let existing = open[name], existing.isVisible {
            existing.present()
            return
        }
        let dialog = make(parent)
        dialog.setApplication(application)
        Dialogs.closeWithKeys(dialog)
        dialog.onCloseRequest { [weak self] in
            self?.open[name] = nil
            self?.owners[name] = nil
            return false
        }
        open[name] = dialog
    }

    /// Presents the window `name` made by `make` with the controller that
    /// drives it, which is kept while the window is open.
    func present(_ name: String, owning make: (Window) -> (window: Window, owner: AnyObject)) {
        var owner: AnyObject?
        present(name) { parent in
            let made = make(parent)
            owner = made.owner
            return made.window
        }
        if let owner { owners[name] = owner }
    }

    /// The card keys in use, for the shortcuts window.
    var cardKeys: @MainActor () -> CardKeys = { CardKeys(layout: .qwerty) }

    func showShortcuts() {
        let keys = cardKeys()
        present("shortcuts") { Dialogs.shortcuts(parent: $0, cardKeys: keys) }
    }
    func showHelp() { present("help", Dialogs.help) }
    func showAbout() { present("about", Dialogs.about) }

    func showNotice(_ text: String) {
        present("notice") { parent in Dialogs.notice(parent: parent, title: tr("Your Saved Data"), message: text) }
    }

    func showPreferences(_ preferences: PlayerPreferences, onChange: @escaping @MainActor (PlayerPreferences) -> Void) {
        present("preferences") { parent in
            let window = PreferencesPane.make(preferences, onChange: onChange)
            window.setTransient(for: parent)
            return window
        }
    }

    func showStatistics(_ statistics: Statistics, showing game: PlayedGame) {
        // The window's chooser and column titles hold it weakly: it is kept while open.
        present("statistics", owning: { parent in
            let window = StatisticsWindow(statistics: statistics, showing: game)
            window.window.setTransient(for: parent)
            window.window.present()
            return (window.window, window)
        })
    }
}
