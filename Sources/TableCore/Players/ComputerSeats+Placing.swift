import GameModel

/// Where computer players sit: in the last seats, after the humans, so the
/// first human keeps the first claim key.
extension ComputerSeats {
    /// `levels` (`--opponents`) by seat at a table of `count` players; as many as leave one human seat.
    public static func levels(_ levels: [ComputerLevel], count: Int) -> [Int: ComputerLevel] {
        let seated = levels.prefix(max(count - 1, 0))
        return Dictionary(uniqueKeysWithValues: seated.enumerated().map { (count - seated.count + $0.offset, $0.element) })
    }

    /// The preference's computer players by seat at a table of `count`
    /// (`perSeat` in seat order, nil for a person); the first seat stays a
    /// person's when every seat would be a computer's.
    public static func levels(perSeat: [ComputerLevel?], count: Int) -> [Int: ComputerLevel] {
        var levels: [Int: ComputerLevel] = [:]
        for (seat, level) in perSeat.prefix(count).enumerated() { levels[seat] = level }
        if levels.count >= count { levels[0] = nil }
        return levels
    }

    /// A saved match's computer players (`SavedSession.computers`, in seat order) by seat.
    public static func levels(saved: [ComputerLevel?]?) -> [Int: ComputerLevel]? {
        saved.map { levels(perSeat: $0, count: $0.count + 1) }
    }

    /// The levels by seat in seat order, nil for a person, as a session saves them.
    public static func saved(_ levels: [Int: ComputerLevel], count: Int) -> [ComputerLevel?]? {
        levels.isEmpty ? nil : (0..<count).map { levels[$0] }
    }
}
