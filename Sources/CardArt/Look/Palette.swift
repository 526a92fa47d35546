/// The colours painters use, so that dark, high-contrast and colour-blind
/// friendly looks need no change to the painters.
public struct Palette: Hashable, Sendable {
    /// The card's paper.
    public var cardFace: RGBA
    /// The thin outline of a playing card.
    public var border: RGBA
    /// The thin outline of a Set card (lighter than a playing card's).
    public var setBorder: RGBA
    /// Ink of hearts and diamonds.
    public var redSuit: RGBA
    /// Ink of spades and clubs.
    public var blackSuit: RGBA
    /// Background of the card back's pattern.
    public var backField: RGBA
    /// Lines and ornaments of the card back's pattern.
    public var backPattern: RGBA
    /// Background inside the court-art frame.
    public var courtField: RGBA
    /// Gold of crowns, collars and trim in court art.
    public var courtGold: RGBA
    /// Faces and hands in court art.
    public var courtSkin: RGBA
    /// A second robe colour in court art, used sparingly.
    public var courtAccent: RGBA
    /// Outlines and facial features in court art.
    public var courtInk: RGBA
    /// The Set inks.
    public var setColors: SetColors
    /// Border and tint of a selected card.
    public var selection: RGBA
    /// The keyboard focus ring.
    public var focus: RGBA
    /// The light companion of the focus ring, so it shows on any colour.
    public var focusHalo: RGBA
    /// Border, glow and star of a hinted card.
    public var hint: RGBA
    /// Border, tint and cross of a mismatched card.
    public var mismatch: RGBA
    /// Badge of a matched card.
    public var matched: RGBA
    /// The table the cards lie on (deck sheets, the game's background).
    public var table: RGBA

    public init(
        cardFace: RGBA, border: RGBA, setBorder: RGBA, redSuit: RGBA, blackSuit: RGBA,
        backField: RGBA, backPattern: RGBA,
        courtField: RGBA, courtGold: RGBA, courtSkin: RGBA, courtAccent: RGBA, courtInk: RGBA,
        setColors: SetColors,
        selection: RGBA, focus: RGBA, focusHalo: RGBA, hint: RGBA, mismatch: RGBA, matched: RGBA,
        table: RGBA
    ) {
        self.cardFace = cardFace
        self.border = border
        self.setBorder = setBorder
        self.redSuit = redSuit
        self.blackSuit = blackSuit
        self.backField = backField
        self.backPattern = backPattern
        self.courtField = courtField
        self.courtGold = courtGold
        self.courtSkin = courtSkin
        self.courtAccent = courtAccent
        self.courtInk = courtInk
        self.setColors = setColors
        self.selection = selection
        self.focus = focus
        self.focusHalo = focusHalo
        self.hint = hint
        self.mismatch = mismatch
        self.matched = matched
        self.table = table
    }

    /// The same palette with other Set inks.
    public func with(setColors: SetColors) -> Palette {
        var copy = self
        copy.setColors = setColors
        return copy
    }

    /// White cards on green felt.
    public static let standard = Palette(
        cardFace: RGBA(1, 1, 1), border: RGBA(hex: 0x3A3A3A), setBorder: RGBA(hex: 0xB8B8B8),
        redSuit: RGBA(hex: 0xC8102E), blackSuit: RGBA(hex: 0x1B1B1F),
        backField: RGBA(hex: 0x1F3F7A), backPattern: RGBA(hex: 0xE9EEF8),
        courtField: RGBA(hex: 0xFFF8E8), courtGold: RGBA(hex: 0xE2A72E), courtSkin: RGBA(hex: 0xF7D9BD),
        courtAccent: RGBA(hex: 0x2C4F9E), courtInk: RGBA(hex: 0x26221F),
        setColors: .standard,
        selection: RGBA(hex: 0x3584E4), focus: RGBA(hex: 0x1C1C1C), focusHalo: RGBA(1, 1, 1, 0.9),
        hint: RGBA(hex: 0xE5A50A), mismatch: RGBA(hex: 0xE01B24), matched: RGBA(hex: 0x26A269),
        table: RGBA(hex: 0x2D6A45))

    /// Dark cards with light ink, for a dark table.
    public static let dark = Palette(
        cardFace: RGBA(hex: 0x2B2D31), border: RGBA(hex: 0x6A6E76), setBorder: RGBA(hex: 0x55585F),
        redSuit: RGBA(hex: 0xFF6B6B), blackSuit: RGBA(hex: 0xECECEC),
        backField: RGBA(hex: 0x17375E), backPattern: RGBA(hex: 0x8FB3E0),
        courtField: RGBA(hex: 0x35373C), courtGold: RGBA(hex: 0xE8B64A), courtSkin: RGBA(hex: 0xE9C9AA),
        courtAccent: RGBA(hex: 0x6C8FD8), courtInk: RGBA(hex: 0x101012),
        setColors: .dark,
        selection: RGBA(hex: 0x78AEED), focus: RGBA(hex: 0xF6F5F4), focusHalo: RGBA(0, 0, 0, 0.8),
        hint: RGBA(hex: 0xF8C33A), mismatch: RGBA(hex: 0xFF5A5F), matched: RGBA(hex: 0x57E389),
        table: RGBA(hex: 0x1A1B1E))

    /// Pure white and black with saturated inks and strong state colours.
    public static let highContrast = Palette(
        cardFace: RGBA(1, 1, 1), border: RGBA(0, 0, 0), setBorder: RGBA(0, 0, 0),
        redSuit: RGBA(hex: 0xB00000), blackSuit: RGBA(0, 0, 0),
        backField: RGBA(0, 0, 0), backPattern: RGBA(1, 1, 1),
        courtField: RGBA(1, 1, 1), courtGold: RGBA(hex: 0xD99A00), courtSkin: RGBA(hex: 0xFFE2C6),
        courtAccent: RGBA(hex: 0x0030B0), courtInk: RGBA(0, 0, 0),
        setColors: .highContrast,
        selection: RGBA(hex: 0x0040FF), focus: RGBA(0, 0, 0), focusHalo: RGBA(1, 1, 0),
        hint: RGBA(hex: 0xFF9900), mismatch: RGBA(hex: 0xE00000), matched: RGBA(hex: 0x007A00),
        table: RGBA(hex: 0x000000))

    /// The standard palette with Set inks that stay distinct for colour-blind players.
    public static let colorBlindFriendly = standard.with(setColors: .colorBlindFriendly)

    /// Every named palette, for settings menus and tests.
    public static let named: [(name: String, palette: Palette)] = [
        ("standard", .standard), ("dark", .dark), ("high-contrast", .highContrast),
        ("color-blind-friendly", .colorBlindFriendly),
    ]
}
