import GameModel
import TableCore

/// How a sprint's moves and end are told and kept: the sprint's words after
/// each move, its record, and its game kept for the review.
extension GameSession {
    /// What the sprint made of a move at the Set table (even one its time
    /// refused), with its end kept when it is a record: the window says it
    /// with the move's own sentence. Nil outside a sprint and for other events.
    func sprintWords(after event: TableEvent) -> String? {
        let events = setTable.sprint == nil || event.outcome == nil ? [] : setTable.sprintEvents
        guard !events.isEmpty else { return nil }
        let ended = events.lazy.compactMap { event -> SprintResult? in
            if case .finished(let result) = event { result } else { nil }
        }.first
        return sprintSentence(events.map(SprintText.sentence), ended: ended)
    }

    /// A sprint ended by its clock: its result is said, and kept when it is a record.
    func sprintFinished(_ result: SprintResult) {
        window?.add(sprintSentence([SprintText.finished(result)], ended: result), for: .set)
    }

    /// `sentences` in one, with the new record when the sprint `ended` with one (kept in the statistics).
    private func sprintSentence(_ sentences: [String], ended result: SprintResult?) -> String {
        var sentences = sentences
        if let result, let record = sprintEnded(result) { sentences.append(record) }
        return sentences.joined(separator: " ")
    }

    /// A sprint ended with `result`: it is kept for the review from Statistics,
    /// and in the statistics when it is a record, which is then said.
    private func sprintEnded(_ result: SprintResult) -> String? {
        if let recording = setTable.recording { records.keepRecent(recording, sprint: result) }
        return records.offerSprint(result) != .notARecord ? SprintText.newRecord(result) : nil
    }
}
