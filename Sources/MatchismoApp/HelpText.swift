import GameModel
import TableCore

/// The in-app help: rules, scoring, keys and gestures, as Pango markup.
enum HelpText {
    static var markup: String {
        """
        <span size="x-large" weight="bold">Matchismo</span>

        <span size="large" weight="bold">Matchismo</span>
        Cards lie face down. Choose a card to turn it up; it costs \(MatchismoScoring.costToChoose) point. \
        In 2-card mode, as soon as two cards are up they are compared; in 3-card mode, three.
        • Each pair of the same suit scores \(MatchismoScoring.suitMatch), each pair of the same rank \(MatchismoScoring.rankMatch).
        • If the sum is above zero the cards match: they stay up, dimmed, and you win the sum times \(MatchismoScoring.matchBonus).
        • Otherwise you lose \(MatchismoScoring.mismatchPenalty) points and the earlier cards turn back down; the card you just chose stays up.
        • Choose a face-up card again to turn it back down. The game ends when no match is left.

        <span size="large" weight="bold">Set</span>
        Every card has four features: number (1, 2 or 3), shape (diamond, squiggle, oval), shading (solid, striped, open) \
        and colour (red, green, purple). Three cards are a set when, for each feature, they are all the same or all different.
        • A set scores \(SetScoring.set) points. Three cards that are not a set cost \(SetScoring.mismatchPenalty).
        • Deal 3 more cards when you see no set; if there was one, it costs \(SetScoring.missedSetPenalty).
        • A hint shows one more card of a set each time, for \(SetScoring.hintCost) point each.
        • The game ends when the deck is empty and no set is left.

        <span size="large" weight="bold">Single card</span>
        One large card from a shuffled deck: swipe for the next card, click to turn it over, pinch to scale the court art.

        <span size="large" weight="bold">Face</span>
        The Happiness face from the course's drawing lecture: drag up to make it happier and down to make it sadder, \
        pinch to resize it, double-click or double-tap to reset it. A screen reader presents it as a slider whose \
        value is the happiness in percent.

        <span size="large" weight="bold">Gestures</span>
        • Click or tap a card: choose it.
        • Swipe down on the Set table: deal 3 more cards.
        • Rotate with two fingers on the Set table: shuffle the cards.
        • Pinch in on a table: gather the cards into a pile; drag the pile to move it; click it to spread the cards.
        • Single card: swipe left or right for the next card, click to flip, pinch to scale the court art.
        • Face: drag up or down for a happier or sadder face, pinch to resize it, double-click or double-tap to reset it.

        <span size="large" weight="bold">Playing with a screen reader</span>
        The table is one stop in the Tab order: arrows move between its cards, Tab moves on to the buttons, and         Shift+Tab comes back to the card you were on. Each card is read with its name, its state and its row and column.         Every result is said once, with the points and the new score. Alt+S, Alt+C and Alt+T say the score,         the cards chosen so far and the whole table without changing anything.

        <span size="large" weight="bold">Keys</span>
        \(keyLines)
        """
    }

    private static var keyLines: String {
        KeyboardShortcuts.groups.map { group in
            "<b>\(group.title)</b>\n" + group.keys.map { "• \(readable($0.accelerator)): \($0.title)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// "<Control>n" → "Ctrl+N", "Left Right" → "Left / Right".
    static func readable(_ accelerator: String) -> String {
        accelerator.split(separator: " ").map { key -> String in
            var text = String(key)
            text = text.replacing("<Control>", with: "Ctrl+").replacing("<Alt>", with: "Alt+")
                .replacing("<Shift>", with: "Shift+")
            if let plus = text.lastIndex(of: "+"), text.index(after: plus) < text.endIndex {
                let name = String(text[text.index(after: plus)...])
                let label = names[name] ?? name.uppercased()
                return String(text[...plus]) + label
            }
            return names[text] ?? text
        }.joined(separator: " / ")
    }

    private static let names = [
        "space": "Space", "Return": "Enter", "comma": ",", "question": "?", "plus": "+", "minus": "−",
    ]
}
