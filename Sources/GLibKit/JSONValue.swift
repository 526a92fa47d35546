/// A JSON document as values: what `JSONCoder` parses and writes.
///
/// Numbers keep their kind: `integer` for what fits in `Int64`, `unsigned`
/// for larger whole numbers (a random seed), `double` for the rest, so every
/// integer width and every `Double` round-trips exactly.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// How a type mismatch names this value ("a string").
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .unsigned, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Text that is not JSON: not UTF-8, nested too deeply, or not JSON's syntax.
/// `message` is json-glib's or GLibKit's explanation, with the line and column where it has one.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { "not JSON: \(message)" }
}

/// A key in a coding path that names an array element ("Index 3"), as Foundation's coders name it.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { nil }
}

/// The key `superEncoder()` and `superDecoder()` use, as in Foundation's coders.
struct JSONSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) {
        guard stringValue == "super" else { return nil }
    }
    init?(intValue: Int) { nil }
}
