import CGLib

/// A setting's value in one of the schema's types.
enum PreferenceValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case strings([String])

    /// The GVariant type string: `s`, `i`, `b` or `as`.
    var variantType: String {
        switch self {
        case .string: "s"
        case .int: "i"
        case .bool: "b"
        case .strings: "as"
        }
    }

    /// The value as a new floating `GVariant`, for GSettings to take or a caller to sink.
    var variant: OpaquePointer {
        switch self {
        case .string(let text): return g_variant_new_string(text)
        case .int(let number): return g_variant_new_int32(Int32(clamping: number))
        case .bool(let flag): return g_variant_new_boolean(flag ? 1 : 0)
        case .strings(let texts):
            // The element type must be given: an empty array has no child to tell it.
            let element = g_variant_type_new("s")
            defer { g_variant_type_free(element) }
            return texts.map { g_variant_new_string($0) }
                .withUnsafeBufferPointer { g_variant_new_array(element, $0.baseAddress, gsize($0.count)) }
        }
    }

    /// The value held by `variant`, whose type is that of `template` (the
    /// schema was checked to have it); the caller keeps its reference.
    init(_ variant: OpaquePointer, like template: PreferenceValue) {
        switch template {
        case .string: self = .string(String(cString: g_variant_get_string(variant, nil)))
        case .int: self = .int(Int(g_variant_get_int32(variant)))
        case .bool: self = .bool(g_variant_get_boolean(variant) != 0)
        case .strings:
            self = .strings((0..<g_variant_n_children(variant)).map { index in
                let child = g_variant_get_child_value(variant, index)
                defer { g_variant_unref(child) }
                return String(cString: g_variant_get_string(child, nil))
            })
        }
    }
}
