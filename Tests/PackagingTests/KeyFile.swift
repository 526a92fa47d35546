import Foundation

/// A minimal reader for XDG key files (desktop entries and D-Bus service files):
/// `[Group]` headers and `Key=Value` lines, without localized keys or escapes.
struct KeyFile {
    private(set) var groups: [String: [String: String]] = [:]
    private(set) var groupOrder: [String] = []

    init(contentsOf url: URL) throws {
        try self.init(text: String(contentsOf: url, encoding: .utf8))
    }

    init(text: String) throws {
        var current: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                let name = String(line.dropFirst().dropLast())
                current = name
                groupOrder.append(name)
                groups[name, default: [:]] = [:]
                continue
            }
            guard let group = current, let equals = line.firstIndex(of: "=") else {
                throw PackagingTestError.missing("a group header or Key=Value in line “\(line)”")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            groups[group, default: [:]][key] = value
        }
    }

    subscript(group: String, key: String) -> String? {
        groups[group]?[key]
    }

    /// A `;`-separated list value, without the empty element after the final `;`.
    func list(group: String, key: String) -> [String] {
        (self[group, key] ?? "").split(separator: ";").map(String.init)
    }
}
