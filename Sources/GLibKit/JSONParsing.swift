import CGLib
import CJSONGLib

extension JSONValue {
    /// The deepest nesting of arrays and objects read, as Foundation's JSON
    /// decoder allows: json-glib's parser recurses once per level, and a file
    /// of a million `[` would otherwise overflow the stack.
    public static let maximumDepth = 512

    /// Parses `bytes` with json-glib.
    ///
    /// One known leniency of json-glib 1.6: a whole number above `Int64.max`
    /// comes back as the `Int64` with the same bits, so `JSONCoder` reads it
    /// back exactly into a `UInt64`, and would read `-1` there as `UInt64.max`.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try checkTextAndDepth(bytes)
        let parser = json_parser_new()
        defer { g_object_unref(parser) }
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                json_parser_load_from_data(parser, text.baseAddress, gssize(text.count), &error)
            }
        }
        if loaded == 0 {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "json-glib could not parse it"
            if let error { g_error_free(error) }
            throw JSONSyntaxError(message)
        }
        // The parser owns the tree; `value(of:)` copies it out before the parser goes.
        guard let root = json_parser_get_root(parser) else { throw JSONSyntaxError("there is no value, only white space") }
        return value(of: root)
    }

    /// Refuses bytes that are not UTF-8 (json-glib would pass them on in
    /// strings), that nest deeper than `maximumDepth`, or that go on after
    /// the outermost array or object closes (json-glib 1.6 stops reading
    /// there), counting brackets outside strings.
    static func checkTextAndDepth(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        let isUTF8 = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_utf8_validate_len($0.baseAddress, gsize($0.count), nil) != 0 }
        }
        guard isUTF8 else { throw JSONSyntaxError("the text is not UTF-8") }
        var depth = 0, inString = false, escaped = false, closed = false
        let whiteSpace: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        for byte in bytes {
            if closed, !whiteSpace.contains(byte) { throw JSONSyntaxError("more text follows the JSON value") }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { throw JSONSyntaxError("arrays and objects nest deeper than \(maximumDepth) levels") }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                closed = depth <= 0
            default: break
            }
        }
    }

    /// The value of a node the parser owns, copied.
    private static func value(of node: OpaquePointer) -> JSONValue {
        switch json_node_get_node_type(node) {
        case JSON_NODE_OBJECT:
            guard let object = json_node_get_object(node) else { return .object([:]) }
            var members: [String: JSONValue] = [:]
            let names = json_object_get_members(object)
            defer { g_list_free(names) }
            var link = names
            while let current = link {
                if let name = current.pointee.data?.assumingMemoryBound(to: CChar.self),
                   let member = json_object_get_member(object, name)
                {
                    members[String(cString: name)] = value(of: member)
                }
                link = current.pointee.next
            }
            return .object(members)
        case JSON_NODE_ARRAY:
            guard let array = json_node_get_array(node) else { return .array([]) }
            return .array((0..<json_array_get_length(array)).map { value(of: json_array_get_element(array, $0)) })
        case JSON_NODE_VALUE:
            return scalar(node)
        default:
            return .null
        }
    }

    private static func scalar(_ node: OpaquePointer) -> JSONValue {
        switch matchismo_json_scalar_kind(node) {
        case MATCHISMO_JSON_SCALAR_INTEGER: .integer(Int64(json_node_get_int(node)))
        case MATCHISMO_JSON_SCALAR_DOUBLE: .double(json_node_get_double(node))
        case MATCHISMO_JSON_SCALAR_BOOLEAN: .bool(json_node_get_boolean(node) != 0)
        case MATCHISMO_JSON_SCALAR_STRING: .string(json_node_get_string(node).map { String(cString: $0) } ?? "")
        default: .null
        }
    }
}
