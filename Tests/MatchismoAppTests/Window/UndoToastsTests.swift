import AdwKit
import CGtk
import GLibKit
import GtkKit
import GtkTestSupport
@testable import MatchismoApp
import Testing

/// Toasts over the table: on libadwaita 1.2, one at a time (a newer one
/// changes the one on show, and none appears while another still hides), so
/// that libadwaita 1.2's overlay never frees a toast whose entrance still runs
/// (`ToastOverlay.showsOneAtATime`); libadwaita 1.3 and later queue them.
@MainActor
@Suite("Toasts over the table", .serialized)
struct UndoToastsTests {
    init() throws {
        try TestDisplay.ensure()
    }

    /// The toasts on the overlay beside its content, shown or hiding: each one's label texts.
    static func toasts(on overlay: ToastOverlay) -> [[String]] {
        var toasts: [[String]] = []
        var child = gtk_widget_get_next_sibling(gtk_widget_get_first_child(overlay.widget))
        while let widget = child {
            toasts.append(labels(under: widget))
            child = gtk_widget_get_next_sibling(widget)
        }
        return toasts
    }

    /// The texts of the labels in `widget`'s tree, in order.
    static func labels(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
            == "GtkLabel"
        {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let next = child {
            texts += labels(under: next)
            child = gtk_widget_get_next_sibling(next)
        }
        return texts
    }

    @Test("A newer toast takes the place of the one on show, or follows it, never beside it")
    func aNewerToastTakesThePlaceOfTheOneOnShowOrFollowsIt() {
        let window = Window()
        let overlay = ToastOverlay(child: Label("table"))
        window.setChild(overlay)
        window.present()
        overlay.show(Toast("First", button: (label: "Undo", action: "app.undo"), timeoutSeconds: 1, titleUnsaid: true))
        #expect(Pump.until { Self.toasts(on: overlay).first?.contains("First") == true })
        overlay.show(Toast("Second", button: (label: "Undo", action: "app.undo"), timeoutSeconds: 1, titleUnsaid: true))
        Pump.run(for: 0.1)
        let shown = Self.toasts(on: overlay)
        #expect(shown.count == 1, "\(shown)")
        if ToastOverlay.showsOneAtATime {
            #expect(shown.first?.contains("Second") == true && shown.first?.contains("Undo") == true, "\(shown)")
            #expect(shown.first?.contains("First") == false, "\(shown)")
        } else {
            #expect(shown.first?.contains("First") == true, "the second waits behind the first: \(shown)")
        }
        window.destroy()
        MainLoop.drain()
    }

    @Test("Toasts are shown one at a time from libadwaita 1.3; before it the next appears while the first hides")
    func beforeLibadwaita13NoToastAppearsWhileAnotherHides() {
        let window = Window()
        let overlay = ToastOverlay(child: Label("table"))
        window.setChild(overlay)
        window.present()
        overlay.show(Toast("First", timeoutSeconds: 1))
        #expect(Pump.until { Self.toasts(on: overlay).first?.contains("First") == true })
        // The first times out and hides (300 ms); the next comes while it hides.
        #expect(Pump.until { Self.toasts(on: overlay).isEmpty || Self.hiding(overlay) })
        overlay.show(Toast("Next", timeoutSeconds: 1))
        var seenTogether = false
        let appeared = Pump.until {
            let toasts = Self.toasts(on: overlay)
            if toasts.count > 1 { seenTogether = true }
            return toasts.contains { $0.contains("Next") }
        }
        #expect(appeared)
        #expect(seenTogether == !ToastOverlay.showsOneAtATime, "libadwaita 1.3 and later show the next as the first hides")
        window.destroy()
        MainLoop.drain()
    }

    /// Whether the overlay's only toast is hiding: libadwaita takes its keyboard focus and pointer away first.
    static func hiding(_ overlay: ToastOverlay) -> Bool {
        guard let toast = gtk_widget_get_next_sibling(gtk_widget_get_first_child(overlay.widget)) else { return false }
        return gtk_widget_get_can_target(toast) == 0
    }
}
