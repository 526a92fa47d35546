/// The issues `appstreamcli validate` reports, one per `X: component:line: tag detail` line.
struct AppStreamValidation {
    struct Issue: Equatable, CustomStringConvertible {
        /// E (error), W (warning), I (info) or P (pedantic).
        let severity: Character
        /// The issue tag and its detail, e.g. `unknown-tag developer`.
        let finding: String
        let line: String

        var description: String { line }
    }

    /// Tags the validator of Debian 12 (AppStream 0.16) reports on our metainfo that we accept:
    /// our reverse-DNS ID has capitals (pedantic), and 0.16 predates the AppStream 1.0
    /// `<developer id="…">` element that Flathub requires (info).
    static let acceptedFindings: Set<String> = [
        "cid-contains-uppercase-letter io.github.matchismo.Matchismo",
        "unknown-tag developer",
    ]

    let issues: [Issue]

    init(output: String) {
        issues = output.split(separator: "\n").compactMap { rawLine in
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard let severity = line.first, "EWIP".contains(severity), line.dropFirst().hasPrefix(": ") else {
                return nil
            }
            // "I: io.github.matchismo.Matchismo:62: unknown-tag developer"
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { return nil }
            return Issue(severity: severity, finding: fields[2...].joined(separator: " "), line: line)
        }
    }

    var errorsAndWarnings: [Issue] {
        issues.filter { $0.severity == "E" || $0.severity == "W" }
    }

    var unexpectedIssues: [Issue] {
        issues.filter { !Self.acceptedFindings.contains($0.finding) }
    }
}
