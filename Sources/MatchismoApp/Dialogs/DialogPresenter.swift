import GameModel
import GLibKit
import GtkKit
import TableCore
import Persistence

/// Opens the secondary windows and dialogs over the game window, one of each
/// at a time, and keeps each alive while it is open.
@MainActor
final class DialogPresenter {
    private let application: Application
    private weak var parent: Window?
    private var open: [String: any Presentable] = [:]
    /// The Swift objects that drive open windows, whose handlers hold them weakly.
    private var owners: [String: AnyObject] = [:]

    init(application: Application, parent: Window) {
        self.application = application
        self.parent = parent
    }

    /// Presents the view `name`, made and presented over the game window by
    /// `make` unless it is already open.
    func present(_ name: String, _ make: (Window) -> any Presentable) {
        guard let parent else { return }
        if let existing = open[name] {
            existing.present(over: parent)
            return
        }
        let dialog = make(parent)
        (dialog as? Window)?.setApplication(application)
        Dialogs.closeWithKeys(dialog)
        dialog.onClosed { [weak self] in
            self?.open[name] = nil
            self?.owners[name] = nil
        }
        open[name] = dialog
    }

    /// Presents the view `name` made by `make` with the object that
    /// drives it, which is kept while the view is open.
    func present(_ name: String, owning make: (Window) -> (window: any Presentable, owner: AnyObject)) {
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
    /// The help: its installed pages in the desktop's help viewer (Yelp),
    /// or the built-in help window where there is no viewer, no pages (a game
    /// run from its build folder) or the viewer does not start.
    func showHelp() {
        guard let parent else { return }
        guard DesktopHelp.hasHandler(forScheme: "help"), DesktopHelp.hasPages(id: AppInfo.id) else {
            present("help", Dialogs.help)
            return
        }
        parent.openURI(AppInfo.helpURI) { [weak self] problem in
            guard let problem else { return }
            StandardError.write("matchismo: the help viewer did not start (\(problem)); showing the built-in help\n")
            self?.present("help", Dialogs.help)
        }
    }
    func showAbout() { present("about", Dialogs.about) }

    func showNotice(_ text: String) {
        present("notice") { parent in Dialogs.notice(parent: parent, title: tr("Your Saved Data"), message: text) }
    }

    func showPreferences(_ preferences: PlayerPreferences, onChange: @escaping @MainActor (PlayerPreferences) -> Void) {
        present("preferences") { parent in
            let dialog = PreferencesPane.make(preferences, onChange: onChange)
            dialog.present(over: parent)
            return dialog
        }
    }

    /// `onReview` opens the review of a game from the Recent Games page, which closes the window.
    func showStatistics(_ statistics: Statistics, numbered: NumberedPuzzleBook, showing game: PlayedGame, showingNumbered: Bool,
                        recent: RecentGames, onReview: @escaping @MainActor (SetGameRecording) -> Void) {
        // The window's chooser and column titles hold it weakly: it is kept while open.
        let asked = MainLoop.now
        present("statistics", owning: { parent in
            let window = StatisticsWindow(statistics: statistics, numbered: numbered, showing: game, showingNumbered: showingNumbered,
                                          recent: recent, onReview: onReview)
            RenderStats.noteFirstFrame(of: window.window, named: "statistics", askedAt: asked)
            window.window.present(over: parent)
            return (window.window, window)
        })
    }
}
