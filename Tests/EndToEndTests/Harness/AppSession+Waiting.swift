/// Waiting for the app's accessible tree to reach a state.
extension AppSession {
    /// Reads the tree until `condition` holds and returns that tree.
    /// - Throws: `HarnessError.timedOut` naming `what`, with the last tree.
    func waitForTree(
        _ what: String, timeout: Duration = .seconds(10), _ condition: (AccessibleNode) throws -> Bool
    ) async throws -> AccessibleNode {
        var last: AccessibleNode?
        do {
            try await waitUntil(what, timeout: timeout, interval: .milliseconds(100)) {
                let tree = try await accessibleTree()
                last = tree
                return try condition(tree)
            }
        } catch HarnessError.timedOut {
            throw HarnessError.timedOut("\(what); last tree:\n\(last?.outline() ?? "(none)")")
        }
        return last!
    }

    /// The tree once the cards on screen stopped moving (deal, re-flow and
    /// resize animations): two reads in a row with the same cards, states
    /// and extents.
    func settledTree(timeout: Duration = .seconds(10)) async throws -> AccessibleNode {
        var previous: [String] = []
        return try await waitForTree("the cards to stop moving", timeout: timeout) { tree in
            let cards = tree.visibleCards.map { "\($0.name)|\($0.accessibleDescription)|\($0.states)|\(String(describing: $0.extents))" }
            defer { previous = cards }
            return !cards.isEmpty && cards == previous
        }
    }

    /// The tree once the first node `matching` is on screen and has stopped
    /// moving (a dialog that slides in): two reads in a row with its extents the same.
    func waitForStill(
        _ what: String, timeout: Duration = .seconds(10), _ matching: (AccessibleNode) -> Bool
    ) async throws -> AccessibleNode {
        var previous: AccessibleNode.Extents?
        return try await waitForTree("\(what) on screen and still", timeout: timeout) { tree in
            let extents = tree.allNodes.first { matching($0) && $0.isOnScreen }?.extents
            defer { previous = extents }
            return extents != nil && extents == previous
        }
    }
}
