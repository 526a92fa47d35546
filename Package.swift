// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Matchismo",
    products: [
        .executable(name: "matchismo", targets: ["matchismo"]),
        .executable(name: "matchismo-bench", targets: ["matchismo-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // CGtk's header includes CCairo's first, so both modules share one cairo and
        // Pango; every target that imports CGtk therefore also depends on CCairo.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "GameModel"),
        .target(name: "CardArt", dependencies: ["GameModel", "CCairo"]),
        // The table's logic that needs no widget: layout, focus, motion, input
        // mapping, the game adapters and the words for events. Links no GTK.
        .target(name: "TableCore", dependencies: ["GameModel", "CardArt"]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CCairo"]),
        .target(name: "Persistence", dependencies: ["GameModel", "CGtk", "CCairo"]),
        .target(name: "MatchismoApp", dependencies: ["GameModel", "CardArt", "TableCore", "GtkKit", "Persistence", "CGtk"]),
        .executableTarget(name: "matchismo", dependencies: ["MatchismoApp"]),
        .executableTarget(name: "matchismo-bench", dependencies: ["GameModel", "CardArt", "TableCore", "CCairo"]),
        .executableTarget(name: "matchismo-save-probe", dependencies: ["Persistence", "GameModel"]),
        .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "GameModel", "CGtk"]),
        .testTarget(name: "GameModelTests", dependencies: ["GameModel"]),
        .testTarget(name: "TableCoreTests", dependencies: ["TableCore", "GameModel"]),
        .testTarget(name: "CardArtTests", dependencies: ["CardArt", "GameModel", "CCairo"], exclude: ["References"]),
        // A private X server and a GTK event pump for the in-process GTK tests.
        .target(name: "GtkTestSupport", dependencies: ["GtkKit", "CGtk", "CCairo"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "GtkTestSupport"]),
        .testTarget(
            name: "MatchismoAppTests", dependencies: ["MatchismoApp", "GameModel", "GtkKit", "CGtk", "GtkTestSupport"]),
        .testTarget(name: "PackagingTests", dependencies: []),
        .testTarget(name: "EndToEndTests", dependencies: ["GameModel"], resources: [.copy("Scripts")]),
    ],
    swiftLanguageModes: [.v6]
)
