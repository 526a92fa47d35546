import Foundation
import Testing

/// Every program the tests and scripts call comes from a package `./dev`
/// installs, so the README's commands work on a fresh machine.
///
/// The rule: a program found on `PATH` (or at its absolute path) is fine when
/// it is part of the Swift toolchain (below the folder `swift` is in), or when
/// `dpkg -S` says it belongs to a package that is
/// - listed in `DEBIAN_PACKAGES` in `dev`, or
/// - part of every Debian system (Essential, or of priority required, in dpkg's
///   status or in the archive: apt's own .deb says important, the archive required), or
/// - always installed with a listed package (a Depends or Pre-Depends chain
///   from one, without alternatives: `import` is imagemagick-6.q16's, which
///   imagemagick depends on).
/// `./dev test` has installed the list before this runs, so a program that is
/// not found at all is missing from it too. The programs are found in the code
/// (`ProgramUses`), never copied here.
@Suite("Every program the tests and scripts call comes from a listed package")
struct ToolPackageTests {
    @Test("The programs of the tests, the harness, the scripts and meson are in DEBIAN_PACKAGES")
    func programsComeFromTheList() async throws {
        var uses = ProgramUses.hostTools() + (try ProgramUses.swiftSources()) + (try ProgramUses.mesonPrograms())
        let python = try ProgramUses.pythonScripts()
        uses += python.interpreters + python.programs
        for (script, found) in try ProgramUses.scriptCommands() where script != ProgramUses.freshScript {
            uses += found
        }
        let rule = try await PackageRule(lists: ["DEBIAN_PACKAGES"])
        let problems = try await rule.problems(with: uses, missingAllowed: false)
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
    }

    @Test("The programs ./dev fresh runs on the host are in DEBIAN_PACKAGES or FRESH_PACKAGES")
    func freshProgramsComeFromTheLists() async throws {
        let uses = try #require(try ProgramUses.scriptCommands()[ProgramUses.freshScript], "no \(ProgramUses.freshScript)")
        let rule = try await PackageRule(lists: ["DEBIAN_PACKAGES", "FRESH_PACKAGES"])
        // Only `./dev fresh` installs FRESH_PACKAGES; until it has, a program
        // that is not found may be one of theirs.
        let freshInstalled = try DevPackageList.read("FRESH_PACKAGES").packages.allSatisfy {
            rule.installed.packages[$0]?.installed == true
        }
        let problems = try await rule.problems(with: uses, missingAllowed: !freshInstalled)
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
    }

    @Test("Each HostTool names the package dpkg says provides it")
    func hostToolsNameTheirPackages() async throws {
        var wrong: [String] = []
        for tool in HostTool.allCases {
            let names = ProgramLocation(tool.name).candidates.flatMap(ProgramLocation.dpkgNames)
            let owners = try await InstalledPackages.owners(of: names)
            let packages = Set(names.compactMap { owners[$0] })
            if !packages.isEmpty, packages.isDisjoint(with: tool.debianPackages) {
                wrong.append("HostTool.\(tool) says \(tool.debianPackage), but \(tool.name) is in \(packages.sorted().joined(separator: ", "))")
            }
        }
        #expect(wrong.isEmpty, "\n\(wrong.joined(separator: "\n"))")
    }

    @Test("The modules the Python test scripts import come from listed packages")
    func pythonModulesComeFromTheList() async throws {
        let (uses, interpreters, _) = try ProgramUses.pythonScripts()
        try #require(!uses.isEmpty)
        let rule = try await PackageRule(lists: ["DEBIAN_PACKAGES"])
        for python in Set(interpreters.map(\.program)) {
            // For each module: "stdlib", the file it loads from, or "missing".
            let modules = Set(uses.map(\.module)).sorted()
            let script = """
                import importlib.util, sys
                for name in sys.argv[1:]:
                    if name in sys.stdlib_module_names:
                        print(name, "stdlib")
                        continue
                    spec = importlib.util.find_spec(name)
                    print(name, spec.origin if spec and spec.origin else "missing")
                """
            let output = try await ToolOutput.capture(
                executable: python, arguments: ["-c", script] + modules, in: RepositoryLayout.root,
                environment: [:], timeout: 60)
            try #require(output.succeeded, "\(output)")
            var problems: [String] = []
            for line in output.standardOutput.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, parts[1] != "stdlib" else { continue }
                let sites = uses.filter { $0.module == parts[0] }.map(\.site).joined(separator: ", ")
                guard parts[1] != "missing" else {
                    problems.append("\(python) cannot import \(parts[0]) (\(sites)): add the package that provides it to DEBIAN_PACKAGES")
                    continue
                }
                let owners = try await InstalledPackages.owners(of: ProgramLocation.dpkgNames(of: parts[1]))
                let owner = ProgramLocation.dpkgNames(of: parts[1]).compactMap { owners[$0] }.first
                let archive = try await rule.requiredInArchive(owner.map { [$0] } ?? [])
                if let problem = rule.problem(
                    program: "module \(parts[0])", sites: sites, path: parts[1], package: owner, requiredInArchive: archive) {
                    problems.append(problem)
                }
            }
            #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test("Every listed package says who needs it, is installed, and is in one list only")
    func listsAreCommentedAndInstalled() async throws {
        let main = try DevPackageList.read("DEBIAN_PACKAGES")
        let fresh = try DevPackageList.read("FRESH_PACKAGES")
        #expect(main.uncommented.isEmpty, "no comment says who needs \(main.uncommented)")
        #expect(fresh.uncommented.isEmpty, "no comment says who needs \(fresh.uncommented)")
        #expect(Set(main.packages).isDisjoint(with: fresh.packages), "in both lists: \(Set(main.packages).intersection(fresh.packages))")
        #expect(Set(main.packages).count == main.packages.count, "listed twice in DEBIAN_PACKAGES")
        let installed = try await InstalledPackages.read()
        let missing = main.packages.filter { installed.packages[$0]?.installed != true }
        #expect(missing.isEmpty, "DEBIAN_PACKAGES not installed (run ./dev test): \(missing)")
    }

    @Test("The scan finds programs in every kind of place")
    func scanFindsPrograms() throws {
        #expect(!(try ProgramUses.swiftSources()).isEmpty)
        #expect(!(try ProgramUses.mesonPrograms()).isEmpty)
        let scripts = try ProgramUses.scriptCommands()
        #expect(scripts["dev"]?.isEmpty == false, "\(scripts.keys.sorted())")
        #expect(scripts[ProgramUses.freshScript]?.isEmpty == false, "\(scripts.keys.sorted())")
    }
}

/// Decides whether a program's package is acceptable (see `ToolPackageTests`).
struct PackageRule {
    let lists: [String]
    let listed: [String]
    let installed: InstalledPackages
    /// Packages always installed with a listed one, and that listed one.
    let closure: [String: String]
    /// The Swift toolchain's folder (`/opt/swift` for `/opt/swift/usr/bin/swift`), if it has its own.
    let toolchain: String?

    init(lists: [String]) async throws {
        self.lists = lists
        listed = try lists.flatMap { try DevPackageList.read($0).packages }
        installed = try await InstalledPackages.read()
        closure = installed.hardClosure(of: listed)
        let swift = ProgramLocation("swift").candidates.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        if let swift, let range = swift.range(of: "/usr/bin/", options: .backwards), range.lowerBound != swift.startIndex {
            toolchain = String(swift[..<range.lowerBound])
        } else {
            toolchain = nil
        }
    }

    private var listNames: String { lists.joined(separator: " or ") }

    /// Why `package` (owning `path`, which `program` resolved to) is not acceptable; nil when it is.
    func problem(
        program: String, sites: String, path: String, package: String?, requiredInArchive: Set<String>
    ) -> String? {
        if let toolchain, URL(fileURLWithPath: path).resolvingSymlinksInPath().path.hasPrefix(toolchain + "/") { return nil }
        guard let package else {
            return "\(program) (\(sites)) is \(path), which no Debian package installed: a fresh machine would not have it. "
                + "Add the Debian package that provides it to \(listNames) in dev."
        }
        if isAccepted(package) || requiredInArchive.contains(package) { return nil }
        return "\(program) (\(sites)) is \(path) from the package \(package), which is not in \(listNames) in dev "
            + "(nor of priority required, nor always installed with a listed package): add \(package) to \(listNames) "
            + "with a comment saying what needs it."
    }

    private func isAccepted(_ package: String) -> Bool {
        listed.contains(package) || installed.isBase(package) || closure[package] != nil
    }

    /// Those of `packages` not accepted otherwise that the archive gives priority required.
    func requiredInArchive(_ packages: [String]) async throws -> Set<String> {
        let unsure = Array(Set(packages.filter { !isAccepted($0) })).sorted()
        return try await InstalledPackages.requiredInArchive(unsure)
    }

    /// The problems of every program in `uses`, one message per program.
    func problems(with uses: [ProgramUse], missingAllowed: Bool) async throws -> [String] {
        let sites = Dictionary(grouping: uses, by: \.program).mapValues { uses in
            let all = Array(Set(uses.map(\.site))).sorted()
            return all.prefix(3).joined(separator: ", ") + (all.count > 3 ? " and \(all.count - 3) more" : "")
        }
        let locations = sites.keys.map { ($0, ProgramLocation($0)) }
        let names = locations.flatMap { $0.1.candidates.flatMap(ProgramLocation.dpkgNames) }
        let owners = try await InstalledPackages.owners(of: Array(Set(names)))
        let archive = try await requiredInArchive(Array(owners.values))
        var problems: [String] = []
        for (program, location) in locations.sorted(by: { $0.0 < $1.0 }) {
            let where_ = sites[program] ?? ""
            guard !location.candidates.isEmpty else {
                if !missingAllowed {
                    let package = HostTool(rawValue: program).map { "`\($0.debianPackage)`" } ?? "the Debian package that provides it"
                    problems.append("\(program) (\(where_)) is not installed, though ./dev test installs \(listNames): "
                        + "add \(package) to \(listNames) in dev.")
                }
                continue
            }
            // Fine if any copy of the program is acceptable: the first on PATH may be the developer's own.
            var found: [String] = []
            for candidate in location.candidates {
                let package = ProgramLocation.dpkgNames(of: candidate).compactMap { owners[$0] }.first
                guard let problem = problem(
                    program: program, sites: where_, path: candidate, package: package, requiredInArchive: archive) else {
                    found = []
                    break
                }
                found.append(problem)
            }
            if let last = found.last { problems.append(found.first { !$0.contains("no Debian package") } ?? last) }
        }
        return problems
    }
}
