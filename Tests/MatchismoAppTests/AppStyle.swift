import GtkKit

/// The card-button rule the app's `MainWindow` loads, so that views
/// tested without a `MainWindow` lay their cards out as the app does.
///
/// A copy of the `button.card-button` rule in `MainWindow.css`: card views
/// depend on it for their geometry (without it a card is larger than its frame
/// by the button's padding), yet only the window loads it.
@MainActor
enum AppStyle {
    private static var loaded = false

    static func loadCardButtonRule() {
        guard !loaded else { return }
        loaded = true
        CSS.load("""
            button.card-button, button.card-button:hover, button.card-button:active, button.card-button:focus,
            button.card-button:focus-visible, button.card-button:disabled {
                padding: 0; margin: 0; border: none; border-radius: 0; min-width: 0; min-height: 0;
                background: none; box-shadow: none; outline: none; transition: none;
            }
            """)
    }
}
