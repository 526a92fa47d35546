import GLibKit

/// The key a player presses, by itself, to claim a set at a table shared by
/// 2 to 4 players: a Shift or Control key, pressed and let go with no other
/// key in between.
///
/// Only modifier keys are free everywhere: every letter and digit is a card's
/// key (`CardKeys`), Space, Enter, arrows, plus and minus play the table, and
/// every accelerator is a key held *with* Control or Alt, so a modifier let go
/// on its own never clashes with one. The first two seats get the Shift keys
/// at the keyboard's two ends, so two players sit as far apart as a keyboard
/// allows; a third and a fourth get the Control keys.
public enum ClaimKey: Int, CaseIterable, Sendable {
    case leftShift, rightShift, leftControl, rightControl

    /// The claim key of the player in seat `seat` (from 0).
    public init?(seat: Int) {
        self.init(rawValue: seat)
    }

    /// The seat whose claim key this is.
    public var seat: Int { rawValue }

    /// GDK's name of the key ("Shift_L"), as accelerators and the shortcuts window write it.
    public var keyName: String {
        switch self {
        case .leftShift: "Shift_L"
        case .rightShift: "Shift_R"
        case .leftControl: "Control_L"
        case .rightControl: "Control_R"
        }
    }

    /// The key's name, as its keycap and a screen reader say it.
    public var name: String {
        switch self {
        // TRANSLATORS: the Shift key at the left of the keyboard, a player's claim key.
        case .leftShift: tr("Left Shift")
        // TRANSLATORS: the Shift key at the right of the keyboard, a player's claim key.
        case .rightShift: tr("Right Shift")
        // TRANSLATORS: the Control (Ctrl) key at the left of the keyboard, a player's claim key.
        case .leftControl: tr("Left Ctrl")
        // TRANSLATORS: the Control (Ctrl) key at the right of the keyboard, a player's claim key.
        case .rightControl: tr("Right Ctrl")
        }
    }
}
