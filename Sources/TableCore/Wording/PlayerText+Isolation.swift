extension PlayerText {
    /// `name` as it goes into a sentence: between U+2068 FIRST STRONG
    /// ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when it holds right-to-left
    /// letters, so that a Hebrew or Arabic name neither takes the number
    /// after it to its side ("Ben 1, אברהם 2" would otherwise show the 2
    /// before the name) nor turns the sentence around. Other names are left
    /// as they are: the isolates change nothing for them, and screen readers
    /// and the tests read the plain text. `PlayerName` has already removed
    /// any isolates or overrides of the name's own, so these always pair up.
    public static func isolated(_ name: String) -> String {
        name.unicodeScalars.contains(where: isRightToLeft) ? "\u{2068}\(name)\u{2069}" : name
    }

    /// A letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and the others of U+0590–U+08FF, their presentation forms, and
    /// the right-to-left blocks beyond the Basic Multilingual Plane.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
