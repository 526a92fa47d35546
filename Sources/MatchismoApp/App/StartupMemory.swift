import GLibKit

/// Start-up allocates and frees a few megabytes for a moment (the settings,
/// the saved games, style sheets, fonts, the first cards' pieces), and glibc
/// keeps the freed pages for itself: measured, about 4 MB of resident memory
/// that a minimal GTK window does not leave behind. Once the dealt table is on
/// screen they go back to the system.
@MainActor
enum StartupMemory {
    private static var isReleased = false

    /// Called when a card is drawn: the first time, when the main loop is
    /// next idle (after the frame), returns the freed heap pages.
    static func releaseAfterFirstFrame() {
        guard !isReleased else { return }
        isReleased = true
        MainLoop.idle { ProcessMemory.returnFreedPages() }
    }
}
