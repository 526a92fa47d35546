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

    /// The one finding accepted, from AppStream before 1.0 only (Debian 12's
    /// 0.16): it predates the `<developer id="…">` element that AppStream 1.0
    /// and Flathub ask for, and reports it as an unknown tag. AppStream 1.0
    /// reports nothing.
    static func acceptedFindings(appStreamVersion version: String) -> Set<String> {
        version.hasPrefix("0.") ? ["unknown-tag developer"] : []
    }

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

    func unexpectedIssues(appStreamVersion version: String) -> [Issue] {
        let accepted = Self.acceptedFindings(appStreamVersion: version)
        return issues.filter { !accepted.contains($0.finding) }
    }

    /// The version `appstreamcli --version` prints ("AppStream version: 1.0.5").
    static func version(from output: String) -> String? {
        output.firstMatch(of: /version:\s*([0-9][0-9.]*)/).map { String($0.1) }
    }
}
