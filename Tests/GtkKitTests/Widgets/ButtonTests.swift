import GtkTestSupport
import CGtk
import GtkKit
import Testing

/// The button wrapper's label and sensitivity, which the lesson's panel
/// changes from step to step.
@MainActor
@Suite("The button's label and sensitivity", .serialized)
struct ButtonTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("A new label replaces the text of the button's one child label, mnemonic and all; an insensitive button says so")
    func labelAndSensitivity() throws {
        let button = Button(label: "_Next")
        button.setLabel("_Done")
        let child = try #require(gtk_button_get_child(mtch_button(button.raw)))
        #expect(String(cString: gtk_label_get_text(mtch_label(child))) == "Done")
        #expect(gtk_label_get_mnemonic_keyval(mtch_label(child)) == UInt32(Character("D").asciiValue!), "the underscore marks D")
        #expect(Button.withoutMnemonic("_Done") == "Done" && Button.withoutMnemonic("Deal__3 _More") == "Deal_3 More")
        #expect(button.isSensitive)
        button.isSensitive = false
        #expect(!button.isSensitive && gtk_widget_get_sensitive(mtch_widget(button.raw)) == 0)
    }
}
