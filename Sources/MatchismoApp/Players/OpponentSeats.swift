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

    /// The preference's computer players by seat at a table of `count`
    /// (`perSeat` in seat order, nil for a person); the first seat stays a
    /// person's when every seat would be a computer's.
    static func levels(perSeat: [OpponentLevel?], count: Int) -> [Int: OpponentLevel] {
        var levels: [Int: OpponentLevel] = [:]
        for (seat, level) in perSeat.prefix(count).enumerated() { levels[seat] = level }
        if levels.count >= count { levels[0] = nil }
        return levels
    }

    /// A saved match's computer players (`SavedSession.opponents`, in seat order) by seat.
    static func levels(saved: [OpponentLevel?]?) -> [Int: OpponentLevel]? {
        saved.map { levels(perSeat: $0, count: $0.count + 1) }
    }

    /// The levels by seat in seat order, nil for a person, as a session saves them.
    static func saved(_ levels: [Int: OpponentLevel], count: Int) -> [OpponentLevel?]? {
        levels.isEmpty ? nil : (0..<count).map { levels[$0] }
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
