import CGtk

/// What the keys of the default display's keymap type, read through GDK
/// (`gdk_display_translate_key`). Keycodes are the display's: on X11 and on
/// Wayland they are Linux evdev codes plus 8.
///
/// Main-actor bound, as GDK is; owns nothing.
@MainActor
public enum Keymap {
    /// X11 and Wayland keycodes are evdev codes plus this.
    public static let evdevOffset: UInt32 = 8

    /// What the key with `keycode` types in layout `group`, without a modifier
    /// and with Shift; nil entries for keys that type no character.
    public static func characters(keycode: UInt32, group: Int32 = 0) -> (plain: Character?, shifted: Character?) {
        guard let display = gdk_display_get_default() else { return (nil, nil) }
        func typed(_ state: GdkModifierType) -> Character? {
            var keyval: guint = 0
            guard gdk_display_translate_key(display, keycode, state, group, &keyval, nil, nil, nil) != 0 else { return nil }
            let code = gdk_keyval_to_unicode(keyval)
            guard code > 0x20, let scalar = Unicode.Scalar(code) else { return nil }
            return Character(scalar)
        }
        return (typed(GdkModifierType(rawValue: 0)), typed(GDK_SHIFT_MASK))
    }

    /// What the key with Linux evdev code `evdev` types without a modifier, in layout `group`.
    public static func plainCharacter(evdev: Int, group: Int32 = 0) -> Character? {
        characters(keycode: UInt32(evdev) + evdevOffset, group: group).plain
    }
}
