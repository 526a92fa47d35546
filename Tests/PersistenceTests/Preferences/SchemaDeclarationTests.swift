import CGLib
import Testing
@testable import Persistence

/// The schema file agrees with the declarations (`PreferenceKey.declaration`)
/// key by key: the same keys, and for each the same type, default, range or
/// choices and summary, as GLib reads them from the schema compiled with
/// `--strict`. A key added on one side only, or a default changed on one
/// side only, fails here.
@Suite("Schema and declarations")
struct SchemaDeclarationTests {
    /// What the compiled schema says of one key, in the declarations' terms.
    struct SchemaKey: Equatable, CustomStringConvertible {
        var type: String
        var defaultValue: PreferenceValue
        /// "type", "range 2...3" or "enum a b c", as `g_settings_schema_key_get_range` tells.
        var range: String
        var summary: String

        var description: String { "\(type) \(defaultValue) \(range) “\(summary)”" }
    }

    /// The schema's keys, by name.
    static func schemaKeys() throws -> [String: SchemaKey] {
        let directory = try #require(SchemaFixture.strict)
        let source = try #require(g_settings_schema_source_new_from_directory(directory, nil, 1, nil))
        defer { g_settings_schema_source_unref(source) }
        let schema = try #require(g_settings_schema_source_lookup(source, "io.github.matchismo.Matchismo", 0))
        defer { g_settings_schema_unref(schema) }
        let names = try #require(g_settings_schema_list_keys(schema))
        defer { g_strfreev(names) }
        var keys: [String: SchemaKey] = [:]
        var index = 0
        while let name = names[index] {
            index += 1
            let key = try #require(g_settings_schema_get_key(schema, name))
            defer { g_settings_schema_key_unref(key) }
            let type = try #require(g_variant_type_dup_string(g_settings_schema_key_get_value_type(key)))
            defer { g_free(type) }
            let typeString = String(cString: type)
            let template: PreferenceValue = switch typeString {
            case "b": .bool(false)
            case "i": .int(0)
            case "s": .string("")
            default: .strings([])
            }
            let value = try #require(g_settings_schema_key_get_default_value(key))
            defer { g_variant_unref(value) }
            keys[String(cString: name)] = SchemaKey(
                type: typeString, defaultValue: PreferenceValue(value, like: template), range: try range(of: key),
                summary: g_settings_schema_key_get_summary(key).map { String(cString: $0) } ?? "")
        }
        return keys
    }

    /// The range of `key` as "type", "range 2...3" or "enum a b c".
    static func range(of key: OpaquePointer) throws -> String {
        let range = try #require(g_settings_schema_key_get_range(key))
        defer { g_variant_unref(range) }
        let kind = g_variant_get_child_value(range, 0), boxed = g_variant_get_child_value(range, 1)
        defer { g_variant_unref(kind); g_variant_unref(boxed) }
        let values = try #require(g_variant_get_variant(boxed))
        defer { g_variant_unref(values) }
        let children = (0..<g_variant_n_children(values)).map { index in
            let child = g_variant_get_child_value(values, index)
            defer { g_variant_unref(child) }
            return child
        }
        switch String(cString: g_variant_get_string(kind, nil)) {
        case "range": return "range \(g_variant_get_int32(children[0]))...\(g_variant_get_int32(children[1]))"
        case "enum": return (["enum"] + children.map { String(cString: g_variant_get_string($0, nil)) }).joined(separator: " ")
        case let other: return other
        }
    }

    /// What the schema should say of `key`, from its declaration.
    static func declared(_ key: PreferenceKey) -> SchemaKey {
        let declaration = key.declaration
        let range = switch declaration.type {
        case .number(_, let range, inSchema: true): "range \(range.lowerBound)...\(range.upperBound)"
        case .choice(_, let choices): (["enum"] + choices).joined(separator: " ")
        case .flag, .number, .names: "type"
        }
        let value = declaration.type.defaultValue
        return SchemaKey(type: value.variantType, defaultValue: value, range: range, summary: declaration.summary)
    }

    @Test("The schema has exactly the declared keys")
    func sameKeys() throws {
        let inSchema = Set(try Self.schemaKeys().keys)
        let declared = Set(PreferenceKey.allCases.map(\.rawValue))
        #expect(inSchema.subtracting(declared).isEmpty, "in the schema, not declared: \(inSchema.subtracting(declared).sorted())")
        #expect(declared.subtracting(inSchema).isEmpty, "declared, not in the schema: \(declared.subtracting(inSchema).sorted())")
    }

    @Test("Each key's type, default, range or choices and summary are as declared", arguments: PreferenceKey.allCases)
    func sameKey(_ key: PreferenceKey) throws {
        let schema = try #require(try Self.schemaKeys()[key.rawValue], "\(key.rawValue) is not in the schema")
        #expect(schema == Self.declared(key), "\(key.rawValue)")
    }

    @Test("The Preferences window's switches are flags, and every row has words")
    func rows() {
        #expect(PreferenceKey.switches == [.animations, .autoDeal, .showSetCount, .showCardKeys])
        for key in PreferenceKey.allCases {
            guard let row = key.declaration.row else { continue }
            #expect(!row.title.isEmpty && !row.subtitle.isEmpty, "\(key.rawValue)")
        }
    }
}
