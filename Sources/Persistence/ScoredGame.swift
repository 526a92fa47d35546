/// The games that keep statistics; the single-card view has no score.
public enum ScoredGame: String, CaseIterable, Codable, Sendable {
    case matchismo, set
}
