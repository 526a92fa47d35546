import AdwKit
import GameModel
import GLibKit
import GtkKit
import Persistence
import TableCore

/// The Statistics window's page of the Set games of the last 30 days
/// (`RecentGames`), the latest first: each with what was dealt and how it
/// went, and a Review button that opens the look back at it.
@MainActor
enum RecentGamesView {
    /// The chooser's entry for this page.
    static var title: String {
        // TRANSLATORS: the Statistics window's choice that lists the Set games of the last 30 days, for review.
        tr("Recent Games")
    }

    static func make(_ recent: RecentGames, onReview: @escaping @MainActor (SetGameRecording) -> Void) -> Widget {
        let group = PreferencesGroup(
            title: title,
            description: tr("The Set games of the last 30 days. Review steps through a game move by move, with every set that was on the table."))
        let reviews = recent.games.compactMap { game in GameReview(game.recording).map { (game, $0) } }
        if reviews.isEmpty {
            let empty = Label(tr("No games yet."))
            empty.addCSSClass("dim-label")
            group.add(empty)
        }
        for (game, review) in reviews {
            let recording = game.recording
            let title = RecentGameText.title(recording.deal, sprint: game.sprint?.mode)
            // TRANSLATORS: what a screen reader says for a recent game's Review button: "Review Daily Puzzle · Monday 11/23/26".
            let spoken = tr("Review {game}").filling(["game": title])
            group.add(ActionRow(title: title, subtitle: RecentGameText.summary(review, sprint: game.sprint, ended: game.ended),
                                button: tr("_Review"), spokenName: spoken) { onReview(recording) })
        }
        return group
    }
}
