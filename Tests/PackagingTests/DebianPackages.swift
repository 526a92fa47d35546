import Foundation

/// The package lists in `dev`, read from its source.
struct DevPackageList: Sendable {
    /// Package names in order.
    let packages: [String]
    /// Names listed with no comment above them in their block.
    let uncommented: [String]

    /// Reads `NAME=( … )` from `dev`: one package a line, `#` comments, blank lines between blocks.
    static func read(_ name: String) throws -> DevPackageList {
        let text = try String(contentsOf: RepositoryLayout.url("dev"), encoding: .utf8)
        guard let start = text.range(of: "\n\(name)=(\n"),
              let end = text.range(of: "\n)", range: start.upperBound..<text.endIndex) else {
            throw PackagingTestError.missing("\(name)=( … ) in dev")
        }
        var packages: [String] = [], uncommented: [String] = [], commented = false
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { commented = false; continue }
            if trimmed.hasPrefix("#") { commented = true; continue }
            for word in trimmed.split(separator: " ") {
                if word.hasPrefix("#") { break }
                packages.append(String(word))
                if !commented { uncommented.append(String(word)) }
            }
        }
        return DevPackageList(packages: packages, uncommented: uncommented)
    }
}

/// What dpkg knows about the installed packages.
struct InstalledPackages: Sendable {
    struct Package: Sendable {
        let essential: Bool
        let priority: String
        let installed: Bool
        /// Unconditional Depends and Pre-Depends (no alternatives, no virtual packages).
        let hardDependencies: [String]
    }

    let packages: [String: Package]

    static func read() async throws -> InstalledPackages {
        let output = try await ToolOutput.capture(
            executable: "/usr/bin/dpkg-query",
            arguments: ["-W", "-f", "${Package}\t${Essential}\t${Priority}\t${db:Status-Abbrev}\t${Pre-Depends}, ${Depends}\n"],
            in: RepositoryLayout.root, environment: [:], timeout: 60)
        guard output.succeeded else { throw PackagingTestError.failed(output) }
        var packages: [String: Package] = [:]
        for line in output.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { continue }
            let dependencies = fields[4].split(separator: ",").compactMap { group -> String? in
                let group = group.trimmingCharacters(in: .whitespaces)
                guard !group.isEmpty, !group.contains("|") else { return nil }
                return String(group.split(separator: " ")[0].split(separator: ":")[0])
            }
            packages[fields[0]] = Package(
                essential: fields[1] == "yes", priority: fields[2], installed: fields[3].hasPrefix("ii"),
                hardDependencies: dependencies)
        }
        return InstalledPackages(packages: packages)
    }

    /// Whether every Debian system has the package: Essential, or of priority required.
    func isBase(_ name: String) -> Bool {
        guard let package = packages[name] else { return false }
        return package.essential || package.priority == "required"
    }

    /// The packages installing `roots` always brings, each with the root that brings it.
    func hardClosure(of roots: [String]) -> [String: String] {
        var reached: [String: String] = [:]
        var queue: [(String, String)] = roots.map { ($0, $0) }
        while let (name, root) = queue.popLast() {
            guard reached[name] == nil, let package = packages[name] else { continue }
            reached[name] = root
            queue += package.hardDependencies.map { ($0, root) }
        }
        return reached
    }

    /// Those of `names` that the archive (`apt-cache show`) gives priority
    /// required. dpkg's status keeps the priority of the .deb, which may differ.
    static func requiredInArchive(_ names: [String]) async throws -> Set<String> {
        guard !names.isEmpty else { return [] }
        let output = try await ToolOutput.capture(
            executable: "/usr/bin/apt-cache", arguments: ["show", "--no-all-versions"] + names,
            in: RepositoryLayout.root, environment: [:], timeout: 60)
        var required = Set<String>(), package = ""
        for line in output.standardOutput.split(separator: "\n") {
            if line.hasPrefix("Package: ") { package = String(line.dropFirst(9)) }
            if line == "Priority: required" { required.insert(package) }
        }
        return required
    }

    /// The packages that own `paths`, by path (`dpkg-query -S`; paths no package owns are absent).
    static func owners(of paths: [String]) async throws -> [String: String] {
        guard !paths.isEmpty else { return [:] }
        let output = try await ToolOutput.capture(
            executable: "/usr/bin/dpkg-query", arguments: ["-S"] + paths,
            in: RepositoryLayout.root, environment: [:], timeout: 60)
        var owners: [String: String] = [:]
        for line in output.standardOutput.split(separator: "\n") where !line.hasPrefix("diversion by") {
            guard let separator = line.range(of: ": /") else { continue }
            let package = line[..<separator.lowerBound].split(separator: ",")[0].split(separator: ":")[0]
            owners[String(line[line.index(after: separator.lowerBound)...]).trimmingCharacters(in: .whitespaces)] =
                String(package).trimmingCharacters(in: .whitespaces)
        }
        return owners
    }
}

/// Where a program is found, and the path dpkg knows it by.
struct ProgramLocation: Sendable {
    /// The executables of that name on `PATH` and in the system folders, in order.
    let candidates: [String]

    init(_ program: String) {
        if program.hasPrefix("/") {
            candidates = FileManager.default.isExecutableFile(atPath: program) ? [program] : []
            return
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init)
            + ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"]
        var seen = Set<String>(), found: [String] = []
        for folder in folders where seen.insert(folder).inserted {
            let candidate = folder + "/" + program
            if FileManager.default.isExecutableFile(atPath: candidate) { found.append(candidate) }
        }
        candidates = found
    }

    /// The names dpkg may have a candidate under: the path, each link it goes
    /// through (alternatives), its real path, and each of those with and
    /// without `/usr` (merged /usr).
    static func dpkgNames(of candidate: String) -> [String] {
        var chain = [candidate], current = candidate
        for _ in 0..<8 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current = target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
            chain.append(URL(fileURLWithPath: current).standardizedFileURL.path)
        }
        chain.append(URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path)
        var names: [String] = []
        for path in chain {
            for name in [path, mergedUsrTwin(path)].compactMap({ $0 }) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    private static func mergedUsrTwin(_ path: String) -> String? {
        for top in ["/bin/", "/sbin/", "/lib/", "/lib64/"] {
            if path.hasPrefix("/usr" + top) { return String(path.dropFirst(4)) }
            if path.hasPrefix(top) { return "/usr" + path }
        }
        return nil
    }
}
