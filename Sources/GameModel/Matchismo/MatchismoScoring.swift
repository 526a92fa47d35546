/// Matchismo's scoring, from the card reference (section 3).
public enum MatchismoScoring {
    /// Points lost each time a face-down card is turned up.
    public static let costToChoose = 1
    /// Points for each pair of chosen cards of the same suit.
    public static let suitMatch = 1
    /// Points for each pair of chosen cards of the same rank.
    public static let rankMatch = 4
    /// A match scores its pair points times this bonus.
    public static let matchBonus = 4
    /// Points lost when the chosen cards do not match.
    public static let mismatchPenalty = 2

    /// The sum over every pair of `cards` of the suit and rank points.
    public static func pairPoints(_ cards: [PlayingCard]) -> Int {
        var total = 0
        for i in cards.indices {
            for j in (i + 1)..<cards.count {
                if cards[i].suit == cards[j].suit { total += suitMatch }
                if cards[i].rank == cards[j].rank { total += rankMatch }
            }
        }
        return total
    }
}
