import GtkKit

/// The secondary windows: keyboard shortcuts, help and about.
@MainActor
enum Dialogs {
    /// Escape and Ctrl+W close a secondary window, as in every GNOME dialog.
    static func closeWithKeys(_ window: Window) {
        let keys = KeyController()
        keys.onKeyPressed { [weak window] key, modifiers in
            let closeKey = key == .character("w") || key == .character("W")
            guard key == .escape || (modifiers.contains(.control) && closeKey) else { return false }
            window?.close()
            return true
        }
        window.add(keys)
    }

    static func shortcuts(parent: Window) -> Window {
        let window = BuiltWindow(xml: KeyboardShortcuts.builderXML, objectID: "shortcuts")
        window.setTransient(for: parent)
        window.present()
        return window
    }

    static func help(parent: Window) -> Window {
        let window = Window()
        window.title = "Matchismo Help"
        window.setDefaultSize(width: 640, height: 720)
        window.setTransient(for: parent)
        let header = HeaderBar()
        window.setTitlebar(header)
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
    static func notice(parent: Window, title: String, message: String) -> Window {
        let window = Window()
        window.title = title
        window.setTransient(for: parent)
        window.setModal(true)
        window.setDefaultSize(width: 440, height: -1)
        window.setTitlebar(HeaderBar())
        let box = Box(.vertical, spacing: 18)
        box.setMargins(24)
        let text = Label(message)
        text.setWrap(true)
        text.setXAlign(0)
        text.setSelectable(true)
        box.append(text)
        let ok = Button(label: "_OK")
        ok.addCSSClass("suggested-action")
        ok.setAlign(horizontal: .end, vertical: .center)
        ok.onClicked { [weak window] in window?.close() }
        box.append(ok)
        window.setChild(box)
        window.present()
        ok.grabFocus()
        return window
    }

    static func about(parent: Window) -> Window {
        let dialog = AboutDialog(AboutDialog.Details(
            name: AppInfo.name, version: AppInfo.version,
            comments: "Card matching games: Matchismo and Set",
            iconName: AppInfo.id, website: "https://github.com/matchismo/matchismo",
            authors: ["The Matchismo developers"]))
        dialog.setTransient(for: parent)
        dialog.setModal(true)
        dialog.present()
        return dialog
    }
}
