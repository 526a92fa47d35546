import GameModel

/// What one setting is: its type with its default and its range or choices,
/// the schema's summary, and the row the Preferences window shows for it.
/// `PreferenceKey.declaration` holds one per key; the settings code reads
/// it, and `SchemaDeclarationTests` fails when the schema file says otherwise.
public struct PreferenceDeclaration: Sendable {
    public let type: PreferenceType
    /// The schema's `<summary>`, word for word.
    public let summary: String
    /// The Preferences window's row, for a setting the player changes there.
    public let row: PreferenceRow?

    init(_ type: PreferenceType, summary: String, row: PreferenceRow? = nil) {
        self.type = type
        self.summary = summary
        self.row = row
    }
}

/// A setting's value type (`b`, `i`, `s` with choices, `as`) and its default.
public enum PreferenceType: Equatable, Sendable {
    case flag(default: Bool)
    /// A whole number, kept within `range`; `inSchema` says whether the
    /// schema has the range too (the window size has none there: the app
    /// alone clamps it, as it always has).
    case number(default: Int, range: ClosedRange<Int>, inSchema: Bool)
    /// One of `choices`, spelled as the schema's `<choice>`s.
    case choice(default: String, choices: [String])
    /// Up to `count` names of up to `length` characters; none by default.
    case names(count: Int, length: Int)

    /// A number whose range the schema has too.
    static func number(_ value: Int, in range: ClosedRange<Int>) -> PreferenceType {
        .number(default: value, range: range, inSchema: true)
    }

    /// One of the cases of `Choice`, which names the schema's choices in their order.
    static func choice<Choice: CaseIterable & RawRepresentable>(_ value: Choice) -> PreferenceType where Choice.RawValue == String {
        .choice(default: value.rawValue, choices: Choice.allCases.map(\.rawValue))
    }

    /// The default as a value of this type.
    var defaultValue: PreferenceValue {
        switch self {
        case .flag(let value): .bool(value)
        case .number(let value, _, _): .int(value)
        case .choice(let value, _): .string(value)
        case .names: .strings([])
        }
    }
}

/// The title and subtitle of a setting's row in the Preferences window.
public struct PreferenceRow: Sendable {
    public let title: String
    public let subtitle: String
}
