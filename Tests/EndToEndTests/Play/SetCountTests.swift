import Testing

/// Show How Many Sets, the beginner's aid, in the real app: turned
/// on with `gsettings` while the app runs (as the Preferences window or
/// another instance would store it), the Set table's status line says how
/// many sets are on the table, and says it again after the table changes.
@Suite("Show How Many Sets (end to end)", .serialized, .timeLimit(.minutes(3)))
struct SetCountTests {
    @Test("Turned on with gsettings, the status line counts the sets at once and after Deal 3 More")
    func statusLineCounts() async throws {
        var options = AppSession.Options()
        options.settingsBackend = "keyfile"
        try await AppSession.with(["--game=set", "--seed=5"], options: options) { app in
            let start = try await app.waitForTree("the Set table") { $0.statusText?.isEmpty == false }
            #expect(start.statusText?.contains("on the table.") == false, "\(start.statusText ?? "")")
            try await app.gsettings("set", "io.github.matchismo.Matchismo", "show-set-count", "true")
            let counted = try await app.waitForTree("the count in the status line") { Self.count(in: $0.statusText) != nil }
            let first = try #require(Self.count(in: counted.statusText))
            try await app.key("ctrl+d")
            let dealt = try await app.waitForTree("Deal 3 More told, with the count") { tree in
                tree.statusText?.contains("Dealt") == true && Self.count(in: tree.statusText) != nil
            }
            print("SetCountTests: \(first) sets at first; after the deal: \(dealt.statusText ?? "")")
            #expect(try #require(Self.count(in: dealt.statusText)) >= first, "three more cards never take a set away")
            let stored = try await app.gsettings("get", "io.github.matchismo.Matchismo", "show-set-count")
            #expect(stored.contains("true"))
        }
    }

    /// The number in "N sets on the table." (0 for "No set on the table."), or nil without one.
    static func count(in status: String?) -> Int? {
        guard let status else { return nil }
        if status.hasSuffix("No set on the table.") { return 0 }
        guard let match = status.firstMatch(of: /(\d+) sets? on the table\.$/) else { return nil }
        return Int(match.1)
    }
}
