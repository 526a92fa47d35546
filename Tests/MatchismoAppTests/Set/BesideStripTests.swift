import GtkTestSupport
import CGtk
import CardArt
import GameModel
import GtkKit
import TableCore
import Testing

@testable import MatchismoApp

/// The cards beside the Set table: the ones a player can choose (Set-Chain's
/// last set) are buttons; the ones only shown (the puzzle's found sets,
/// UltraSet's shared card) are images, which take no focus, clicks or activation.
@MainActor
@Suite("The cards beside the Set table", .serialized)
final class BesideStripTests {
    let window: Window
    let strip: BesideStrip

    init() throws {
        try TestDisplay.ensure()
        AppStyle.loadCardButtonRule()
        window = Window()
        strip = BesideStrip(painter: CardPainter())
        window.setDefaultSize(width: 600, height: 300)
        window.setChild(strip.root)
        window.present()
    }

    isolated deinit {
        window.destroy()
    }

    private func role(_ widget: Widget) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(mtch_accessible(widget.raw))
    }

    @Test("The puzzle's found sets beside the table are images that cannot be focused, clicked or activated")
    func foundSetsAreImagesThatCannotBeFocusedClickedOrActivated() throws {
        var game = PuzzleGame(date: try #require(PuzzleDate(parsing: "2026-11-23")))
        let set = try #require(SetRules.firstSet(in: game.table))
        for index in set { _ = game.perform(.choose(index)) }
        strip.show(game)
        #expect(strip.views.count == 3)
        try #require(Pump.until { strip.views.allSatisfy { $0.widget.height > 0 } }, "the found set never got a size")
        for view in strip.views {
            #expect(!view.isChoosable)
            #expect(role(view.widget) == GTK_ACCESSIBLE_ROLE_IMG)
            #expect(!view.widget.isFocusable)
            #expect(!view.widget.canTarget)
            #expect(Controllers.all("GtkGestureClick", on: view.widget).isEmpty)
            #expect(gtk_widget_activate(view.widget.widget) == 0, "an image has nothing to activate")
            // Drawn as before: the found cards' height, the table's proportions.
            #expect(view.widget.height == 36)
            #expect(view.widget.width == Int((36 * SetTable.cardAspectRatio).rounded()))
        }
    }

    @Test("Set-Chain's last set beside the table is buttons that choose its cards")
    func theLastSetsCardsAreButtonsThatChoose() throws {
        var game = SetChainGame(seed: 11)
        let set = try #require(SetRules.firstSet(in: game.table))
        let cards = set.map { game.table[$0] }
        for index in set { _ = game.perform(.choose(index)) }
        var chosen: [SetCard] = []
        strip.onChoose = { chosen.append($0) }
        strip.show(game)
        #expect(strip.views.count == 3)
        for view in strip.views {
            #expect(view.isChoosable)
            #expect(role(view.widget) == GTK_ACCESSIBLE_ROLE_BUTTON)
            #expect(view.widget.isFocusable)
            #expect(view.widget.canTarget)
            #expect(gtk_widget_activate(view.widget.widget) != 0)
        }
        // A button activated from the keyboard clicks after a short press.
        #expect(Pump.until { chosen.count == 3 }, "activating the last set's cards chose \(chosen)")
        #expect(Set(chosen) == Set(cards))
    }
}
