/// What one encoder, or one element or member, has written so far. A reference,
/// so that nested containers and super encoders fill their parent's tree in place.
final class JSONSlot {
    enum Content {
        case value(JSONValue)
        case object(JSONObjectBox)
        case array(JSONArrayBox)
    }

    var content: Content?

    init(_ content: Content? = nil) { self.content = content }

    /// The finished value; a slot nothing was written to is an empty object, as in Foundation's encoder.
    var value: JSONValue {
        switch content {
        case .value(let value): value
        case .object(let box): .object(box.members.mapValues(\.value))
        case .array(let box): .array(box.elements.map(\.value))
        case nil: .object([:])
        }
    }

    /// The object this slot holds, made on first use.
    func object() -> JSONObjectBox {
        switch content {
        case .object(let box): return box
        case nil:
            let box = JSONObjectBox()
            content = .object(box)
            return box
        default: preconditionFailure("an encoder asked for a keyed container after writing something else")
        }
    }

    /// The array this slot holds, made on first use.
    func array() -> JSONArrayBox {
        switch content {
        case .array(let box): return box
        case nil:
            let box = JSONArrayBox()
            content = .array(box)
            return box
        default: preconditionFailure("an encoder asked for an unkeyed container after writing something else")
        }
    }
}

final class JSONObjectBox {
    var members: [String: JSONSlot] = [:]
}

final class JSONArrayBox {
    var elements: [JSONSlot] = []
}

/// The `Encoder` behind `JSONCoder.encode`.
struct JSONValueEncoder: Encoder {
    let slot: JSONSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(JSONKeyedEncoding<Key>(box: slot.object(), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONUnkeyedEncoding(box: slot.array(), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueEncoding(slot: slot, codingPath: codingPath)
    }

    /// `value` written into a new slot at `path`: numbers, booleans and strings directly, the rest by their own `encode(to:)`.
    static func slot(for value: some Encodable, at path: [any CodingKey]) throws -> JSONSlot {
        if let primitive = try primitive(value, at: path) { return JSONSlot(.value(primitive)) }
        let slot = JSONSlot()
        try value.encode(to: JSONValueEncoder(slot: slot, codingPath: path))
        return slot
    }

    /// The JSON of a number, boolean or string; nil for any other type. A
    /// non-finite floating-point number has no JSON and is refused.
    static func primitive(_ value: some Encodable, at path: [any CodingKey]) throws -> JSONValue? {
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Double: return try finite(value, value, at: path)
        // Through its own shortest text, so 0.1 as a Float is written 0.1, not 0.100000001490116.
        case let value as Float: return try finite(Double(value.description) ?? Double(value), value, at: path)
        case let value as Int: return integer(value)
        case let value as Int8: return integer(value)
        case let value as Int16: return integer(value)
        case let value as Int32: return integer(value)
        case let value as Int64: return integer(value)
        case let value as UInt: return integer(value)
        case let value as UInt8: return integer(value)
        case let value as UInt16: return integer(value)
        case let value as UInt32: return integer(value)
        case let value as UInt64: return integer(value)
        default: return nil
        }
    }

    private static func integer(_ value: some FixedWidthInteger) -> JSONValue {
        if let small = Int64(exactly: value) { .integer(small) } else { .unsigned(UInt64(value)) }
    }

    private static func finite(_ number: Double, _ original: some Encodable, at path: [any CodingKey]) throws -> JSONValue {
        guard number.isFinite else {
            throw EncodingError.invalidValue(original, .init(codingPath: path, debugDescription: "\(original) has no JSON"))
        }
        return .double(number)
    }
}

struct JSONKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONObjectBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        box.members[key.stringValue] = JSONSlot(.value(.null))
    }

    /// Every `encode` of a number, string or boolean comes here too (a generic witness).
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.members[key.stringValue] = try JSONValueEncoder.slot(for: value, at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy _: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        superEncoder(forKey: key).container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder(at: JSONSuperKey()) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(at: key) }

    private func encoder(at key: some CodingKey) -> JSONValueEncoder {
        let slot = JSONSlot()
        box.members[key.stringValue] = slot
        return JSONValueEncoder(slot: slot, codingPath: codingPath + [key])
    }
}

struct JSONUnkeyedEncoding: UnkeyedEncodingContainer {
    let box: JSONArrayBox
    let codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    mutating func encodeNil() throws { box.elements.append(JSONSlot(.value(.null))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.elements.append(try JSONValueEncoder.slot(for: value, at: codingPath + [JSONIndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        superEncoder().container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        superEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let slot = JSONSlot()
        let path = codingPath + [JSONIndexKey(count)]
        box.elements.append(slot)
        return JSONValueEncoder(slot: slot, codingPath: path)
    }
}

struct JSONSingleValueEncoding: SingleValueEncodingContainer {
    let slot: JSONSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let written = try JSONValueEncoder.slot(for: value, at: codingPath)
        slot.content = written.content
    }
}
