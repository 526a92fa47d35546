/// Where `Preferences` looks for the settings schema.
public enum SchemaLookup: Sendable {
    /// GLib's default schema source: installed schemas and `GSETTINGS_SCHEMA_DIR`.
    case installed
    /// Only the compiled schemas (`gschemas.compiled`) in this directory; for tests.
    case directory(String)
    /// No schema: settings live in memory for this run.
    case none
}
