import AdwKit
import GLibKit
import GtkKit

/// A message dialog with a labelled entry for a number (Choose Deal…, Open
/// Puzzle…). Text that is not a number accepted is refused in the dialog
/// itself: the button stays insensitive and a line under the entry says what
/// is accepted, which the entry's description also gives a screen reader.
@MainActor
enum NumberDialog {
    static let chooseResponse = "choose"
    static let cancelResponse = "cancel"

    /// What the dialog says and reads: `parse` gives the number or why the text is refused.
    struct Texts<Number> {
        var heading: String
        var body: String
        /// The entry's mnemonic label ("Deal _number").
        var label: String
        /// The button's mnemonic label ("_Deal").
        var button: String
        var parse: (String) -> Result<Number, Refusal>
    }

    /// Why the text typed is refused, in a sentence.
    struct Refusal: Error {
        let sentence: String
    }

    /// Makes and presents the dialog over `parent`; `onChoose` gets the number chosen.
    static func make<Number>(parent: Window, _ texts: Texts<Number>, onChoose: @escaping @MainActor (Number) -> Void)
        -> AlertDialog
    {
        let dialog = AlertDialog(heading: texts.heading, body: texts.body)
        dialog.addResponse(cancelResponse, label: tr("_Cancel"))
        dialog.addResponse(chooseResponse, label: texts.button, appearance: .suggested)
        dialog.setDefaultResponse(chooseResponse)
        dialog.setResponseEnabled(chooseResponse, false)

        let entry = Entry()
        // Enter gives the default response only while it is enabled.
        entry.activatesDefault = true
        let error = Label("")
        error.addCSSClass("error")
        error.setWrap(true)
        error.setXAlign(0)
        // The refusal is the entry's description: read with it, and said when it changes.
        entry.setDescribedBy(error)
        let box = Box(.vertical, spacing: 6)
        // The mnemonic label names the entry for assistive technologies too.
        box.append(Label(mnemonic: texts.label, for: entry))
        box.append(entry)
        box.append(error)
        dialog.setExtraChild(box)

        // The handlers live as long as the GTK widgets, longer than these wrappers:
        // they share the number typed, not the entry.
        let typed = Typed<Number>()
        entry.onChanged { [weak dialog] text in
            let refusal: String
            switch texts.parse(text) {
            case .success(let number):
                typed.number = number
                refusal = ""
            case .failure(let problem):
                typed.number = nil
                refusal = problem.sentence
            }
            dialog?.setResponseEnabled(chooseResponse, refusal.isEmpty)
            guard error.text != refusal else { return }
            error.text = refusal
            // Said through the focused text, which a screen reader follows.
            if !refusal.isEmpty { dialog?.announceAtFocus(refusal) }
        }
        dialog.onResponse { response in
            guard response == chooseResponse, let number = typed.number else { return }
            onChoose(number)
        }
        dialog.present(over: parent)
        entry.grabFocus()
        return dialog
    }
}

/// The number typed so far, when the text is one.
@MainActor
private final class Typed<Number> {
    var number: Number?
}
