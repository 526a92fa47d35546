import CGLib

/// The C signature of a signal handler: what it takes between the instance
/// and `user_data`, and what it returns.
///
/// GLib calls a handler with the signal's own signature whatever type the
/// callback was cast from. A trampoline declared with fewer parameters than
/// its signal reads one of the signal's arguments where it expects
/// `user_data`, and takes a string or an object for its closure box: the
/// crash when GSettings' `changed` (which passes the key) reached a
/// trampoline for signals without arguments. So every connection compares
/// the trampoline's shape with the signal's, as `g_signal_query` tells it.
package struct SignalShape: Sendable, Hashable, CustomStringConvertible {
    /// How a value reaches a C callback.
    package enum Value: Sendable, Hashable, CustomStringConvertible {
        /// Nothing: a handler that returns `void`.
        case none
        /// An object, boxed value, interface, parameter spec, variant or raw pointer.
        case pointer
        /// A `const gchar *`.
        case string
        /// A `gint` or an enum.
        case int
        /// A `guint` or flags.
        case uint
        case double
        case boolean
        /// A type no trampoline takes (a `gint64`, a `gfloat`, …), by GLib's name.
        case other(String)

        init(_ type: GType) {
            switch matchismo_c_value(type) {
            case MATCHISMO_C_NONE: self = .none
            case MATCHISMO_C_POINTER: self = .pointer
            case MATCHISMO_C_STRING: self = .string
            case MATCHISMO_C_INT: self = .int
            case MATCHISMO_C_UINT: self = .uint
            case MATCHISMO_C_DOUBLE: self = .double
            case MATCHISMO_C_BOOLEAN: self = .boolean
            default: self = .other(g_type_name(type).map { String(cString: $0) } ?? "an unknown type")
            }
        }

        package var description: String {
            switch self {
            case .none: "void"
            case .pointer: "pointer"
            case .string: "string"
            case .int: "int"
            case .uint: "uint"
            case .double: "double"
            case .boolean: "gboolean"
            case .other(let name): name
            }
        }
    }

    package let parameters: [Value]
    package let returns: Value

    package init(_ parameters: [Value] = [], returns: Value = .none) {
        self.parameters = parameters
        self.returns = returns
    }

    /// `(string) -> void`, as C would read it.
    package var description: String {
        "(\(parameters.map(\.description).joined(separator: ", "))) -> \(returns)"
    }

    /// The shape of `signal` (a detailed name such as `changed::color-scheme`)
    /// on `instance`'s type, or nil where the type has no such signal.
    package static func of(_ signal: String, on instance: gpointer) -> SignalShape? {
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, matchismo_instance_type(instance), &id, &detail, 0) != 0, id != 0 else {
            return nil
        }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        let parameters = (0..<Int(query.n_params)).map { Value(query.param_types[$0]) }
        return SignalShape(parameters, returns: Value(query.return_type))
    }

    /// The name of `instance`'s type (`GSettings`, `GtkButton`).
    package static func typeName(of instance: gpointer) -> String {
        g_type_name(matchismo_instance_type(instance)).map { String(cString: $0) } ?? "an unknown type"
    }
}
