import CGLib
import GLibKit
import GameModel

/// Typed, validated access to the `io.github.matchismo.Matchismo` settings (wraps `GSettings`).
///
/// Never aborts: the schema is looked up before `GSettings` is created, and
/// when it is missing (the binary run from the build folder), or lacks a key
/// or has it with another type, those settings live in memory with the
/// schema's defaults and `isPersistent` is false. Values read are checked
/// (ranges, known names); a bad one is clamped or replaced by the default and
/// reported once in `warnings`. Main-actor bound, like the `changed` signal.
@MainActor
public final class Preferences {
    public static let schemaID = "io.github.matchismo.Matchismo"

    /// Whether changes are stored by GSettings (false: this run only).
    public let isPersistent: Bool
    /// Problems found with the schema or the stored values, each reported once.
    public private(set) var warnings: [String] = []
    /// Called with each new warning, after it is added to `warnings`.
    public var onWarning: (@MainActor (String) -> Void)?

    private let settings: UnsafeMutablePointer<GSettings>?
    /// The `GSettingsSchema` behind `settings` (one reference), for range checks.
    private let schema: OpaquePointer?
    /// Keys the schema provides with the expected type; the others live in `memory`.
    private let storedKeys: Set<PreferenceKey>
    /// Values of keys that GSettings does not store.
    private var memory: [PreferenceKey: PreferenceValue] = [:]
    private var warnedKeys: Set<PreferenceKey> = []
    private var observers: [PreferenceObservation: (key: PreferenceKey, handler: @MainActor () -> Void)] = [:]
    private var nextObservation = 0
    /// The player's choices that could not be written (a full disk): read
    /// from here, as GSettings has taken them back, and written again by
    /// `retryUnsaved`.
    private var unsaved: [PreferenceKey: PreferenceValue] = [:]
    /// Whether the last write failed (and `onSaved` is due when one works).
    private var isFailing = false
    /// The values of the last write, which a failure reported late concerns.
    private var lastWrite: [PreferenceKey: PreferenceValue] = [:]
    /// How many of dconf's failures (`LogWatch.count`) have been handled.
    private var handledFailures = 0
    /// A write failed (dconf could not save the settings file); play goes on.
    public var onSaveFailure: (@MainActor (StorageError) -> Void)?
    /// Every choice is written again after a failure; the argument names the settings (`schemaID`).
    public var onSaved: (@MainActor (String) -> Void)?

    public init(schemas: SchemaLookup = .installed) {
        let found = SchemaCheck.lookUp(Self.schemaID, in: schemas)
        schema = found.schema
        settings = found.schema.map { g_settings_new_full($0, nil, nil) }
        storedKeys = settings == nil ? [] : found.validKeys
        isPersistent = settings != nil
        for problem in found.problems { addWarning(problem) }
        if let settings {
            SettingsWriteFailure.watch()
            handledFailures = LogWatch.count
            LogWatch.onCaught.append { [weak self] in _ = self?.handleFailures() }
            StringSignal.connect(settings, "changed") { [weak self] name in
                guard let key = PreferenceKey(rawValue: name) else { return }
                self?.changed(key)
            }
        }
    }

    isolated deinit {
        if let settings { g_object_unref(settings) }
        if let schema { g_settings_schema_unref(schema) }
    }

    /// Writes pending changes to disk (`g_settings_sync`), for example at
    /// quit, with the choices a full disk kept back.
    public func sync() {
        if settings != nil { g_settings_sync() }
        retryUnsaved()
    }

    /// Writes again the choices that could not be written; once they all
    /// are, `onSaved` is called. Cheap when nothing is waiting.
    public func retryUnsaved() {
        guard let settings, !unsaved.isEmpty else { return }
        let failures = LogWatch.count
        for (key, value) in unsaved { g_settings_set_value(settings, key.rawValue, value.variant) }
        confirm(unsaved, since: failures)
    }

    /// Waits for GSettings to write `values`, just set (`g_settings_sync`
    /// returns once dconf's service has answered), then keeps them back when
    /// dconf reported a failure. (GSettings may already read the old values
    /// again, so they come from the caller.) dconf logs its failure just
    /// after it wakes `g_settings_sync`, so one may come a moment later:
    /// success is only taken after `settleMilliseconds`, and a failure
    /// caught later still is handled when `LogWatch` says so.
    private func confirm(_ values: [PreferenceKey: PreferenceValue], since failures: Int) {
        lastWrite = values
        g_settings_sync()
        guard !handleFailures() else { return }
        MainLoop.timeout(milliseconds: Self.settleMilliseconds) { [weak self] in
            // A failure handled since this write began was this write's, or a later one's that covered it.
            guard let self, !self.handleFailures(), self.handledFailures <= failures else { return false }
            for (key, value) in values where self.unsaved[key] == value { self.unsaved[key] = nil }
            guard self.isFailing, self.unsaved.isEmpty else { return false }
            self.isFailing = false
            self.onSaved?(Self.schemaID)
            return false
        }
    }

    /// How long after a write without a failure it counts as written.
    static let settleMilliseconds = 250

    /// Keeps back the last write when dconf reported a failure not handled
    /// yet, and tells `onSaveFailure`; whether there was one.
    private func handleFailures() -> Bool {
        guard let message = LogWatch.messages(since: handledFailures).last else { return false }
        handledFailures = LogWatch.count
        for (key, value) in lastWrite { unsaved[key] = value }
        isFailing = true
        onSaveFailure?(SettingsWriteFailure.error(from: message))
        // GSettings has taken the values back and says so later; those who
        // asked meanwhile hear the player's choice again now.
        for key in lastWrite.keys { changed(key) }
        return true
    }

    // MARK: Change notification

    /// Calls `handler` after `key` changes, here or in another process.
    @discardableResult
    public func onChange(_ key: PreferenceKey, _ handler: @escaping @MainActor () -> Void) -> PreferenceObservation {
        nextObservation += 1
        let observation = PreferenceObservation(id: nextObservation)
        observers[observation] = (key, handler)
        return observation
    }

    /// Stops an observation; harmless when already stopped.
    public func removeObservation(_ observation: PreferenceObservation) {
        observers[observation] = nil
    }

    private func changed(_ key: PreferenceKey) {
        let handlers = observers.sorted { $0.key.id < $1.key.id }.filter { $0.value.key == key }
        for (_, observer) in handlers { observer.handler() }
    }

    // MARK: Raw values

    func read(_ key: PreferenceKey) -> PreferenceValue {
        if let value = unsaved[key] { return value }
        guard let settings, storedKeys.contains(key),
              let variant = g_settings_get_value(settings, key.rawValue) else { return memory[key] ?? key.defaultValue }
        defer { g_variant_unref(variant) }
        return PreferenceValue(variant, like: key.defaultValue)
    }

    func write(_ key: PreferenceKey, _ value: PreferenceValue) {
        guard let settings, let schema, storedKeys.contains(key) else {
            guard read(key) != value else { return }
            memory[key] = value
            changed(key)
            return
        }
        guard SchemaCheck.accepts(schema, key, value) else {
            warn(key, "The installed settings schema does not accept \(value) for “\(key.rawValue)”; it was not saved.")
            return
        }
        let failures = LogWatch.count
        unsaved[key] = nil
        guard g_settings_set_value(settings, key.rawValue, value.variant) != 0 else {
            warn(key, "The setting “\(key.rawValue)” is locked and could not be changed.")
            return
        }
        // Those kept back by a full disk go with it: one answer for all.
        for (other, value) in unsaved { g_settings_set_value(settings, other.rawValue, value.variant) }
        confirm(unsaved.merging([key: value]) { _, new in new }, since: failures)
    }

    // MARK: Validation

    func warn(_ key: PreferenceKey, _ message: String) {
        guard warnedKeys.insert(key).inserted else { return }
        addWarning(message)
    }

    private func addWarning(_ message: String) {
        warnings.append(message)
        onWarning?(message)
    }

    func readInt(_ key: PreferenceKey, in range: ClosedRange<Int>) -> Int {
        guard case .int(let value) = read(key) else { return 0 }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        if clamped != value {
            warn(key, "The setting “\(key.rawValue)” held \(value), outside \(range.lowerBound)–\(range.upperBound); using \(clamped).")
        }
        return clamped
    }

    func readChoice<Choice: RawRepresentable>(_ key: PreferenceKey, default fallback: Choice) -> Choice
    where Choice.RawValue == String {
        guard case .string(let text) = read(key) else { return fallback }
        if let choice = Choice(rawValue: text) { return choice }
        warn(key, "The setting “\(key.rawValue)” held the unknown value “\(text)”; using “\(fallback.rawValue)”.")
        return fallback
    }

    /// The names stored under `key`, normalized (`PlayerName`); more than
    /// `count` names, or a name too long, are cut with a warning.
    func readNames(_ key: PreferenceKey, count: Int) -> [String] {
        guard case .strings(let stored) = read(key) else { return [] }
        let names = stored.prefix(count).map(PlayerName.normalized)
        if stored.count > count {
            warn(key, "The setting “\(key.rawValue)” held \(stored.count) names, more than \(count); using the first \(count).")
        } else if stored.contains(where: { PlayerName.changes($0).contains(.shortened) }) {
            let limit = key.nameLimits.length
            warn(key, "The setting “\(key.rawValue)” held a name longer than \(limit) characters; using its first \(limit).")
        }
        return names
    }

    func readBool(_ key: PreferenceKey) -> Bool {
        if case .bool(let flag) = read(key) { flag } else { false }
    }
}

/// A handle for `Preferences.removeObservation`.
public struct PreferenceObservation: Hashable, Sendable {
    let id: Int
}
