import CAdw
import GtkKit

/// An `AdwApplication`: a `GtkApplication` that starts libadwaita, so its windows
/// take the Adwaita style and follow the desktop's dark style and high contrast.
@MainActor
public final class AdwaitaApplication: Application {
    /// The application's command line is handled by the primary instance (`command-line`).
    public override init(id: String) {
        super.init(subclassInstance: UnsafeMutableRawPointer(adw_application_new(id, G_APPLICATION_HANDLES_COMMAND_LINE)))
    }
}
