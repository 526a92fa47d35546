/// The `Decoder` behind `JSONCoder.decode`, over a parsed `JSONValue`.
/// Its errors are the standard library's `DecodingError`s, with the coding
/// path and wording of Foundation's decoder.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.mismatch([String: JSONValue].self, value, codingPath) }
        return KeyedDecodingContainer(JSONKeyedDecoding<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Self.mismatch([JSONValue].self, value, codingPath) }
        return JSONUnkeyedDecoding(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueDecoding(value: value, codingPath: codingPath)
    }

    /// `value` as a `T`: numbers, booleans and strings directly, the rest by their own `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
        if let primitive = try primitive(type, from: value, at: path) { return primitive }
        return try T(from: JSONValueDecoder(value: value, codingPath: path))
    }

    /// A number, boolean or string of type `T`; nil when `T` is another type.
    private static func primitive<T>(_: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T? {
        switch T.self {
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch(T.self, value, path) }
            return text as? T
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch(T.self, value, path) }
            return flag as? T
        case is Double.Type: return try double(value, T.self, path) as? T
        case is Float.Type:
            let number = try double(value, T.self, path)
            guard Float(number).isFinite || !number.isFinite else { throw tooLarge(value, T.self, path) }
            return Float(number) as? T
        case is Int.Type: return try integer(value, Int.self, path) as? T
        case is Int8.Type: return try integer(value, Int8.self, path) as? T
        case is Int16.Type: return try integer(value, Int16.self, path) as? T
        case is Int32.Type: return try integer(value, Int32.self, path) as? T
        case is Int64.Type: return try integer(value, Int64.self, path) as? T
        case is UInt.Type: return try integer(value, UInt.self, path) as? T
        case is UInt8.Type: return try integer(value, UInt8.self, path) as? T
        case is UInt16.Type: return try integer(value, UInt16.self, path) as? T
        case is UInt32.Type: return try integer(value, UInt32.self, path) as? T
        case is UInt64.Type: return try integer(value, UInt64.self, path) as? T
        default: return nil
        }
    }

    private static func double(_ value: JSONValue, _ type: Any.Type, _ path: [any CodingKey]) throws -> Double {
        switch value {
        case .integer(let number): Double(number)
        case .unsigned(let number): Double(number)
        case .double(let number): number
        default: throw mismatch(type, value, path)
        }
    }

    /// A whole number that fits `T`.
    private static func integer<T: FixedWidthInteger>(_ value: JSONValue, _ type: T.Type, _ path: [any CodingKey]) throws -> T {
        let result: T? = switch value {
        case .integer(let number): T(exactly: number)
        case .unsigned(let number): T(exactly: number)
        case .double(let number): T(exactly: number)
        default: throw mismatch(type, value, path)
        }
        guard let result else { throw tooLarge(value, type, path) }
        return result
    }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        if value == .null {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get \(type) -- found null value instead"))
        }
        return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(value.kindDescription) instead."))
    }

    private static func tooLarge(_ value: JSONValue, _ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: "The number \(value) does not fit in \(type)."))
    }
}

struct JSONKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

    /// Every `decode` of a number, string or boolean comes here too (a generic witness).
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.decode(type, from: member(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy _: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// The member `super`, null when absent, as in Foundation's decoder.
    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(value: members["super"] ?? .null, codingPath: codingPath + [JSONSuperKey()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(
                codingPath: codingPath, debugDescription: "No value associated with key \"\(key.stringValue)\"."))
        }
        return value
    }
}

struct JSONUnkeyedDecoding: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// Moves on only past a null, as in Foundation's decoder.
    mutating func decodeNil() throws -> Bool {
        guard try next(Never?.self).value == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        let decoded = try JSONValueDecoder.decode(type, from: value, at: path)
        currentIndex += 1
        return decoded
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try elementDecoder(KeyedDecodingContainer<NestedKey>.self).container(keyedBy: NestedKey.self)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try elementDecoder((any UnkeyedDecodingContainer).self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try elementDecoder((any Decoder).self)
        currentIndex += 1
        return decoder
    }

    private func elementDecoder(_ type: Any.Type) throws -> JSONValueDecoder {
        let (value, path) = try next(type)
        return JSONValueDecoder(value: value, codingPath: path)
    }

    /// The current element and its coding path; at the end, `valueNotFound` for `type`.
    private func next(_ type: Any.Type) throws -> (value: JSONValue, path: [any CodingKey]) {
        let path = codingPath + [JSONIndexKey(currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        return (elements[currentIndex], path)
    }
}

struct JSONSingleValueDecoding: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: value, at: codingPath)
    }
}
