import CGtk

/// A key the app reacts to, from a GDK key value; everything else is `other`.
public enum Key: Hashable, Sendable {
    case left, right, up, down, home, end
    case escape, space, enter, tab
    case plus, minus
    /// A modifier key by itself, left or right (players' claim keys).
    case shift(Side), control(Side)
    /// A letter, digit or other printable character, as typed (case kept).
    case character(Character)
    case other(UInt32)

    /// Which of a pair of modifier keys.
    public enum Side: Hashable, Sendable { case left, right }

    /// The key for GDK key value `keyval`.
    public init(keyval: UInt32) {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: self = .home
        case GDK_KEY_End, GDK_KEY_KP_End: self = .end
        case GDK_KEY_Escape: self = .escape
        case GDK_KEY_space, GDK_KEY_KP_Space: self = .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .enter
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab: self = .tab
        case GDK_KEY_plus, GDK_KEY_KP_Add, GDK_KEY_equal: self = .plus
        case GDK_KEY_minus, GDK_KEY_KP_Subtract: self = .minus
        case GDK_KEY_Shift_L: self = .shift(.left)
        case GDK_KEY_Shift_R: self = .shift(.right)
        case GDK_KEY_Control_L: self = .control(.left)
        case GDK_KEY_Control_R: self = .control(.right)
        default:
            let code = gdk_keyval_to_unicode(keyval)
            if code > 0x20, let scalar = Unicode.Scalar(code) {
                self = .character(Character(scalar))
            } else {
                self = .other(keyval)
            }
        }
    }

    /// GDK's name of the key ("Shift_L", "Return"), as accelerators and shortcuts windows write it.
    public var name: String {
        gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
    }

    /// The GDK key value of a key, for tests that emit key events.
    public var keyval: UInt32 {
        let value: Int32 = switch self {
        case .left: GDK_KEY_Left
        case .right: GDK_KEY_Right
        case .up: GDK_KEY_Up
        case .down: GDK_KEY_Down
        case .home: GDK_KEY_Home
        case .end: GDK_KEY_End
        case .escape: GDK_KEY_Escape
        case .space: GDK_KEY_space
        case .enter: GDK_KEY_Return
        case .tab: GDK_KEY_Tab
        case .plus: GDK_KEY_plus
        case .minus: GDK_KEY_minus
        case .shift(.left): GDK_KEY_Shift_L
        case .shift(.right): GDK_KEY_Shift_R
        case .control(.left): GDK_KEY_Control_L
        case .control(.right): GDK_KEY_Control_R
        case .character(let character):
            Int32(bitPattern: gdk_unicode_to_keyval(character.unicodeScalars.first.map { $0.value } ?? 0))
        case .other(let keyval): Int32(bitPattern: keyval)
        }
        return UInt32(bitPattern: value)
    }
}

/// Modifier keys held with a key (`GdkModifierType`).
public struct Modifiers: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = Modifiers(rawValue: GDK_ALT_MASK.rawValue)

    /// Only the modifiers above, from a full GDK state.
    init(_ state: GdkModifierType) {
        self = Modifiers(rawValue: state.rawValue).intersection([.shift, .control, .alt])
    }
}
