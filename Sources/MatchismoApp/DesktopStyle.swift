import CardArt
import FoundationEssentials
import GtkKit

/// Follows the desktop's look live: text scale, animations, dark style and
/// high contrast, together with the player's palette choice, and hands the
/// window each change.
@MainActor
final class DesktopStyle {
    private let settings: GtkSettingsRef
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
            self.appearance.followDesktop(
                themeName: self.settings.themeName, prefersDark: self.settings.preferDarkTheme,
                environmentTheme: ProcessInfo.processInfo.environment["GTK_THEME"])
        }
        applyStyle()
        settings.onNotify("gtk-application-prefer-dark-theme", applyStyle)
        settings.onNotify("gtk-theme-name", applyStyle)
    }
}
