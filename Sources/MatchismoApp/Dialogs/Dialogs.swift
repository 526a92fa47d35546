import AdwKit
import GLibKit
import GtkKit
import TableCore

/// The secondary windows: keyboard shortcuts, help, notices and about.
@MainActor
enum Dialogs {
    /// Escape and Ctrl+W close a secondary window or dialog, as in every GNOME dialog.
    static func closeWithKeys(_ view: any Presentable) {
        KeyRoute.listen(.dialog, on: view) { [weak view] effect in
            guard effect == .close else { return false }
            view?.close()
            return true
        }
    }

    /// The shortcuts window's page buttons ("1", "2", "3"): the theme gives
    /// their labels 6 pixels of padding and takes them back with a margin of
    /// -6, which GTK 4.8 measures as a label -3 pixels wide, with a warning each
    /// time the window opens. Neither gives the same space without the warning.
    private static var pageButtonsFixed = false

    static func shortcuts(parent: Window, cardKeys: CardKeys) -> Window {
        if !pageButtonsFixed {
            pageButtonsFixed = true
            CSS.load("stackswitcher.circular > button > label { margin: 0; padding: 0; }")
        }
        let window = BuiltWindow(xml: KeyboardShortcuts.builderXML(cardKeys: cardKeys), objectID: "shortcuts")
        window.setTransient(for: parent)
        window.present()
        return window
    }

    static func help(parent: Window) -> Window {
        let window = Window()
        window.title = tr("Matchismo Help")
        window.setDefaultSize(width: 640, height: 720)
        window.setTransient(for: parent)
        window.setTitlebar(AdwaitaHeaderBar())
        let text = Label()
        text.setMarkup(HelpText.markup)
        text.setWrap(true)
        text.setXAlign(0)
        text.setMargins(24)
        text.setAlign(horizontal: .fill, vertical: .start)
        window.setChild(ScrolledWindow(child: text))
        window.present()
        return window
    }

    /// A message the player should read once, with an OK button.
    static func notice(parent: Window, title: String, message: String) -> any Presentable {
        let dialog = AlertDialog(heading: title, body: message)
        dialog.addResponse("ok", label: tr("_OK"), appearance: .suggested)
        dialog.present(over: parent)
        return dialog
    }

    static func about(parent: Window) -> any Presentable {
        let about = AboutDialog(AboutDetails(
            name: AppInfo.name, iconName: AppInfo.id, version: AppInfo.version,
            developerName: tr("The Matchismo developers"),
            comments: tr("Card matching games: Matchismo and Set, with a single card and the Happiness face"),
            website: AppInfo.website, issueURL: AppInfo.issueURL, developers: [tr("The Matchismo developers")]))
        about.present(over: parent)
        return about
    }
}
