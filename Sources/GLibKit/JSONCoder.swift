/// Codable to and from JSON text without Foundation: json-glib parses, and
/// `JSONValue.prettyText()` writes pretty-printed JSON with sorted keys.
///
/// Named apart from Foundation's `JSONEncoder` and `JSONDecoder`: it has
/// no strategies. Dates are whatever their type encodes (`Timestamp` writes
/// ISO 8601), numbers and strings are written as they are.
public enum JSONCoder {
    /// `value` as pretty-printed UTF-8 JSON with sorted keys. Throws
    /// `EncodingError.invalidValue` for a non-finite number, or whatever
    /// the value's own `encode(to:)` throws.
    public static func encode(_ value: some Encodable) throws -> [UInt8] {
        try encodeValue(value).prettyText()
    }

    /// `value` as a `JSONValue`; a value that encodes nothing is an empty object.
    public static func encodeValue(_ value: some Encodable) throws -> JSONValue {
        try JSONValueEncoder.slot(for: value, at: []).value
    }

    /// A `T` from UTF-8 JSON. Text that is not JSON throws
    /// `DecodingError.dataCorrupted` with the `JSONSyntaxError` as its
    /// underlying error; JSON of another shape throws `keyNotFound`,
    /// `typeMismatch`, `valueNotFound` or `dataCorrupted` with the coding path.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
        return try decode(type, from: value)
    }

    /// A `T` from parsed JSON.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try JSONValueDecoder.decode(type, from: value, at: [])
    }
}
