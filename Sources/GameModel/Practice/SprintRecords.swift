/// The best sprint of each mode, with the day it was run (the caller's
/// calendar day: the model has no clock).
public struct SprintRecords: Codable, Equatable, Sendable {
    /// A best result and its day.
    public struct Record: Codable, Equatable, Sendable {
        public let result: SprintResult
        public let date: PuzzleDate

        public init(result: SprintResult, date: PuzzleDate) {
            self.result = result
            self.date = date
        }
    }

    /// What offering a result did.
    public enum Offer: Equatable, Sendable {
        /// Incomplete, assisted, or not better than the record (a tie keeps the older).
        case notARecord
        /// The first record of its mode.
        case first
        /// A new record, beating this one.
        case beat(Record)
    }

    /// At most one record per mode, in `SprintMode.allCases` order.
    public private(set) var records: [Record] = []

    public init() {}

    /// The record of `mode`, if any.
    public func best(_ mode: SprintMode) -> Record? { records.first { $0.result.mode == mode } }

    /// Keeps `result`, run on `date`, when it is its mode's new record.
    public mutating func offer(_ result: SprintResult, on date: PuzzleDate) -> Offer {
        guard result.canBeRecord else { return .notARecord }
        let old = best(result.mode)
        if let old, !result.beats(old.result) { return .notARecord }
        records.removeAll { $0.result.mode == result.mode }
        records.append(Record(result: result, date: date))
        sortByMode()
        return old.map(Offer.beat) ?? .first
    }

    /// Reads saved records and refuses ones no sprint set: two of one mode, an
    /// incomplete or assisted one, times or counts out of bounds.
    public init(from decoder: any Decoder) throws {
        records = try decoder.container(keyedBy: CodingKeys.self).decode([Record].self, forKey: .records)
        let modes = records.map(\.result.mode)
        let limits = SavedStateLimits.self
        try limits.require(Set(modes).count == modes.count, "two records of one sprint", in: decoder)
        try limits.require(
            records.allSatisfy { record in
                let result = record.result
                return result.canBeRecord && result.playSeconds.isFinite && result.playSeconds >= 0
                    && (0...SetCard.deckSize / 3).contains(result.setsFound) && (0...limits.magnitude).contains(result.mistakes)
            },
            "a record no sprint could set", in: decoder)
        sortByMode()
    }

    private mutating func sortByMode() {
        let order = SprintMode.allCases
        records.sort { order.firstIndex(of: $0.result.mode)! < order.firstIndex(of: $1.result.mode)! }
    }
}
