import Testing

@testable import TableCore

/// The card keys of every layout, for every table size a game can deal.
@Suite("Card keys for every layout and table size")
struct CardKeysTests {
    /// Characters the table takes as its own plain keys: Space, plus (and `=`,
    /// its unshifted key), minus and underscore; the arrows, Home, End,
    /// Escape, Return and Tab type no character.
    static let tableCharacters: Set<Character> = [" ", "+", "=", "-", "_"]

    @Test("Every table size has a distinct key for each card, single keys for the first 24", arguments: KeyboardLayout.allCases)
    func everyTableSizeHasDistinctFreeKeys(layout: KeyboardLayout) {
        let cardKeys = CardKeys(layout: layout)
        for size in 1...CardKeys.maximumTableSize {
            let keys = (0..<size).map { cardKeys.key(at: $0) }
            let given = keys.compactMap { $0 }
            #expect(Set(given).count == given.count, "\(layout), \(size) cards: a key is shared")
            for (index, key) in keys.enumerated() {
                if index < 24 {
                    guard case .single = key else {
                        Issue.record("\(layout): card \(index + 1) of \(size) has no single key")
                        continue
                    }
                }
                guard let key else {
                    #expect(index >= cardKeys.capacity)
                    continue
                }
                for character in key.keys {
                    #expect(character.isASCII && (character.isLetter || character.isNumber), "\(layout): \(character)")
                    #expect(!Self.tableCharacters.contains(character))
                    #expect(character.lowercased() == String(character))
                }
                // A single key never starts a sequence, so no key waits for another by mistake.
                if case .sequence(let first, _) = key { #expect(!cardKeys.singles.contains(first)) }
            }
        }
    }

    @Test("Single keys come first, then two-key sequences beyond them, up to the largest table", arguments: KeyboardLayout.allCases)
    func singlesComeFirstThenSequencesBeyondThem(layout: KeyboardLayout) {
        let cardKeys = CardKeys(layout: layout)
        #expect(cardKeys.singles.count >= 24)
        #expect(cardKeys.capacity >= CardKeys.maximumTableSize)
        for index in 0..<CardKeys.maximumTableSize {
            let key = cardKeys.key(at: index)
            if index < cardKeys.singles.count {
                #expect(key == .single(cardKeys.singles[index]))
            } else {
                guard case .sequence = key else {
                    Issue.record("\(layout): card \(index + 1) has no sequence")
                    continue
                }
            }
        }
        #expect(cardKeys.key(at: cardKeys.capacity) == nil)
        #expect(cardKeys.key(at: -1) == nil)
    }

    @Test("Typing a card's key finds its card, and nothing past the cards on the table", arguments: KeyboardLayout.allCases)
    func typingAKeyFindsItsCard(layout: KeyboardLayout) {
        let cardKeys = CardKeys(layout: layout)
        for index in 0..<CardKeys.maximumTableSize {
            let keys = cardKeys.key(at: index)!.keys
            if keys.count == 2 { #expect(cardKeys.match([keys[0]], count: 81) == .prefix) }
            #expect(cardKeys.match(keys, count: 81) == .position(index), "\(layout) \(keys)")
            // Past the cards on the table a key chooses nothing.
            #expect(cardKeys.match(keys, count: index) == .none)
        }
        #expect(cardKeys.match(["!"], count: 81) == .none)
        #expect(cardKeys.match([cardKeys.prefixes[0]], count: cardKeys.singles.count) == .none)
        #expect(cardKeys.match([cardKeys.singles[0], cardKeys.singles[1]], count: 81) == .none)
    }

    @Test("The left hand's keys come first on each layout")
    func theLeftHandComesFirstOnEachLayout() {
        func first(_ layout: KeyboardLayout, _ count: Int) -> String {
            String(CardKeys(layout: layout).singles.prefix(count))
        }
        #expect(first(.qwerty, 27) == "123qweasdzxcrtyfghvbnuiojkl")
        #expect(first(.azerty, 12) == "123azeqsdwxc")
        #expect(first(.qwertz, 15) == "123qweasdyxcrtz")
        #expect(first(.dvorak, 12) == "123aoeqjpyfu")
        #expect(first(.colemak, 12) == "123qwfarszxc")
        #expect(CardKeys(layout: .qwerty).prefixes == ["p", "0"])
    }

    @Test("A keymap is recognised by its letters, in either case and with a key or two missing", arguments: KeyboardLayout.allCases)
    func aKeymapIsRecognisedByItsLetters(layout: KeyboardLayout) {
        #expect(KeyboardLayout.recognise { layout.character(at: $0) } == layout)
        // Upper-case keymaps and a missing key or two change nothing.
        #expect(KeyboardLayout.recognise { $0.column == 9 ? nil : Character(layout.character(at: $0).uppercased()) } == layout)
    }

    @Test("An unknown keymap is taken for QWERTY")
    func anUnknownKeymapIsTakenForQwerty() {
        #expect(KeyboardLayout.recognise { _ in nil } == .qwerty)
        #expect(KeyboardLayout.recognise { _ in "ж" } == .qwerty)
    }

    @Test("The physical keys have their evdev codes")
    func physicalKeysHaveTheirEvdevCodes() {
        #expect(PhysicalKey(qwerty: "1")?.evdevCode == 2)
        #expect(PhysicalKey(qwerty: "q")?.evdevCode == 16)
        #expect(PhysicalKey(qwerty: "a")?.evdevCode == 30)
        #expect(PhysicalKey(qwerty: ";")?.evdevCode == 39)
        #expect(PhysicalKey(qwerty: "/")?.evdevCode == 53)
        #expect(PhysicalKey.all.count == 40)
    }

    @Test("A screen reader hears which keys choose a card, and a label shows them")
    func aScreenReaderSaysWhichKeysChooseACard() {
        #expect(CardKey.single("q").spoken == "key Q")
        #expect(CardKey.sequence("p", "q").spoken == "keys P then Q")
        #expect(CardKey.noneSpoken == "no key")
        #expect(CardKey.sequence("p", "q").label == "P Q")
        let keys = CardKeys(layout: .qwerty)
        #expect(keys.key(at: 3)?.spoken == "key Q")
        #expect(keys.key(at: 34)?.spoken == "keys P then 1")
        #expect(keys.key(at: 80)?.spoken == "keys 0 then X")
    }
}
