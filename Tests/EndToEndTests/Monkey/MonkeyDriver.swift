import Foundation
import GameModel
import TableCore

/// A seeded random player: sends the real app clicks (mostly on cards),
/// mouse drags (which GTK's swipe and drag gestures see), key presses of
/// every accelerator and table key, window resizes, game switches, new games
/// and the secondary windows, and the desktop changing under it
/// (`MonkeyDesktop`), with only a few milliseconds between inputs, so
/// most of them land while cards are still moving.
///
/// Not sent: Ctrl+Q and the window's close button (they end the app), clicks
/// in the header bar (a focused header button plus arrows and Space can reach
/// the close button), Tab (same reason), and pinch or rotate (xdotool cannot
/// touch; the in-process tests emit those gesture signals).
///
/// Inputs depend only on the seed and on where the cards were when last
/// looked at, so a seed replays the same session of inputs. The app deals new
/// games (Ctrl+N, the games not named by `--seed`) from fresh randomness, so a
/// replay is close to, not identical with, the original run.
struct MonkeyDriver {
    /// One input.
    enum Step: CustomStringConvertible {
        case clickCard(Int, x: Int, y: Int, clicks: Int)
        case click(x: Int, y: Int, button: Int)
        case drag(fromX: Int, fromY: Int, toX: Int, toY: Int)
        case key(String)
        case resize(width: Int, height: Int)
        /// A key that opens a secondary window, which is then closed.
        case window(String)
        /// The desktop or the game's settings changed from outside.
        case desktop(MonkeyDesktop.Change)

        var description: String {
            switch self {
            case .clickCard(let index, let x, let y, let clicks): "click\(clicks > 1 ? " ×\(clicks)" : "") card \(index) at \(x),\(y)"
            case .click(let x, let y, let button): "click button \(button) at \(x),\(y)"
            case .drag(let x0, let y0, let x1, let y1): "drag \(x0),\(y0) → \(x1),\(y1)"
            case .key(let key): "key \(key)"
            case .resize(let width, let height): "resize to \(width)×\(height)"
            case .window(let key): "open and close a window with \(key)"
            case .desktop(let change): "desktop: \(change)"
            }
        }

        /// Where a click or a drag presses the pointer.
        var points: [(x: Int, y: Int)] {
            switch self {
            case .clickCard(_, let x, let y, _), .click(let x, let y, _): [(x, y)]
            case .drag(let x0, let y0, let x1, let y1): [(x0, y0), ((x0 + x1) / 2, (y0 + y1) / 2), (x1, y1)]
            default: []
            }
        }

        /// Whether the cards may be somewhere else afterwards.
        var movesCards: Bool {
            switch self {
            case .resize, .desktop: true
            case .key(let key): MonkeyDriver.dealKeys.contains(key)
            default: false
            }
        }
    }

    /// Keys the table and the single card handle.
    static let tableKeys = ["Left", "Right", "Up", "Down", "Home", "End", "space", "Return", "Escape", "plus", "minus"]
    /// Accelerators that act on the game on show (Ctrl+N, Ctrl+1/2/3 come separately).
    static let gameAccelerators = ["ctrl+d", "ctrl+h", "ctrl+z", "ctrl+r", "ctrl+g"]
    static let switchKeys = ["ctrl+1", "ctrl+2", "ctrl+3"]
    /// Accelerators that open a secondary window: preferences, statistics, shortcuts, help.
    static let windowKeys = ["ctrl+comma", "ctrl+i", "ctrl+question", "F1"]
    /// Keys that press the focused button or menu item.
    static let activationKeys: Set<String> = ["space", "Return"]
    /// Whether pressing `node` ends the app: the main menu's Quit, the window's close button.
    static func endsTheApp(_ node: AccessibleNode) -> Bool {
        (node.role == "menu item" && node.name.hasPrefix("Quit")) || (node.role == "push button" && node.name == "Close")
    }
    /// Keys after which other cards are on show. (After a deal, shuffle or
    /// gather the driver clicks where the cards were until its next look.)
    static let dealKeys: Set<String> = ["ctrl+n", "ctrl+1", "ctrl+2", "ctrl+3"]
    /// The window sizes a resize picks from.
    static let widths = 360...1600, heights = 400...1000

    let seed: UInt64
    /// The XSETTINGS manager's file, for text scale changes.
    let xsettings: URL
    private var random: SeededGenerator
    /// Every step sent, numbered, for the failure report.
    private(set) var history: [String] = []
    /// Secondary windows opened (and closed) per key.
    private(set) var windowsOpened: [String: Int] = [:]
    /// Keys that did not open a window.
    private(set) var windowsMissing: [String] = []
    /// Presses left out because they would end the app: Space or Return with
    /// the focus on Quit or the close button (Escape instead), a click or a drag on them.
    private(set) var turnedAway = 0
    /// The cards' extents at the last look.
    private var cards: [AccessibleNode.Extents] = []
    /// Where random clicks and drags land: the table and the status bar under
    /// it, on the screen; nil (keys instead) until a look finds the table.
    private var area: AccessibleNode.Extents?

    init(seed: UInt64, xsettings: URL) {
        self.seed = seed
        self.xsettings = xsettings
        random = SeededGenerator(seed: seed)
    }

    /// Sends `steps` random inputs, looking at the cards again every few steps.
    mutating func run(steps: Int, on app: AppSession) async throws {
        try await look(at: app)
        for index in 0..<steps {
            let step = nextStep()
            history.append("\(index + 1). \(step)")
            try await app.checkAppRunning()
            try await send(step, to: app)
            if step.movesCards || index % 20 == 19 { try await look(at: app) }
            try await Task.sleep(for: .milliseconds(2 + random.uniform(below: 20)))
        }
        // A window a key opened after its step stopped waiting (a loaded
        // machine) is closed, as the next window step would have.
        try await Self.closeSecondaryWindows(of: app)
    }

    // MARK: Choosing

    private mutating func nextStep() -> Step {
        let roll = random.uniform(below: 100)
        switch roll {
        case ..<32 where !cards.isEmpty:
            let index = random.uniform(below: cards.count)
            let card = cards[index]
            let x = card.x + card.width / 4 + random.uniform(below: max(card.width / 2, 1))
            let y = card.y + card.height / 4 + random.uniform(below: max(card.height / 2, 1))
            return .clickCard(index, x: x, y: y, clicks: random.uniform(below: 10) == 0 ? 2 : 1)
        case ..<40 where area != nil:
            let (x, y) = randomPoint(in: area!)
            return .click(x: x, y: y, button: random.uniform(below: 8) == 0 ? 3 : 1)
        case ..<44 where area != nil:
            let (x0, y0) = randomPoint(in: area!), (x1, y1) = randomPoint(in: area!)
            return .drag(fromX: x0, fromY: y0, toX: x1, toY: y1)
        case ..<72: return .key(pick(Self.tableKeys))
        case ..<84: return .key(pick(Self.gameAccelerators))
        case ..<90: return .key(pick(Self.switchKeys))
        case ..<93: return .key("ctrl+n")
        case ..<97:
            return .resize(width: Self.widths.lowerBound + random.uniform(below: Self.widths.count),
                           height: Self.heights.lowerBound + random.uniform(below: Self.heights.count))
        case ..<98: return .desktop(MonkeyDesktop.changes[random.uniform(below: MonkeyDesktop.changes.count)])
        default: return .window(pick(Self.windowKeys))
        }
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[random.uniform(below: choices.count)]
    }

    private mutating func randomPoint(in area: AccessibleNode.Extents) -> (Int, Int) {
        (area.x + random.uniform(below: max(area.width, 1)), area.y + random.uniform(below: max(area.height, 1)))
    }

    // MARK: Sending

    private mutating func send(_ step: Step, to app: AppSession) async throws {
        let window = await app.windowID
        // A menu opened from the keyboard can lie over the table with Quit in
        // it, and a resize or a larger text can move the header bar since the
        // last look: a press on Quit or the close button is left out.
        if !step.points.isEmpty {
            let enders = try await app.accessibleTree().allNodes.filter { Self.endsTheApp($0) && $0.isOnScreen }.compactMap(\.extents)
            if step.points.contains(where: { point in enders.contains { $0.contains(x: point.x, y: point.y) } }) {
                turnedAway += 1
                return
            }
        }
        switch step {
        case .clickCard(_, let x, let y, let clicks):
            try await xdotool(app, ["mousemove", "\(x)", "\(y)", "click", "--repeat", "\(clicks)", "--delay", "40", "1"])
        case .click(let x, let y, let button):
            try await xdotool(app, ["mousemove", "\(x)", "\(y)", "click", "\(button)"])
        case .drag(let x0, let y0, let x1, let y1):
            let (midX, midY) = ((x0 + x1) / 2, (y0 + y1) / 2)
            try await xdotool(app, [
                "mousemove", "\(x0)", "\(y0)", "mousedown", "1", "sleep", "0.02",
                "mousemove", "\(midX)", "\(midY)", "sleep", "0.02", "mousemove", "\(x1)", "\(y1)", "mouseup", "1",
            ])
        case .key(let key) where Self.activationKeys.contains(key):
            // Arrows can take the focus out of the table to the header bar, and
            // from there to the window's close button or the main menu's Quit:
            // the monkey never ends the app, so it closes the menu instead.
            let ending = try await app.accessibleTree().allNodes.contains { node in
                node.has(state: "focused") && Self.endsTheApp(node)
            }
            if ending { turnedAway += 1 }
            try await xdotool(app, ["windowfocus", "--sync", window, "key", ending ? "Escape" : key])
        case .key(let key):
            try await xdotool(app, ["windowfocus", "--sync", window, "key", key])
        case .resize(let width, let height):
            // Without --sync: a size below the window's minimum never arrives.
            try await xdotool(app, ["windowsize", window, "\(width)", "\(height)"])
        case .window(let key):
            try await openAndClose(key, on: app)
        case .desktop(let change):
            try await MonkeyDesktop.make(change, on: app, xsettings: xsettings)
        }
    }

    /// Presses a key that opens a window, waits for it and closes it as a
    /// player would: a window of its own as a window manager closes it, a
    /// dialog inside the game window (libadwaita 1.5 and later: Preferences)
    /// with Escape.
    private mutating func openAndClose(_ key: String, on app: AppSession) async throws {
        let main = await app.windowID
        try await xdotool(app, ["windowfocus", "--sync", main, "key", key])
        do {
            try await waitUntil("a window or dialog opened by \(key)", timeout: .seconds(3), interval: .milliseconds(50)) {
                if try await !Self.secondaryWindows(of: app).isEmpty { return true }
                return try await !Self.dialogs(of: app).isEmpty
            }
        } catch HarnessError.timedOut {
            windowsMissing.append(key)
            return
        }
        windowsOpened[key, default: 0] += 1
        try await Self.closeSecondaryWindows(of: app)
    }

    // MARK: Looking

    /// Reads where the cards and the table are now.
    private mutating func look(at app: AppSession) async throws {
        let tree = try await app.accessibleTree()
        let window = try await app.windowGeometry()
        // Not a card flying in from off the window (a deal animates from outside it),
        // nor one off the screen (a resize can leave the window partly off it):
        // a player cannot click there, nor xdotool at a negative place.
        let screen = AccessibleNode.Extents(x: 0, y: 0, width: await app.screenSize.width, height: await app.screenSize.height)
        cards = tree.visibleCards.compactMap(\.extents).filter { window.contains($0) && screen.contains($0) }
        // The tables are named after their game, with their grid's size: "Set table, 4 rows, 3 columns".
        let tables = ["Matchismo table", "Set table", "Single card table"]
        let isTable = { (name: String) in tables.contains { name == $0 || name.hasPrefix($0 + ",") } }
        // The table and the status and action rows below it, never the header
        // bar (its close button ends the app). While the table is not to be
        // found (laid out again for a new text size), the last place stays, as
        // much of it as is still on the window and the screen.
        let below = tree.allNodes.first(where: { isTable($0.name) && $0.isOnScreen })?.extents.map { table in
            AccessibleNode.Extents(x: table.x, y: table.y, width: table.width,
                                   height: min(window.maxY - table.y - 6, table.height + 80))
        } ?? area
        area = below.flatMap { Self.common($0, window) }.flatMap { Self.common($0, screen) }
    }

    /// The part of `a` inside `b`, nil if none.
    private static func common(_ a: AccessibleNode.Extents, _ b: AccessibleNode.Extents) -> AccessibleNode.Extents? {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let width = min(a.maxX, b.maxX) - x, height = min(a.maxY, b.maxY) - y
        return width > 0 && height > 0 ? AccessibleNode.Extents(x: x, y: y, width: width, height: height) : nil
    }

    @discardableResult
    private func xdotool(_ app: AppSession, _ arguments: [String]) async throws -> CommandOutput {
        try await app.run("xdotool", arguments, timeout: .seconds(15)).check()
    }
}
