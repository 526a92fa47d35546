import GameModel
import GLibKit
import TableCore

/// The in-app help: rules, scoring, keys and gestures, as Pango markup.
enum HelpText {
    static var markup: String {
        let heading = { (text: String) in "<span size=\"large\" weight=\"bold\">\(escape(text))</span>" }
        let points = [
            "choose": MatchismoScoring.costToChoose, "suit": MatchismoScoring.suitMatch, "rank": MatchismoScoring.rankMatch,
            "bonus": MatchismoScoring.matchBonus, "mismatch": MatchismoScoring.mismatchPenalty, "set": SetScoring.setFound,
            "wrong": SetScoring.mismatchPenalty, "missed": SetScoring.missedSetPenalty, "hint": SetScoring.hintCost,
        ].mapValues(String.init)
        let sections: [String] = [
            "<span size=\"x-large\" weight=\"bold\">\(escape(GameKind.matchismo.title))</span>",
            heading(GameKind.matchismo.title) + "\n" + lines([
                // TRANSLATORS: the help's rules of Matchismo. {choose}, {suit}, {rank}, {bonus} and {mismatch} are numbers of points.
                tr("Cards lie face down. Choose a card to turn it up; it costs {choose} point. In 2-card mode, as soon as two cards are up they are compared; in 3-card mode, three."),
                "• " + tr("Each pair of the same suit scores {suit}, each pair of the same rank {rank}."),
                "• " + tr("If the sum is above zero the cards match: they stay up, dimmed, and you win the sum times {bonus}."),
                "• " + tr("Otherwise you lose {mismatch} points and the earlier cards turn back down; the card you just chose stays up."),
                "• " + tr("Choose a face-up card again to turn it back down. The game ends when no match is left."),
            ]),
            heading(GameKind.set.title) + "\n" + lines([
                // TRANSLATORS: the help's rules of Set. {set}, {wrong}, {missed} and {hint} are numbers of points.
                tr("Every card has four features: number (1, 2 or 3), shape (diamond, squiggle, oval), shading (solid, striped, open) and colour (red, green, purple). Three cards are a set when, for each feature, they are all the same or all different."),
                "• " + tr("A set scores {set} points. Three cards that are not a set cost {wrong}."),
                "• " + tr("Deal 3 more cards when you see no set; if there was one, it costs {missed}."),
                "• " + tr("A hint shows one more card of a set each time, for {hint} point each."),
                "• " + tr("The game ends when the deck is empty and no set is left."),
                // TRANSLATORS: the help; Learn to Play is the main menu's item of that name.
                tr("New to Set or Matchismo? Learn to Play in the main menu plays a short lesson on the table, step by step."),
            ]),
            heading(GameKind.card.title) + "\n"
                + escape(tr("One large card from a shuffled deck: swipe for the next card, click to turn it over, pinch to scale the court art.")),
            heading(GameKind.face.title) + "\n"
                + escape(tr("The Happiness face from the course's drawing lecture: drag up to make it happier and down to make it sadder, pinch to resize it, double-click or double-tap to reset it. A screen reader presents it as a slider whose value is the happiness in percent.")),
            heading(tr("Gestures")) + "\n" + lines([
                tr("Click or tap a card: choose it."),
                tr("Touch and hold a card, or right-click it: hear its name, its state and its place, without choosing it."),
                tr("Swipe down on the Set table: deal 3 more cards."),
                tr("Rotate with two fingers on the Set table: shuffle the cards."),
                tr("Pinch in on a table: gather the cards into a pile; drag the pile to move it; click it to spread the cards."),
                tr("Single card: swipe left or right for the next card, click to flip, pinch to scale the court art."),
                tr("Face: drag up or down for a happier or sadder face, pinch to resize it, double-click or double-tap to reset it."),
            ].map { "• " + $0 }),
            heading(tr("Playing with a screen reader")) + "\n"
                + escape(tr("The table is one stop in the Tab order: arrows move between its cards, Tab moves on to the buttons, and Shift+Tab comes back to the card you were on. Each card is read with its name, its state and its row and column. Every result is said once, with the points and the new score. Alt+S, Alt+C and Alt+T say the score, the cards chosen so far and the whole table without changing anything.")),
            heading(tr("A key for every card")) + "\n"
                + escape(tr("Every card has a key: press it to choose the card, wherever you are in the game window. The keys follow the cards in reading order, three at a time from the left hand: 1 2 3, then Q W E, A S D, Z X C and so on on QWERTY, by the same places on AZERTY, QWERTZ, Dvorak and Colemak. Past the single keys, two keys one after the other choose a card. A screen reader says each card's key; Preferences can show the keys on the cards or choose the layout, and the keyboard shortcuts window lists them.")),
            heading(tr("Players at one table")) + "\n"
                + escape(tr("Two to four players can share one keyboard in Set: choose the number under Players at One Table in the game menu. Each player has a claim key, pressed and let go by itself: Left Shift, Right Shift, Left Ctrl and Right Ctrl (a click on a name in the players bar claims too). The claimer then has a few seconds, shown and said aloud, to choose the cards. A right set scores 1 for that player; a wrong set or running out of time costs 1 and locks the player out until the next set is found. Names and the seconds are in Preferences; Statistics remembers each player by name.")),
            heading(tr("Keys")) + "\n" + keyLines,
        ]
        return sections.joined(separator: "\n\n").filling(points)
    }

    private static func lines(_ lines: [String]) -> String {
        lines.map(escape).joined(separator: "\n")
    }

    private static var keyLines: String {
        KeyboardShortcuts.groups.map { group in
            "<b>\(escape(group.title))</b>\n"
                + group.keys.map { "• \(escape(readable($0.accelerator))): \(escape($0.title))" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` with Pango markup's special characters escaped.
    static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    /// "<Control>n" → "Ctrl+N", "Left Right" → "Left / Right", in the player's language.
    static func readable(_ accelerator: String) -> String {
        accelerator.split(separator: " ").map { key -> String in
            var text = String(key)
            // TRANSLATORS: names of keys as printed on keyboards in your language.
            text = text.replacingAll("<Control>", with: trc("key", "Ctrl") + "+").replacingAll("<Alt>", with: trc("key", "Alt") + "+")
                .replacingAll("<Shift>", with: trc("key", "Shift") + "+")
            if let plus = text.lastIndex(of: "+"), text.index(after: plus) < text.endIndex {
                let name = String(text[text.index(after: plus)...])
                let label = keyNames[name] ?? name.uppercased()
                return String(text[...plus]) + label
            }
            return keyNames[text] ?? text
        }.joined(separator: " / ")
    }

    private static var keyNames: [String: String] {
        [
            "space": trc("key", "Space"), "Return": trc("key", "Enter"), "comma": ",", "question": "?", "plus": "+",
            "minus": "−", "Left": trc("key", "Left"), "Right": trc("key", "Right"), "Up": trc("key", "Up"),
            "Down": trc("key", "Down"), "Home": trc("key", "Home"), "End": trc("key", "End"), "Tab": trc("key", "Tab"),
            "Escape": trc("key", "Escape"),
        ]
    }
}
