import GLibKit
import CGLib
import Foundation
import GameModel
import Testing
@testable import Persistence

@Suite("Preferences", .serialized)
@MainActor
struct PreferencesTests {
    init() {
        SchemaFixture.resetAll()
    }

    /// The schema's defaults as the typed properties show them.
    static func expectDefaults(_ preferences: Preferences) {
        #expect(preferences.lastGame == .matchismo)
        #expect(preferences.matchMode == .twoCards)
        #expect(preferences.cardCount == 30)
        #expect(preferences.setPalette == .standard)
        #expect(preferences.animations == true)
        #expect(preferences.style == .system)
        #expect(preferences.windowWidth == 960)
        #expect(preferences.windowHeight == 720)
        #expect(preferences.windowMaximized == false)
        #expect(preferences.players == 1)
        #expect(preferences.playerNames == [])
        #expect(preferences.claimSeconds == 6)
        #expect(preferences[flag: .showSetCount] == false)
    }

    @Test("Without a schema: defaults in memory, one warning, changes notified, nothing persistent",
          arguments: [SchemaLookup.none, .directory(SchemaFixture.empty)])
    func fallback(lookup: SchemaLookup) {
        let preferences = Preferences(schemas: lookup)
        #expect(!preferences.isPersistent)
        #expect(preferences.warnings.count == 1)
        #expect(preferences.warnings.first?.hasPrefix(
            "Settings will not be remembered: the settings schema io.github.matchismo.Matchismo is not installed.") == true)
        Self.expectDefaults(preferences)
        var changes: [String] = []
        let observation = preferences.onChange(.cardCount) { changes.append("count \(preferences.cardCount)") }
        preferences.onChange(.lastGame) { changes.append("game \(preferences.lastGame.rawValue)") }
        preferences.cardCount = 44
        preferences.cardCount = 44
        preferences.lastGame = .card
        preferences.removeObservation(observation)
        preferences.removeObservation(observation)
        preferences.cardCount = 99
        #expect(changes == ["count 44", "game card"])
        #expect(preferences.cardCount == 52)
        #expect(Preferences(schemas: lookup).cardCount == 30)
    }

    @Test("The fallback defaults are the schema's defaults, key by key")
    func defaultsMatchTheSchema() throws {
        let directory = try #require(SchemaFixture.strict)
        let settings = try #require(SchemaFixture.settings(in: directory))
        defer { g_object_unref(settings) }
        for key in PreferenceKey.allCases {
            let variant = try #require(g_settings_get_default_value(settings, key.rawValue))
            defer { g_variant_unref(variant) }
            #expect(PreferenceValue(variant, like: key.defaultValue) == key.defaultValue, "\(key.rawValue)")
        }
    }

    @Test("With the compiled schema: persistent, defaults, values shared through GSettings")
    func compiledSchema() throws {
        let directory = try #require(SchemaFixture.strict)
        let preferences = Preferences(schemas: .directory(directory))
        #expect(preferences.isPersistent)
        #expect(preferences.warnings.isEmpty)
        Self.expectDefaults(preferences)
        preferences.lastGame = .set
        preferences.matchMode = .threeCards
        preferences.cardCount = 12
        preferences.setPalette = .colorblind
        preferences.animations = false
        preferences.style = .dark
        preferences.windowWidth = 1280
        preferences.windowHeight = 800
        preferences.windowMaximized = true
        preferences.players = 3
        preferences.playerNames = ["Zoë", "", "נועה"]
        preferences.claimSeconds = 10
        let other = Preferences(schemas: .directory(directory))
        #expect(other.lastGame == .set)
        #expect(other.matchMode == .threeCards)
        #expect(other.cardCount == 12)
        #expect(other.setPalette == .colorblind)
        #expect(other.animations == false)
        #expect(other.style == .dark)
        #expect(other.windowWidth == 1280)
        #expect(other.windowHeight == 800)
        #expect(other.windowMaximized == true)
        #expect(other.players == 3)
        #expect(other.playerNames == ["Zoë", "", "נועה"])
        #expect(other.claimSeconds == 10)
        preferences.sync()
    }

    @Test("Values out of range are clamped before they reach GSettings")
    func settersClamp() throws {
        let preferences = Preferences(schemas: .directory(try #require(SchemaFixture.strict)))
        preferences.cardCount = 99
        preferences.windowWidth = -5
        preferences.windowHeight = 1_000_000
        #expect(preferences.cardCount == 52)
        #expect(preferences.windowWidth == PreferenceKey.windowWidth.range.lowerBound)
        #expect(preferences.windowHeight == PreferenceKey.windowHeight.range.upperBound)
        preferences.players = 7
        #expect(preferences.players == 4)
        preferences.players = 0
        #expect(preferences.players == 1)
        preferences.claimSeconds = 1
        #expect(preferences.claimSeconds == 3)
        preferences.claimSeconds = 99
        #expect(preferences.claimSeconds == 30)
        preferences.playerNames = ["  Ann \n", String(repeating: "x", count: 39) + "  yz", " ", "Dee", "Eve"]
        #expect(preferences.playerNames == ["Ann", String(repeating: "x", count: 39), "", "Dee"])
        #expect(preferences.warnings.isEmpty)
    }

    @Test("Changes made elsewhere (another GSettings, as `gsettings set` would) call onChange")
    func changeSignal() throws {
        let directory = try #require(SchemaFixture.strict)
        let preferences = Preferences(schemas: .directory(directory))
        var seen: [PreferenceKey] = []
        preferences.onChange(.setPalette) { seen.append(.setPalette) }
        preferences.onChange(.animations) { seen.append(.animations) }
        let settings = try #require(SchemaFixture.settings(in: directory))
        defer { g_object_unref(settings) }
        g_settings_set_string(settings, "set-palette", "colorblind")
        g_settings_set_int(settings, "card-count", 20)
        SchemaFixture.pumpMainContext()
        #expect(seen == [.setPalette])
        #expect(preferences.setPalette == .colorblind)
        preferences.animations = false
        SchemaFixture.pumpMainContext()
        #expect(seen == [.setPalette, .animations])
    }

    @Test("Corrupt stored values are clamped or replaced, with one warning per key")
    func corruptValues() throws {
        let directory = try #require(SchemaFixture.relaxed)
        let settings = try #require(SchemaFixture.settings(in: directory))
        defer { g_object_unref(settings) }
        g_settings_set_int(settings, "card-count", 99)
        g_settings_set_int(settings, "match-mode", 7)
        g_settings_set_string(settings, "last-game", "poker")
        g_settings_set_string(settings, "set-palette", "pink")
        g_settings_set_int(settings, "window-width", -40)
        let preferences = Preferences(schemas: .directory(directory))
        var reported: [String] = []
        preferences.onWarning = { reported.append($0) }
        for _ in 0..<2 {
            #expect(preferences.cardCount == 52)
            #expect(preferences.matchMode == .threeCards)
            #expect(preferences.lastGame == .matchismo)
            #expect(preferences.setPalette == .standard)
            #expect(preferences.windowWidth == PreferenceKey.windowWidth.range.lowerBound)
            #expect(preferences.windowHeight == 720)
        }
        #expect(reported == preferences.warnings)
        #expect(preferences.warnings == [
            "The setting “card-count” held 99, outside 12–52; using 52.",
            "The setting “match-mode” held 7, outside 2–3; using 3.",
            "The setting “last-game” held the unknown value “poker”; using “matchismo”.",
            "The setting “set-palette” held the unknown value “pink”; using “standard”.",
            "The setting “window-width” held -40, outside 200–16384; using 200.",
        ])
    }

    @Test("Bad player settings are cut to their limits, with one warning per key")
    func corruptPlayerValues() throws {
        let directory = try #require(SchemaFixture.relaxed)
        let settings = try #require(SchemaFixture.settings(in: directory))
        defer { g_object_unref(settings) }
        g_settings_set_int(settings, "players", 9)
        g_settings_set_int(settings, "claim-seconds", 0)
        let long = String(repeating: "é", count: 45)
        set(settings, "player-names", [" Ann ", long])
        let preferences = Preferences(schemas: .directory(directory))
        for _ in 0..<2 {
            #expect(preferences.players == 4)
            #expect(preferences.claimSeconds == 3)
            #expect(preferences.playerNames == ["Ann", String(long.prefix(40))])
        }
        set(settings, "player-names", ["A", "B", "C", "D", "E", "F"])
        #expect(preferences.playerNames == ["A", "B", "C", "D"])
        #expect(preferences.warnings == [
            "The setting “players” held 9, outside 1–4; using 4.",
            "The setting “claim-seconds” held 0, outside 3–30; using 3.",
            "The setting “player-names” held a name longer than 40 characters; using its first 40.",
        ])
        let fresh = Preferences(schemas: .directory(directory))
        #expect(fresh.playerNames == ["A", "B", "C", "D"])
        #expect(fresh.warnings == ["The setting “player-names” held 6 names, more than 4; using the first 4."])
    }

    /// Stores `names` under `key` directly, as `gsettings set` would.
    private func set(_ settings: UnsafeMutablePointer<GSettings>, _ key: String, _ names: [String]) {
        #expect(g_settings_set_value(settings, key, PreferenceValue.strings(names).variant) != 0)
        SchemaFixture.pumpMainContext()
    }

    @Test("Without a schema, player names live in memory, normalized")
    func namesInMemory() {
        let preferences = Preferences(schemas: .none)
        var changes = 0
        preferences.onChange(.playerNames) { changes += 1 }
        preferences.playerNames = ["Ann ", "Ben"]
        preferences.playerNames = ["Ann", "Ben"]
        #expect(preferences.playerNames == ["Ann", "Ben"])
        #expect(changes == 1)
    }

    @Test("A stale schema without a key keeps that key in memory and says so")
    func staleSchema() throws {
        let preferences = Preferences(schemas: .directory(try #require(SchemaFixture.stale)))
        #expect(preferences.isPersistent)
        #expect(preferences.warnings == [
            "The installed settings schema lacks “animations” with the expected type; that setting will not be remembered.",
        ])
        var changed = 0
        preferences.onChange(.animations) { changed += 1 }
        #expect(preferences.animations == true)
        preferences.animations = false
        #expect(preferences.animations == false)
        #expect(changed == 1)
        preferences.cardCount = 20
        #expect(preferences.cardCount == 20)
    }

    @Test("The signal's closure box is released with the Preferences")
    func boxReleased() throws {
        let directory = try #require(SchemaFixture.strict)
        let before = ClosureBoxes.liveCount
        var preferences: Preferences? = Preferences(schemas: .directory(directory))
        weak let weakPreferences = preferences
        #expect(ClosureBoxes.liveCount == before + 1)
        preferences?.onChange(.animations) { _ = weakPreferences }
        preferences = nil
        #expect(weakPreferences == nil)
        #expect(ClosureBoxes.liveCount == before)
        _ = Preferences(schemas: .none)
        #expect(ClosureBoxes.liveCount == before)
    }
}
