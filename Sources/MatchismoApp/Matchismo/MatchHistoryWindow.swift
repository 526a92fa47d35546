import AdwKit
import GLibKit
import GameModel
import GtkKit
import TableCore

/// The Match History window: every turn of the Matchismo game with its cards
/// and points, newest first, as a list of rows a screen reader reads one by
/// one. It follows the game while it is open.
@MainActor
final class MatchHistoryWindow {
    let window = PreferencesDialog()
    private let page = PreferencesPage(title: tr("Match History"), iconName: "view-list-symbolic")
    private var group: PreferencesGroup?
    /// The game last shown, so an unchanged game is not listed again.
    private var shown: MatchismoGame?

    init(game: MatchismoGame) {
        window.title = tr("Match History")
        window.setDefaultSize(width: 520, height: 620)
        window.add(page)
        show(game)
    }

    /// Lists `game`'s turns, newest first.
    func show(_ game: MatchismoGame) {
        guard game != shown else { return }
        shown = game
        if let group { page.remove(group) }
        let group = PreferencesGroup(
            title: MatchHistoryText.heading(deal: game.seed), description: MatchHistoryText.summary(turns: game.turns.count))
        for (index, turn) in game.turns.enumerated().reversed() {
            group.add(ActionRow(title: MatchHistoryText.title(turn), subtitle: MatchHistoryText.detail(turn, number: index + 1)))
        }
        page.add(group)
        self.group = group
    }
}
