import Foundation

/// A program the tests or scripts run, and where the code says so.
struct ProgramUse: Hashable, Sendable, CustomStringConvertible {
    /// A name looked up on `PATH`, or an absolute path.
    let program: String
    /// `path:line` in the repository, or the `HostTool` case.
    let site: String

    var description: String { "\(program) (\(site))" }
}

/// A Python module the test scripts import.
struct ModuleUse: Hashable, Sendable {
    let module: String
    let site: String
}

/// Every program the project's tests and scripts call, found in their code so
/// that the list cannot drift from it:
/// - each `HostTool` case;
/// - in the Swift test sources, the string literal a process is started with
///   (`run("xdotool", …)`, `start("Xvfb", …)`, `ChildProcess.run("gdbus", …)`,
///   `.init("xsettingsd", …)` helpers, `posix_spawn(&pid, "/bin/sh", …)`,
///   `executableURL = URL(fileURLWithPath: …)` and the program after
///   `/usr/bin/env`), and the commands of scripts they hand to `sh -c`;
/// - the commands of every shell script in the repository (`dev`, `*.sh`,
///   anything with a sh or bash `#!` line) and every script's interpreter;
/// - meson's `find_program()` calls and the programs `gnome.post_install()`,
///   `gnome.compile_schemas()` and `gnome.yelp()` run;
/// - the interpreters of the Python test scripts, the programs' paths they name,
///   and the modules they import;
/// - in the Swift sources too, every string literal that is a program's path
///   (in a `bin`, `sbin` or `libexec` folder).
///
/// The project's own programs (Package.swift's executables) are not host tools.
enum ProgramUses {
    /// The script `./dev fresh` runs on the developer's machine; its programs
    /// may also come from FRESH_PACKAGES.
    static let freshScript = "Checks/fresh.sh"

    /// This check's own sources: they quote the patterns above, they do not run programs.
    static let checkerSources: Set<String> = [
        "Tests/PackagingTests/ProgramUses.swift", "Tests/PackagingTests/ShellCommands.swift",
        "Tests/PackagingTests/ToolPackageTests.swift", "Tests/PackagingTests/ShellCommandsTests.swift",
    ]

    static func hostTools() -> [ProgramUse] {
        HostTool.allCases.map { ProgramUse(program: $0.name, site: "HostTool.\($0)") }
    }

    /// Programs started by the Swift test code.
    static func swiftSources() throws -> [ProgramUse] {
        var uses: [ProgramUse] = []
        for file in try files(under: "Tests", suffix: ".swift") where !checkerSources.contains(file) {
            let text = try String(contentsOf: RepositoryLayout.url(file), encoding: .utf8)
            // run(, start(, ChildProcess(, ChildProcess.run(, posix_spawn(&pid, , .init( (session
            // helpers) or executable: followed by a string literal.
            for match in text.matches(of: #/(?:[^A-Za-z0-9_](?:run|start|ChildProcess|posix_spawnp?)|\.init)\(\s*(?:&\w+\s*,\s*)?"([^"\\\s]+)"|executable:\s*"([^"\\\s]+)"/#) {
                guard let program = match.output.1 ?? match.output.2 else { continue }
                uses.append(ProgramUse(program: String(program), site: site(file, text, match.range)))
            }
            for match in text.matches(of: #/executableURL\s*=\s*URL\(fileURLWithPath:\s*"([^"]+)"\)/#) {
                let program = String(match.output.1)
                uses.append(ProgramUse(program: program, site: site(file, text, match.range)))
                if program.hasSuffix("/env"),
                   let arguments = text[match.range.upperBound...].firstMatch(of: #/arguments\s*=\s*\[\s*"([^"]+)"/#) {
                    uses.append(ProgramUse(program: String(arguments.output.1), site: site(file, text, arguments.range)))
                }
            }
            uses += absoluteProgramPaths(in: text, file: file)
            // `["/bin/sh", "-c", script]` with `let script = """…"""`: the commands of that script.
            for match in text.matches(of: #/"(?:/bin/)?(?:ba)?sh",\s*"-c",\s*(\w+)/#) {
                let name = String(match.output.1)
                guard let body = text.firstMatch(of: try Regex("let \(name) = \"\"\"\n([\\s\\S]*?)\"\"\"")) else {
                    throw PackagingTestError.missing("the multi-line literal `\(name)` passed to sh -c in \(file)")
                }
                let firstLine = lineNumber(text, body.range.lowerBound) + 1
                let script = String(body.output[1].substring ?? "")
                for command in ShellCommands.commands(in: script) {
                    uses.append(ProgramUse(program: command.name, site: "\(file):\(firstLine + command.line - 1)"))
                }
            }
        }
        return uses.filter { !isOwnProgram($0.program) }
    }

    /// The shell scripts of the repository, relative to its root.
    static func shellScripts() throws -> [String] {
        try files(under: ".", suffix: "").filter { file in
            if file.hasSuffix(".sh") { return true }
            guard let handle = FileHandle(forReadingAtPath: RepositoryLayout.url(file).path) else { return false }
            defer { try? handle.close() }
            let start = String(decoding: handle.readData(ofLength: 128), as: UTF8.self)
            return start.hasPrefix("#!") && start.prefix { $0 != "\n" }.contains(#/\b(ba)?sh\b/#)
        }
    }

    /// Programs the shell scripts run, by script. A script's uses include
    /// those of the libraries it sources (`. "$ROOT/Checks/debian-root.sh"`),
    /// each with the other's functions; a library is not a script of its own.
    static func scriptCommands() throws -> [String: [ProgramUse]] {
        let scripts = try shellScripts()
        var texts: [String: String] = [:]
        for file in scripts { texts[file] = try String(contentsOf: RepositoryLayout.url(file), encoding: .utf8) }
        let sourcedBy = texts.mapValues(sourcedLibraries)
        let libraries = Set(sourcedBy.values.joined())
        var uses: [String: [ProgramUse]] = [:]
        for file in scripts where !libraries.contains(file) {
            let text = texts[file] ?? ""
            let sourced = sourcedBy[file, default: []]
            var found = interpreter(of: text).map { [ProgramUse(program: $0, site: "\(file):1")] } ?? []
            found += ShellCommands.commands(in: text, sourced: sourced.compactMap { texts[$0] })
                .map { ProgramUse(program: $0.name, site: "\(file):\($0.line)") }
            for library in sourced {
                found += ShellCommands.commands(in: texts[library] ?? "", sourced: [text])
                    .map { ProgramUse(program: $0.name, site: "\(library):\($0.line)") }
            }
            uses[file] = found.filter { !isOwnProgram($0.program) }
        }
        return uses
    }

    /// The repository's scripts that `text` sources, as `. "$ROOT/PATH"`.
    static func sourcedLibraries(_ text: String) -> [String] {
        text.matches(of: #/(?m)^\s*(?:\.|source)\s+"\$ROOT/([^"]+)"/#).map { String($0.output.1) }
    }

    /// Programs meson runs for the build, its tests and the install.
    static func mesonPrograms() throws -> [ProgramUse] {
        var uses: [ProgramUse] = []
        for file in try files(under: ".", suffix: "meson.build") {
            let text = try String(contentsOf: RepositoryLayout.url(file), encoding: .utf8)
            for match in text.matches(of: #/find_program\(\s*'([^']+)'/#) {
                uses.append(ProgramUse(program: String(match.output.1), site: site(file, text, match.range)))
            }
            // What meson's gnome module runs (mesonbuild/modules/gnome.py).
            if let call = text.firstMatch(of: #/gnome\.post_install\(([^)]*)\)/#) {
                let options = [
                    "glib_compile_schemas": "glib-compile-schemas", "gtk_update_icon_cache": "gtk4-update-icon-cache",
                    "update_desktop_database": "update-desktop-database", "gio_querymodules": "gio-querymodules",
                ]
                for (option, program) in options where call.output.1.contains(try Regex("\\b\(option)\\s*:\\s*true")) {
                    uses.append(ProgramUse(program: program, site: site(file, text, call.range)))
                }
            }
            for match in text.matches(of: #/gnome\.compile_schemas\(/#) {
                uses.append(ProgramUse(program: "glib-compile-schemas", site: site(file, text, match.range)))
            }
            for match in text.matches(of: #/gnome\.yelp\(/#) {
                for program in ["itstool", "msgmerge", "msgfmt"] {
                    uses.append(ProgramUse(program: program, site: site(file, text, match.range)))
                }
            }
        }
        return uses
    }

    /// The modules the Python scripts import (local modules left out), and the
    /// programs they run: their interpreters and the programs' paths they name.
    static func pythonScripts() throws -> (modules: [ModuleUse], interpreters: [ProgramUse], programs: [ProgramUse]) {
        let scripts = try files(under: "Tests", suffix: ".py")
        let local = Set(scripts.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        var modules: [ModuleUse] = [], interpreters: [ProgramUse] = [], programs: [ProgramUse] = []
        for file in scripts {
            let text = try String(contentsOf: RepositoryLayout.url(file), encoding: .utf8)
            if let program = interpreter(of: text) { interpreters.append(ProgramUse(program: program, site: "\(file):1")) }
            programs += absoluteProgramPaths(in: text, file: file)
            for match in text.matches(of: #/(?m)^\s*(?:import|from)\s+([A-Za-z_][A-Za-z0-9_]*)/#) {
                let module = String(match.output.1)
                if !local.contains(module) { modules.append(ModuleUse(module: module, site: site(file, text, match.range))) }
            }
        }
        return (modules, interpreters, programs)
    }

    // MARK: - Helpers


    /// String literals that are programs' paths (`"/usr/bin/orca"`, `"/usr/libexec/…"`):
    /// a test or script that names one runs it.
    private static func absoluteProgramPaths(in text: String, file: String) -> [ProgramUse] {
        text.matches(of: #/["']((?:/usr)?(?:/local)?/(?:s?bin|libexec)/[A-Za-z0-9._+-]+)["']/#).map {
            ProgramUse(program: String($0.output.1), site: site(file, text, $0.range))
        }
    }

    /// The program of a `#!` line (`/usr/bin/env bash` gives both).
    private static func interpreter(of text: String) -> String? {
        guard let line = text.split(separator: "\n", maxSplits: 1).first, line.hasPrefix("#!") else { return nil }
        let words = line.dropFirst(2).split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        if first.hasSuffix("/env"), words.count > 1 { return words[1] }
        return first
    }

    /// The executables Package.swift builds: the project's own, not host tools.
    static let ownPrograms: Set<String> = {
        let manifest = (try? String(contentsOf: RepositoryLayout.url("Package.swift"), encoding: .utf8)) ?? ""
        return Set(manifest.matches(of: #/\.executable(?:Target)?\(\s*name:\s*"([^"]+)"/#).map { String($0.output.1) })
    }()

    private static func isOwnProgram(_ program: String) -> Bool {
        ownPrograms.contains(String(program.split(separator: "/").last ?? ""))
    }

    private static func site(_ file: String, _ text: String, _ range: Range<String.Index>) -> String {
        "\(file):\(lineNumber(text, range.lowerBound))"
    }

    private static func lineNumber(_ text: String, _ index: String.Index) -> Int {
        text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// Files below `folder` whose names end with `suffix`, relative to the
    /// repository root; build, output and hidden folders (but `.ci`) left out.
    static func files(under folder: String, suffix: String) throws -> [String] {
        let skipped: Set<String> = ["build", "builddir", "_build", "build-dir", "test-output", "References", "Corpus"]
        let base = RepositoryLayout.root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: RepositoryLayout.url(folder).path) else {
            throw PackagingTestError.missing(folder)
        }
        var found: [String] = []
        while let entry = walker.nextObject() as? String {
            let name = URL(fileURLWithPath: entry).lastPathComponent
            let path = URL(fileURLWithPath: RepositoryLayout.url(folder).path).appendingPathComponent(entry)
                .standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if skipped.contains(name) || (name.hasPrefix(".") && name != ".ci") { walker.skipDescendants() }
                continue
            }
            if name.hasSuffix(suffix) { found.append(String(path.dropFirst(base.count + 1))) }
        }
        return found.sorted()
    }
}
