import AdwKit
import CardArt
import GtkKit
import Persistence

/// Follows the desktop's look live: text scale and animations from GTK's
/// settings, dark style and high contrast from libadwaita's style manager
/// (the Settings portal, or GSettings without one), together with the
/// player's style and palette choices, and hands the window each change.
@MainActor
final class DesktopStyle {
    private let settings: GtkSettingsRef
    private let styleManager = StyleManager.default
    /// The palette inputs; a change repaints every card.
    private(set) var appearance = Appearance() {
        didSet { if appearance != oldValue { onPaletteChange?(appearance.palette) } }
    }
    /// Told when the cards' palette changes.
    var onPaletteChange: (@MainActor (Palette) -> Void)?
    /// Told when the desktop's text scale changes (and once at start).
    var onTextScaleChange: (@MainActor (Double) -> Void)?
    /// The player's animation preference, on top of the desktop's.
    var animationsPreferred: @MainActor () -> Bool = { true }

    /// Text scale, animations, dark style and high contrast, followed live in
    /// `window`; `animationsPreferred` reads the player's preference.
    convenience init(following window: MainWindow, preferences: PlayerPreferences,
                     animationsPreferred: @escaping @MainActor () -> Bool)
    {
        self.init(settings: window.window.settings)
        self.animationsPreferred = animationsPreferred
        colorBlindSetColors = preferences.colorBlindSetColors
        style = preferences.style
        onPaletteChange = { [weak window] palette in window?.setPalette(palette) }
        onTextScaleChange = { [weak window] scale in window?.setTextScale(scale) }
        for table in [window.matchismoTableView, window.setTableView] {
            table.animationsEnabled = { [weak self] in self?.animationsEnabled ?? true }
        }
        follow()
        window.setPalette(palette)
    }

    init(settings: GtkSettingsRef) {
        self.settings = settings
    }

    /// Whether changes animate: the desktop allows it and the player wants it.
    var animationsEnabled: Bool { settings.enableAnimations && animationsPreferred() }

    /// The player's colour-blind-friendly Set colours.
    var colorBlindSetColors: Bool {
        get { appearance.colorBlindSetColors }
        set { appearance.colorBlindSetColors = newValue }
    }

    /// The player's style: the desktop's, or always light or dark. High contrast always follows the desktop.
    var style: StyleChoice = .system {
        didSet { styleManager.colorScheme = ColorScheme(style) }
    }

    var palette: Palette { appearance.palette }

    /// Reads the desktop's settings now and whenever they change.
    func follow() {
        let applyTextScale: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.onTextScaleChange?(self.settings.textScale)
        }
        applyTextScale()
        settings.onNotify("gtk-xft-dpi", applyTextScale)
        let applyStyle: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.appearance.dark = self.styleManager.isDark
            self.appearance.highContrast = self.styleManager.isHighContrast
        }
        styleManager.followDesktopWithoutPortal()
        applyStyle()
        styleManager.onChange(applyStyle)
    }
}

extension ColorScheme {
    init(_ choice: StyleChoice) {
        self = switch choice {
        case .system: .system
        case .light: .light
        case .dark: .dark
        }
    }
}
