import Glibc

/// The timing model of a computer player (docs/computer-players.md, "The model"),
/// after Jacob and Hochstein (2008): every success on the table is a runner
/// searched for independently, and the player claims when the first runner
/// arrives. A runner's median time shrinks with the features its cards share
/// (similarity is seen before difference) and with how common its cards'
/// values are on the table; its time is log-normal around that median with
/// the level's spread. More runners make an earlier first arrival, as the
/// paper's horse race predicts. The weights are ours, chosen to give the
/// paper's directions at plausible sizes.
public enum HorseRace {
    /// Seconds before any claim: taking in the table and reaching the key.
    public static let lookSeconds = 0.5
    /// Each feature all the cards of a success share (counted per pair of
    /// cards) multiplies its runner's median by this.
    public static let sharedFeatureFactor = 0.7
    /// The features an average set of Set shares: each of 4 is the same with chance 1/4.
    public static let typicalSharedFeatures = 1.0
    /// How much a success made of the table's common values is sped up:
    /// its runner's median is multiplied by exp(-weight × (3 × share - 1)),
    /// where share is the mean fraction of the cards in view showing each of
    /// its cards' values (1/3 on a balanced table).
    public static let commonValueWeight = 0.5
    /// Each card a try needs beyond three multiplies the median by this
    /// (an UltraSet's two pairs with one completion are much harder to see).
    public static let extraCardFactor = 3.0
    /// Cards in view on a typical table; more cards mean more to search.
    public static let typicalTableSize = 12.0
    /// Features that vary on a typical table; Junior's three (shading never
    /// varies) mean less to compare.
    public static let typicalFeatureCount = 4.0
    /// Runners on a typical table of 12 cards: C(12, 3) / 79 ≈ 2.8 sets.
    public static let typicalRunners = 3
    /// Where the first of `typicalRunners` equal log-normal runners arrives,
    /// in standard deviations of the logarithm: Φ⁻¹(1 − 2^(−1/3)).
    public static let typicalRaceQuantile = -0.819_328_619_833_610_3
    /// How much earlier the first of a real table's runners arrives than
    /// the first of `typicalRunners` equal ones: the runners differ (alike
    /// sets, common values) and the fastest of them sets the pace. Measured,
    /// not derived: the median claim over the opening tables of Set deals
    /// from seeds 0 to 399 is then each level's `findSeconds` (to within a
    /// few percent; `HeadlessMatchTests.calibrated`).
    public static let unequalRunnersFactor = 0.78

    /// The median seconds of `play`'s runner among the cards `survey` counted,
    /// for a player of `pace`, before the look time.
    public static func runnerMedian(of play: [SetCard], in survey: TableSurvey, pace: ComputerPace) -> Double {
        let base = (pace.findSeconds - lookSeconds) / (exp(pace.spread * typicalRaceQuantile) * unequalRunnersFactor)
        let features = Double(survey.varying.count) / typicalFeatureCount
        let extraCards = pow(extraCardFactor, Double(play.count - SetVariant.classic.cardsPerTry))
        let size = Double(survey.cardCount) / typicalTableSize
        let similar = pow(sharedFeatureFactor, survey.sharedFeatures(of: play) - typicalSharedFeatures)
        let common = exp(-commonValueWeight * (3 * survey.valueShare(of: play) - 1))
        return base * features * extraCards * size * similar * common
    }
}

/// The cards in view, counted once per plan: which features vary among them
/// and how many cards show each value.
public struct TableSurvey: Sendable {
    /// Cards counted.
    public let cardCount: Int
    /// The features (indices into `TableSurvey.values(of:)`) that show more than one value.
    public let varying: [Int]
    /// Cards showing each value, by feature and then ordinal.
    private let counts: [[Int]]

    /// Features of a Set card: number, shading, colour, shape.
    public static let featureCount = 4

    public init(_ cards: [SetCard]) {
        var counts = [[Int]](repeating: [Int](repeating: 0, count: SetAttributeValues.count), count: Self.featureCount)
        for card in cards {
            for (feature, value) in Self.values(of: card).enumerated() { counts[feature][value] += 1 }
        }
        cardCount = cards.count
        varying = counts.indices.filter { counts[$0].count(where: { $0 > 0 }) > 1 }
        self.counts = counts
    }

    /// A card's four values as ordinals: number, shading, colour, shape.
    public static func values(of card: SetCard) -> [Int] {
        [card.number.ordinal, card.shading.ordinal, card.color.ordinal, card.shape.ordinal]
    }

    /// The varying features two cards of `play` share, averaged over its
    /// pairs: for a set, the number of features all three share.
    public func sharedFeatures(of play: [SetCard]) -> Double {
        let values = play.map(Self.values(of:))
        var shared = 0, pairs = 0
        for i in values.indices {
            for j in values.indices where j > i {
                pairs += 1
                shared += varying.count { values[i][$0] == values[j][$0] }
            }
        }
        return pairs == 0 ? 0 : Double(shared) / Double(pairs)
    }

    /// The mean, over `play`'s cards and the varying features, of the
    /// fraction of counted cards showing the card's value.
    public func valueShare(of play: [SetCard]) -> Double {
        guard cardCount > 0, !varying.isEmpty, !play.isEmpty else { return 1.0 / Double(SetAttributeValues.count) }
        var total = 0
        for card in play {
            let values = Self.values(of: card)
            for feature in varying { total += counts[feature][values[feature]] }
        }
        return Double(total) / Double(cardCount * varying.count * play.count)
    }
}
