import AdwKit
import GLibKit
import GtkKit
import TableCore

/// "Choose Deal…": a number dialog (`NumberDialog`) for a Matchismo deal number.
@MainActor
enum ChooseDealDialog {
    /// Makes and presents the dialog over `parent`; `onDeal` gets the number chosen.
    static func make(parent: Window, onDeal: @escaping @MainActor (UInt64) -> Void) -> AlertDialog {
        // TRANSLATORS: the Choose Deal dialog's heading and text.
        let texts = NumberDialog.Texts<UInt64>(
            heading: tr("Choose Deal"),
            body: tr("Each number deals its own Matchismo cards, the same on every computer.") + " " + DealNumber.accepted,
            label: tr("Deal _number"), button: tr("_Deal"),
            parse: { DealNumber.parse($0).mapError { NumberDialog.Refusal(sentence: DealNumber.message($0)) } })
        return NumberDialog.make(parent: parent, texts, onChoose: onDeal)
    }
}
