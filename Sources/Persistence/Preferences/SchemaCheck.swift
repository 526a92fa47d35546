import CGLib
import GLibKit

/// Looks the settings schema up without letting GSettings abort, and checks
/// its keys and values against what `Preferences` expects.
enum SchemaCheck {
    struct Found {
        /// The schema (one reference, for the caller to release), or nil.
        var schema: OpaquePointer?
        var validKeys: Set<PreferenceKey> = []
        var problems: [String] = []
    }

    static func lookUp(_ id: String, in lookup: SchemaLookup) -> Found {
        var found = Found()
        // TRANSLATORS: {id} is the settings schema's name, io.github.matchismo.Matchismo.
        let missing = tr("Settings will not be remembered: the settings schema {id} is not installed.").filling(["id": id])
        switch lookup {
        case .none:
            found.problems.append(missing)
            return found
        case .installed:
            guard let source = g_settings_schema_source_get_default() else {
                found.problems.append(missing)
                return found
            }
            found.schema = g_settings_schema_source_lookup(source, id, 1)
        case .directory(let path):
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(path, nil, 1, &error) else {
                found.problems.append(missing + " (\(DataStore.consume(error)))")
                return found
            }
            found.schema = g_settings_schema_source_lookup(source, id, 1)
            g_settings_schema_source_unref(source)
        }
        guard let schema = found.schema else {
            found.problems.append(missing)
            return found
        }
        for key in PreferenceKey.allCases {
            if type(of: key, in: schema) == key.defaultValue.variantType {
                found.validKeys.insert(key)
            } else {
                // TRANSLATORS: {key} is a setting's name, such as window-width.
                found.problems.append(tr("The installed settings schema lacks “{key}” with the expected type; that setting will not be remembered.")
                    .filling(["key": key.rawValue]))
            }
        }
        return found
    }

    /// The GVariant type string of `key` in `schema`, or nil when it has no such key.
    private static func type(of key: PreferenceKey, in schema: OpaquePointer) -> String? {
        guard g_settings_schema_has_key(schema, key.rawValue) != 0,
              let schemaKey = g_settings_schema_get_key(schema, key.rawValue) else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let text = g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey)) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Whether the schema's range or choices allow `value`, so that setting it
    /// cannot trigger GSettings' out-of-range warning.
    static func accepts(_ schema: OpaquePointer, _ key: PreferenceKey, _ value: PreferenceValue) -> Bool {
        guard let schemaKey = g_settings_schema_get_key(schema, key.rawValue) else { return false }
        defer { g_settings_schema_key_unref(schemaKey) }
        let variant = value.variant
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        return g_settings_schema_key_range_check(schemaKey, variant) != 0
    }
}
