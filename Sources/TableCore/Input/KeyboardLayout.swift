/// A keyboard layout whose keys can choose cards, described by what its
/// keys type at each physical position of a standard 47-key keyboard's four
/// character rows (the positions QWERTY names `1`…`0`, `q`…`p`, `a`…`;`, `z`…`/`).
public enum KeyboardLayout: String, CaseIterable, Sendable {
    case qwerty, azerty, qwertz, dvorak, colemak

    /// The layout's name, the same in every language.
    public var title: String {
        switch self {
        case .qwerty: "QWERTY"
        case .azerty: "AZERTY"
        case .qwertz: "QWERTZ"
        case .dvorak: "Dvorak"
        case .colemak: "Colemak"
        }
    }

    /// The four character rows, left to right, as this layout's keycaps show
    /// them in lower case. AZERTY's number row shows its digits, typed with or
    /// without Shift.
    public var rows: [String] {
        switch self {
        case .qwerty: ["1234567890", "qwertyuiop", "asdfghjkl;", "zxcvbnm,./"]
        case .azerty: ["1234567890", "azertyuiop", "qsdfghjklm", "wxcvbn,;:!"]
        case .qwertz: ["1234567890", "qwertzuiop", "asdfghjklö", "yxcvbnm,.-"]
        case .dvorak: ["1234567890", "',.pyfgcrl", "aoeuidhtns", ";qjkxbmwvz"]
        case .colemak: ["1234567890", "qwfpgjluy;", "arstdhneio", "zxcvbkm,./"]
        }
    }

    /// What the key at `position` shows on this layout.
    public func character(at position: PhysicalKey) -> Character {
        let row = rows[position.row]
        return row[row.index(row.startIndex, offsetBy: position.column)]
    }

    /// The layout whose letter rows agree best with what a keymap's keys type
    /// without Shift (`typed` gives, for each physical key, its character or nil);
    /// QWERTY when none agrees with at least three quarters of the letter keys.
    public static func recognise(_ typed: (PhysicalKey) -> Character?) -> KeyboardLayout {
        let letterKeys = PhysicalKey.all.filter { $0.row > 0 }
        let scored = allCases.map { layout in
            (layout, letterKeys.count { typed($0).map { Character($0.lowercased()) } == layout.character(at: $0) })
        }
        let best = scored.max { $0.1 < $1.1 }!
        return best.1 * 4 >= letterKeys.count * 3 ? best.0 : .qwerty
    }
}

/// A physical key among the four character rows, by row (0 = digits) and column from the left.
public struct PhysicalKey: Hashable, Sendable {
    public let row: Int
    public let column: Int

    /// Keys per row.
    public static let columns = 10

    /// Every key, row by row.
    public static let all = (0..<4).flatMap { row in (0..<columns).map { PhysicalKey(row: row, column: $0) } }

    /// The Linux evdev code of the key (X11 keycodes are 8 more): the rows start
    /// at KEY_1 (2), KEY_Q (16), KEY_A (30) and KEY_Z (44).
    public var evdevCode: Int { [2, 16, 30, 44][row] + column }

    /// The key at QWERTY's `character` ("q", ";").
    init?(qwerty character: Character) {
        for (row, keys) in KeyboardLayout.qwerty.rows.enumerated() {
            if let index = keys.firstIndex(of: character) {
                self.init(row: row, column: keys.distance(from: keys.startIndex, to: index))
                return
            }
        }
        return nil
    }

    init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
