// swift-tools-version:6.0
import Foundation
import PackageDescription

// Newer libadwaita and GTK API is chosen at build time from the versions
// pkg-config reports: Debian 12 (libadwaita 1.2, GTK 4.8) is the
// floor, and each version a newer path needs becomes a compilation condition,
// such as ADWAITA_1_5 where libadwaita is 1.5 or later. Every condition names
// the release that brought the API; `#else` keeps the older path.
let adwaitaReleases = [(1, 3), (1, 5)]

/// `pkg-config --modversion name` as numbers ([1, 7, 6]); empty where pkg-config cannot tell.
func moduleVersion(_ name: String) -> [Int] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--modversion", name]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        .split(separator: ".").compactMap { Int($0) }
}

let adwaita = moduleVersion("libadwaita-1")
let adwaitaConditions: [SwiftSetting] = adwaitaReleases
    .filter { adwaita.lexicographicallyPrecedes([$0.0, $0.1]) == false }
    .map { .define("ADWAITA_\($0.0)_\($0.1)") }

// Release builds put every function in a section of its own, and lld lays
// out first the functions start-up runs, listed in the order they first run
// by Benchmarks/startup-functions.sh. The kernel maps a binary's code 64 KB at
// a time around each page touched: scattered, the few hundred kilobytes
// start-up runs kept most of the 6 MB of code resident; together, about
// 2 MB less. A listed name the binary lacks is skipped.
let startupFunctions = Context.packageDirectory + "/Sources/matchismo/startup-functions.txt"
let functionSections: [SwiftSetting] = [.unsafeFlags(["-function-sections"], .when(configuration: .release))]

let package = Package(
    name: "Matchismo",
    products: [
        .executable(name: "matchismo", targets: ["matchismo"]),
        .executable(name: "matchismo-bench", targets: ["matchismo-bench"]),
    ],
    targets: [
        // Each C shim's header includes the one before it first (CGLib <- CCairo <- CGtk <- CAdw),
        // so all modules share one GLib, cairo and Pango; a target that imports a shim
        // therefore also depends on the shims before it.
        .systemLibrary(name: "CGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libadwaita's C API, after CGtk's header (CGtk <- CAdw).
        .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        // cairo's Xlib surfaces, after CGtk's header (CGtk <- CX11Cairo), for GtkKit's X11-only code.
        .systemLibrary(name: "CX11Cairo", pkgConfig: "cairo-xlib", providers: [.apt(["libcairo2-dev", "libx11-dev"])]),
        // json-glib's parser, after CGLib's header (CGLib <- CJSONGLib), for GLibKit's JSON coder.
        .systemLibrary(name: "CJSONGLib", pkgConfig: "json-glib-1.0", providers: [.apt(["libjson-glib-dev"])]),
        // GLib's main loop, the closure ownership rule shared by GtkKit and
        // Persistence, and the JSON coder and timestamps saved files use (no Foundation).
        .target(name: "GLibKit", dependencies: ["CGLib", "CJSONGLib"]),
        // Owning Swift types for Cairo contexts and image surfaces.
        .target(name: "CairoKit", dependencies: ["CGLib", "CCairo"]),
        .target(name: "GameModel"),
        .target(name: "CardArt", dependencies: ["GameModel", "CGLib", "CCairo", "CairoKit", "GLibKit"]),
        // The table's logic that needs no widget: layout, focus, motion, input
        // mapping, the game adapters and the words for events. Links no GTK.
        .target(name: "TableCore", dependencies: ["GameModel", "CardArt", "GLibKit"]),
        .target(name: "GtkKit", dependencies: ["CGLib", "GLibKit", "CCairo", "CairoKit", "CGtk", "CX11Cairo"]),
        // Thin Swift wrappers over libadwaita, with GtkKit's ownership rules.
        .target(
            name: "AdwKit", dependencies: ["CGLib", "GLibKit", "CCairo", "CairoKit", "CGtk", "GtkKit", "CAdw"],
            swiftSettings: adwaitaConditions),
        .target(name: "Persistence", dependencies: ["GameModel", "CGLib", "GLibKit"]),
        .target(
            name: "MatchismoApp",
            dependencies: ["GameModel", "CardArt", "TableCore", "GLibKit", "CairoKit", "GtkKit", "AdwKit", "Persistence"]),
        // Linked by lld with packed relative relocations (DT_RELR, glibc 2.36): the
        // position-independent binary's 41,000 relocations take 8 KB instead of
        // 1 MB, read at every start (resident memory). Release builds
        // export none of the modules' 6,300 public symbols to the libraries
        // (`--no-export-dynamic`: nothing looks them up), so the symbol tables
        // every library's lookups passed through, 0.5 MB, stay on disk.
        .executableTarget(
            name: "matchismo", dependencies: ["MatchismoApp", "GLibKit"], exclude: ["startup-functions.txt"],
            linkerSettings: [
                .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]),
                .unsafeFlags(["-Xlinker", "--symbol-ordering-file=\(startupFunctions)", "-Xlinker", "--no-warn-symbol-ordering",
                               "-Xlinker", "--no-export-dynamic"],
                             .when(configuration: .release)),
            ]),
        // Ten years of seeded records, for tests and benchmarks only.
        .target(name: "YearsOfRecords", dependencies: ["Persistence", "GameModel", "GLibKit"]),
        .executableTarget(
            name: "matchismo-bench",
            dependencies: ["GameModel", "CardArt", "TableCore", "CGLib", "CCairo", "CairoKit", "Persistence", "YearsOfRecords"]),
        .executableTarget(name: "matchismo-save-probe", dependencies: ["Persistence", "GameModel", "YearsOfRecords"]),
        .testTarget(
            name: "PersistenceTests", dependencies: ["Persistence", "GameModel", "CGLib", "GLibKit", "YearsOfRecords"],
            exclude: ["Fixtures"]),
        .testTarget(name: "GLibKitTests", dependencies: ["GLibKit"]),
        .testTarget(name: "GameModelTests", dependencies: ["GameModel"]),
        .testTarget(name: "TableCoreTests", dependencies: ["TableCore", "GameModel", "CardArt"]),
        .testTarget(name: "CardArtTests", dependencies: ["CardArt", "GameModel", "TableCore", "CGLib", "CCairo"], exclude: ["References"]),
        // A private X server and a GTK event pump for the in-process GTK tests.
        .target(name: "GtkTestSupport", dependencies: ["GtkKit", "GLibKit", "CGLib", "CCairo", "CGtk"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "GLibKit", "CGLib", "CCairo", "CGtk", "GtkTestSupport"]),
        .testTarget(
            name: "MatchismoAppTests",
            dependencies: ["MatchismoApp", "GameModel", "TableCore", "GLibKit", "GtkKit", "AdwKit", "Persistence", "CGLib", "CCairo", "CGtk",
                           "CAdw", "GtkTestSupport"],
            swiftSettings: adwaitaConditions),
        .testTarget(name: "PackagingTests", dependencies: []),
        .testTarget(name: "EndToEndTests", dependencies: ["GameModel", "TableCore"], resources: [.copy("Scripts")]),
    ],
    swiftLanguageModes: [.v6]
)

// The Debian 13 leg holds the game's own code to warnings as errors
// (MATCHISMO_WARNINGS_AS_ERRORS=1) in the same build as the tests, whose
// Swift Testing macros warn: one build instead of two with different flags.
let warningsAsErrors: [SwiftSetting] =
    Context.environment["MATCHISMO_WARNINGS_AS_ERRORS"] == "1" ? [.unsafeFlags(["-warnings-as-errors"])] : []

for target in package.targets where [.regular, .executable].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + functionSections + warningsAsErrors
}

// Checks/sanitizers.sh builds only the tests it runs and what they need
// (MATCHISMO_ONLY_TESTS="GameModelTests CardArtTests"): a sanitized build of
// the whole package, twice, took most of CI's 13 minutes of sanitizers.
if let only = Context.environment["MATCHISMO_ONLY_TESTS"]?.split(separator: " ").map(String.init), !only.isEmpty {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var needed = Set<String>(), waiting = only
    while let name = waiting.popLast() {
        guard needed.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): waiting.append(name)
            default: break
            }
        }
    }
    package.targets = package.targets.filter { needed.contains($0.name) }
    package.products = []
}
