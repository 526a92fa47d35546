// libFuzzer target `recent-games`: any bytes as `recent-games.json`, loaded
// through `DataStore` (see DocumentFuzzing.swift). A loaded list must keep
// its promise: at most `RecentGames.limit` games, the latest first, and each
// move log replays from its deal (`SetGameRecording`) into a review whose
// steps are numbered in order and whose game plays on (SetFamilyFuzzing.swift),
// and a sprint's result belongs to its game's deal.
import GameModel
import Persistence

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoad(RecentGames.self, UnsafeBufferPointer(start: data, count: size)) { recent in
        var problem: String?
        if recent.games.count > RecentGames.limit { problem = "\(recent.games.count) games" }
        let times = recent.games.map(\.ended)
        if times != times.sorted(by: >) { problem = problem ?? "games out of order" }
        for (index, game) in recent.games.enumerated() {
            if let sprint = game.sprint, SetDeal.seeded(.classic, seed: sprint.deal) != game.recording.deal {
                problem = problem ?? "game \(index): a sprint result of another deal"
            }
            guard let review = GameReview(game.recording), let last = game.recording.replay() else {
                problem = problem ?? "game \(index): its moves do not replay"
                continue
            }
            if review.steps.map(\.number) != Array(0..<review.steps.count).map({ $0 + 1 }) {
                problem = problem ?? "game \(index): steps out of order"
            }
            for step in review.steps {
                var reachable = Set(step.table)
                if case .lastSet(let cards?) = step.beside { reachable.formUnion(cards) }
                if step.plays.contains(where: { !Set($0).isSubset(of: reachable) }) {
                    problem = problem ?? "game \(index), step \(step.number): a play off the table"
                }
            }
            play(last)
        }
        return problem
    }
    return 0
}
