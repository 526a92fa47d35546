import CGLib
import CJSONGLib

extension JSONValue {
    /// The deepest nesting of arrays and objects read, as Foundation's JSON
    /// decoder allows: json-glib's parser recurses once per level, and a file
    /// of a million `[` would otherwise overflow the stack.
    public static let maximumDepth = 512

    /// Parses `bytes` with json-glib, after `JSONPreparation` has checked
    /// them and marked the whole numbers json-glib cannot hold.
    public static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let bytes = try JSONPreparation.prepare(text)
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
        case MATCHISMO_JSON_SCALAR_STRING:
            json_node_get_string(node).map { String(cString: $0) }.map(JSONPreparation.stringOrLargeNumber) ?? .string("")
        default: .null
        }
    }
}
