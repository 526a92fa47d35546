import TableCore

/// The card keys as the cards show and say them: which key chooses each table
/// position, and whether the cards draw it (the "Show keys on cards" preference).
/// Screen readers always hear a card's key in its description.
struct CardKeyDisplay: Equatable {
    var keys = CardKeys(layout: .qwerty)
    var shown = false
}
