import GameModel
import TableCore

/// Where computer players sit: in the last seats, after the humans, so the
/// first human keeps the first claim key.
enum OpponentSeats {
    /// `opponents` by seat at a table of `count` players; as many as leave one human seat.
    static func levels(_ opponents: [OpponentLevel], count: Int) -> [Int: OpponentLevel] {
        let seated = opponents.prefix(max(count - 1, 0))
        return Dictionary(uniqueKeysWithValues: seated.enumerated().map { (count - seated.count + $0.offset, $0.element) })
    }
}

extension PlayerPreferences {
    /// The names of `count` players in seat order: a blank one is "Player 2",
    /// or a computer player's level ("Quick").
    func names(_ count: Int, levels: [Int: OpponentLevel]) -> [String] {
        zip(names(count), 0..<count).map { name, seat in
            let given = seat < playerNames.count ? playerNames[seat] : ""
            return given.isEmpty ? levels[seat]?.title ?? name : name
        }
    }
}
