import GameModel
import GLibKit
import GtkKit
import TableCore

/// The players at one table, under the header bar: each player's name, score
/// and claim key, who is choosing and how many seconds are left, and who is
/// locked out. Each player is a button, so a click (or Space on it) claims.
@MainActor
final class PlayersBar {
    let root = Box(.horizontal, spacing: 6)
    private var seats: [Seat] = []
    private var shown: (match: PlayersMatch?, secondsLeft: Int?, levels: [Int: ComputerLevel]) = (nil, nil, [:])
    /// Where each seat has less than this many pixels, the scores drop their
    /// "points" ("· 3"): four seats fit 360 pixels, and the names keep some room.
    static let roomPerSeat = 160
    private var width = Int.max
    private var isNarrow: Bool { width < Self.roomPerSeat * max(shown.match?.players.count ?? 1, 1) }
    /// A player's button was clicked: claim for that seat.
    var onClaim: @MainActor (Int) -> Void = { _ in }

    init() {
        root.addCSSClass("players-bar")
        root.isVisible = false
        root.setAccessibleLabel(tr("Players"))
        CSS.load(Self.css)
    }

    /// The window is `width` pixels wide.
    func follow(width: Int) {
        let wasNarrow = isNarrow
        self.width = width
        if isNarrow != wasNarrow { show(shown.match, secondsLeft: shown.secondsLeft, levels: shown.levels) }
    }

    /// Shows `match`, with `secondsLeft` for the claimer (the window shows
    /// the bar only in Set with players).
    func show(_ match: PlayersMatch?, secondsLeft: Int?, levels: [Int: ComputerLevel] = [:]) {
        guard let match else { return }
        shown = (match, secondsLeft, levels)
        while seats.count < match.players.count {
            let seat = Seat()
            seat.button.onClicked { [weak self, index = seats.count] in self?.onClaim(index) }
            root.append(seat.button)
            seats.append(seat)
        }
        for (index, seat) in seats.enumerated() {
            seat.button.isVisible = index < match.players.count
            guard index < match.players.count else { continue }
            let state: PlayerText.State = if match.claimer == index {
                .choosing(secondsLeft: secondsLeft ?? 0)
            } else if match.players[index].isLockedOut {
                .lockedOut
            } else {
                .waiting
            }
            seat.show(match.players[index], key: ClaimKey(seat: index), state: state, level: levels[index], narrow: isNarrow)
        }
    }

    /// One player's button: "Anna · 3 points" over "Left Shift" (a computer player: its icon, and its level or "Computer" under), or the seconds left,
    /// or "Locked out". The name shrinks with "…" in a narrow window, the score never (it drops "points").
    @MainActor
    private final class Seat {
        let button: Button
        let nameLabel = Label("")
        let scoreLabel = Label("")
        let stateLabel = Label("")
        /// Beside a computer player's name.
        let computerIcon = Image(iconName: "computer-symbolic")

        init() {
            let box = Box(.vertical, spacing: 0)
            let top = Box(.horizontal, spacing: 4)
            top.setAlign(horizontal: .center, vertical: .fill)
            nameLabel.addCSSClass("player-name")
            nameLabel.setEllipsizeEnd()
            scoreLabel.addCSSClass("player-name")
            // Its minimum is "…", not "· 0 points", so the bar never holds a
            // window wider than a phone's; narrow, the score drops "points" (`isNarrow`).
            scoreLabel.setEllipsizeEnd()
            computerIcon.isVisible = false
            top.append(computerIcon)
            top.append(nameLabel)
            top.append(scoreLabel)
            stateLabel.addCSSClass("caption")
            // Both shrink with "…" so four players fit a 360-pixel window; a screen reader hears the whole name.
            stateLabel.setEllipsizeEnd()
            box.append(top)
            box.append(stateLabel)
            button = Button(child: box)
            button.addCSSClass("player")
            button.horizontalExpand = true
        }

        /// `level` is a computer player's: its icon, and its caption where a human's key is shown.
        func show(_ player: MatchPlayer, key: ClaimKey?, state: PlayerText.State, level: ComputerLevel?, narrow: Bool) {
            let keyName = level?.caption(under: player.name) ?? key?.name ?? ""
            nameLabel.text = player.name
            scoreLabel.text = PlayerText.scoreBeside(player.score, narrow: narrow)
            stateLabel.text = PlayerText.shortState(state, keyName: keyName)
            computerIcon.isVisible = level != nil
            button.setAccessibleLabel(level == nil
                ? PlayerText.spoken(player, keyName: keyName, state: state) : PlayerText.spokenComputer(player, state: state))
            button.setCSSClass("claiming", state != .waiting && state != .lockedOut)
            button.setCSSClass("locked-out", state == .lockedOut)
        }
    }

    private static let css = """
        window.matchismo-window .players-bar { background-color: @window_bg_color; padding: 6px 12px 0 12px; }
        .players-bar .player { padding: 2px 4px; }
        .players-bar .player-name { font-weight: bold; font-feature-settings: "tnum"; }
        .players-bar .player.claiming { background-color: @accent_bg_color; color: @accent_fg_color; }
        .players-bar .player.locked-out { opacity: 0.55; }
        """
}
