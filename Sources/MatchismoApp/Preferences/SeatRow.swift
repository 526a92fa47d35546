import AdwKit
import GameModel
import GLibKit
import TableCore

/// The Preferences window's choice, under each player's name, of who plays
/// in that seat: a person, or a computer player of a level (`opponent-levels`).
@MainActor
enum SeatRow {
    static func row(seat: Int, _ initial: PlayerPreferences, _ update: @escaping PreferencesPane.Update) -> ComboRow {
        let levels = ComputerLevel.allCases
        // TRANSLATORS: a choice in Preferences; {player} is "Player 2". The items are "A Person" and the computer levels.
        let row = ComboRow(
            title: tr("Who Plays as {player}").filling(["player": PlayerText.defaultName(seat: seat)]),
            // TRANSLATORS: under the choice of who plays in a seat at the Set table.
            subtitle: tr("A person, or a computer player that finds sets at its level"),
            // TRANSLATORS: the choice of a person (not a computer player) in a seat at the Set table.
            items: [tr("A Person")] + levels.map(\.title))
        let level = seat < initial.computerLevels.count ? initial.computerLevels[seat] : nil
        row.selectedIndex = level.flatMap(levels.firstIndex(of:)).map { $0 + 1 } ?? 0
        row.onSelected { index in
            update { preferences in
                while preferences.computerLevels.count <= seat { preferences.computerLevels.append(nil) }
                preferences.computerLevels[seat] = index == 0 ? nil : levels[min(index, levels.count) - 1]
            }
        }
        return row
    }
}
