import AdwKit
import GLibKit
import GtkKit
import TableCore

/// "Choose Deal…": a message dialog with a labelled entry for a deal number.
/// Text that is not a deal number is refused in the dialog itself: the Deal
/// button stays insensitive and a line under the entry says what is accepted,
/// which the entry's description also gives a screen reader.
@MainActor
enum ChooseDealDialog {
    static let dealResponse = "deal"
    static let cancelResponse = "cancel"

    /// Makes and presents the dialog over `parent`; `onDeal` gets the number chosen.
    static func make(parent: Window, onDeal: @escaping @MainActor (UInt64) -> Void) -> AlertDialog {
        // TRANSLATORS: the Choose Deal dialog's heading and text.
        let dialog = AlertDialog(
            heading: tr("Choose Deal"),
            body: tr("Each number deals its own Matchismo cards, the same on every computer.") + " " + DealNumber.accepted)
        dialog.addResponse(cancelResponse, label: tr("_Cancel"))
        dialog.addResponse(dealResponse, label: tr("_Deal"), appearance: .suggested)
        dialog.setDefaultResponse(dealResponse)
        dialog.setResponseEnabled(dealResponse, false)

        let entry = Entry()
        // Enter gives the default response, Deal, only while Deal is enabled.
        entry.activatesDefault = true
        let error = Label("")
        error.addCSSClass("error")
        error.setWrap(true)
        error.setXAlign(0)
        // The refusal is the entry's description: read with it, and said when it changes.
        entry.setDescribedBy(error)
        let box = Box(.vertical, spacing: 6)
        // The mnemonic label names the entry for assistive technologies too.
        box.append(Label(mnemonic: tr("Deal _number"), for: entry))
        box.append(entry)
        box.append(error)
        dialog.setExtraChild(box)

        // The handlers live as long as the GTK widgets, longer than these wrappers:
        // they share the number typed, not the entry.
        let typed = Typed()
        entry.onChanged { [weak dialog] text in
            let refusal: String
            switch DealNumber.parse(text) {
            case .success(let number):
                typed.number = number
                refusal = ""
            case .failure(let problem):
                typed.number = nil
                refusal = DealNumber.message(problem)
            }
            dialog?.setResponseEnabled(dealResponse, refusal.isEmpty)
            guard error.text != refusal else { return }
            error.text = refusal
            // Said through the focused text, which a screen reader follows.
            if !refusal.isEmpty { dialog?.announceAtFocus(refusal) }
        }
        dialog.onResponse { response in
            guard response == dealResponse, let number = typed.number else { return }
            onDeal(number)
        }
        dialog.present(over: parent)
        entry.grabFocus()
        return dialog
    }
}

/// The deal number typed so far, when the text is one.
@MainActor
private final class Typed {
    var number: UInt64?
}
