import Foundation

/// A wall clock the test moves, for the app alone: libfaketime preloaded,
/// reading its offset from a file the test rewrites ("+0", "-5h", "+3600s")
/// at every call (`FAKETIME_NO_CACHE`), while the monotonic clock stays real
/// (`FAKETIME_DONT_FAKE_MONOTONIC`), as on a machine whose clock is set or synced.
struct FakeClock {
    static let library = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"
    let file: URL

    init(offset: String = "+0") throws {
        guard FileManager.default.fileExists(atPath: Self.library) else {
            throw HarnessError.missingFile(Self.library, hint: "install faketime (./dev setup)")
        }
        file = FileManager.default.temporaryDirectory.appendingPathComponent("matchismo-faketime-\(UUID())")
        try set(offset)
    }

    /// Moves the app's wall clock to `offset` from the real time.
    func set(_ offset: String) throws {
        try "\(offset)\n".write(to: file, atomically: true, encoding: .utf8)
    }

    /// Moves the app's wall clock to `moment`.
    func set(to moment: Date) throws {
        let seconds = Int(moment.timeIntervalSinceNow.rounded())
        try set("\(seconds < 0 ? "" : "+")\(seconds)s")
    }

    /// The app's variables; the helpers that read its tree get them too, which does them no harm.
    var environment: [String: String] {
        ["LD_PRELOAD": Self.library, "FAKETIME_TIMESTAMP_FILE": file.path, "FAKETIME_NO_CACHE": "1",
         "FAKETIME_DONT_FAKE_MONOTONIC": "1"]
    }

    func remove() { try? FileManager.default.removeItem(at: file) }
}
