import GameModel
import GLibKit

/// The sentences of players at one table: claims, each try's verdict, the
/// countdown and the winner. Players are named by their names, never by seat.
extension EventText {
    /// What a claim command did: "Anna claims: 6 seconds to choose."
    static func claim(_ event: ClaimEvent, in context: TableContext) -> String {
        let name = { (seat: Int) in context.playerName(seat) }
        switch event {
        case .claimed(let player) where context.computerSeats.contains(player): return computerClaims(name(player))
        case .claimed(let player):
            // TRANSLATORS: a player claimed a set; {seconds} is "6 seconds", the time to choose the cards.
            return tr("{name} claims: {seconds} to choose.")
                .filling(["name": name(player), "seconds": PlayerText.seconds(context.claimSeconds)])
        // TRANSLATORS: a claim refused; the player lost a point and waits for the next set.
        case .lockedOut(let player): return tr("{name} is locked out until the next set is found.").filling(["name": name(player)])
        // TRANSLATORS: a claim refused because {name} claimed first and is choosing cards.
        case .alreadyClaimed(let player): return tr("{name} is choosing.").filling(["name": name(player)])
        // TRANSLATORS: a claim for a seat nobody sits in; {number} is 1 to 4.
        case .noSuchPlayer(let seat): return tr("No player {number} at this table.").filling(["number": String(seat + 1)])
        case .scored, .penalized, .released: return verdict(event, in: context)
        }
    }

    /// What a try or a timeout did to the claimer: "Anna scores: 4 points."
    static func verdict(_ event: ClaimEvent, in context: TableContext) -> String {
        switch event {
        case .scored(let player, _):
            // TRANSLATORS: the claimer found a set; {points} is their total ("4 points").
            return tr("{name} scores: {points}.").filling(["name": context.playerName(player), "points": total(player, context)])
        case .penalized(let player, _, let reason, let lifted):
            let sentence = switch reason {
            // TRANSLATORS: the claimer chose a wrong set; {points} is their total ("2 points").
            case .wrongTry: tr("{name} loses a point, {points}, and is locked out until the next set.")
            // TRANSLATORS: the claimer's time ran out; {points} is their total ("2 points").
            case .timeOut: tr("Time is up: {name} loses a point, {points}, and is locked out until the next set.")
            }
            let said = sentence.filling(["name": context.playerName(player), "points": total(player, context)])
            // TRANSLATORS: after a penalty that would have locked out every player.
            return lifted ? said + " " + tr("Everyone was locked out, so all may claim again.") : said
        case .released(let player):
            // TRANSLATORS: the claim ended at no cost (a daily puzzle's set chosen again).
            return tr("{name} may claim again.").filling(["name": context.playerName(player)])
        case .claimed, .lockedOut, .alreadyClaimed, .noSuchPlayer: return claim(event, in: context)
        }
    }

    /// Cards chosen before a claim: "Claim first: Anna, Left Shift; Ben, Right Shift."
    static func claimFirst(_ context: TableContext) -> String {
        // TRANSLATORS: a card chosen with no claim open; {keys} lists each player with their claim key.
        tr("Claim first: {keys}.").filling(["keys": claimKeys(context)])
    }

    /// "Anna, Left Shift; Ben, Right Shift".
    private static func claimKeys(_ context: TableContext) -> String {
        let humans = (context.match?.players ?? []).indices.filter { !context.computerSeats.contains($0) }
        let keys = humans.compactMap { seat in
            ClaimKey(seat: seat).map { "\(context.playerName(seat)), \($0.name)" }
        }
        return keys.joined(separator: "; ")
    }

    /// Said when players are seated: "2 players. To claim a set, press your
    /// key: Anna, Left Shift; Ben, Right Shift." Or "One player." alone.
    public static func seated(_ match: PlayersMatch?, computerSeats: Set<Int> = []) -> String {
        guard let match else {
            // TRANSLATORS: the Set table has one player again, who chooses cards without claiming.
            return tr("One player: choose cards without claiming.")
        }
        var context = TableContext(kind: .set)
        context.match = match
        context.computerSeats = computerSeats
        let count = match.players.count
        // TRANSLATORS: players seated at the Set table; {keys} lists each player with their claim key.
        return trn("{count} player. To claim a set, press your key: {keys}.",
                   "{count} players. To claim a set, press your key: {keys}.", count)
            .counting(count).filling(["keys": claimKeys(context)]) + computersSeated(context)
    }

    /// The end of a match: "Game over. Anna wins with 5 points. Ben 3, Cleo 1. Time 4:10."
    static func matchOver(_ match: PlayersMatch, in context: TableContext) -> String {
        let leaders = match.leaders
        let others = match.players.indices.filter { !leaders.contains($0) }
            .sorted { match.players[$0].score > match.players[$1].score }
            .map { scoreLine($0, of: match, in: context) }
        // TRANSLATORS: said before the winner when a game of players at one table ends.
        var sentence = tr("Game over.") + " " + winner(match, in: context)
        if !others.isEmpty { sentence += " " + others.joined(separator: ", ") + "." }
        return sentence + " " + time(context.secondsPlayed)
    }

    /// "Anna wins with 5 points.", or "A tie: Anna and Ben with 4 points."
    public static func winner(_ match: PlayersMatch, in context: TableContext) -> String {
        let leaders = match.leaders
        let top = leaders.first.map { match.players[$0].score } ?? 0
        let points = signedPoints(top)
        let names = TableReading.list(leaders.map(context.playerName))
        return leaders.count == 1
            // TRANSLATORS: the winner of players at one table; {points} is "5 points".
            ? tr("{name} wins with {points}.").filling(["name": names, "points": points])
            // TRANSLATORS: a tied game of players at one table; {names} is "Anna and Ben", {points} "4 points".
            : tr("A tie: {names} with {points}.").filling(["names": names, "points": points])
    }

    /// The standings for the reading keys: "Anna 3, Ben 1 (locked out). Anna is choosing."
    public static func standings(_ match: PlayersMatch, in context: TableContext) -> String {
        let each = match.players.indices.map { seat in
            let player = match.players[seat]
            let line = scoreLine(seat, of: match, in: context)
            // TRANSLATORS: after a player's name and score in the standings.
            return player.isLockedOut ? line + " " + tr("(locked out)") : line
        }
        let standings = each.joined(separator: ", ") + "."
        guard let claimer = match.claimer else { return standings }
        return standings + " " + tr("{name} is choosing.").filling(["name": context.playerName(claimer)])
    }

    /// "4 points", a player's total.
    private static func total(_ seat: Int, _ context: TableContext) -> String {
        signedPoints(context.match?.players[safe: seat]?.score ?? 0)
    }

    /// "4 points", "−1 point": points that may be below zero, with a real minus sign.
    static func signedPoints(_ score: Int) -> String {
        trn("{count} point", "{count} points", abs(score)).filling(["count": signed(score)])
    }

    /// "Anna 3", "Ben −1": a player's name and score in a list of them.
    private static func scoreLine(_ seat: Int, of match: PlayersMatch, in context: TableContext) -> String {
        "\(context.playerName(seat)) \(signed(match.players[seat].score))"
    }
}

extension TableContext {
    /// The name of the player in `seat`, isolated for a sentence
    /// (`PlayerText.isolated`); "Player 2" when the match has none.
    func playerName(_ seat: Int) -> String {
        let name = match?.players[safe: seat]?.name ?? ""
        return name.isEmpty ? PlayerText.defaultName(seat: seat) : PlayerText.isolated(name)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
