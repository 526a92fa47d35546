// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Matchismo",
    products: [
        .executable(name: "matchismo", targets: ["matchismo"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "GameModel"),
        .target(name: "CardArt", dependencies: ["GameModel", "CCairo"]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CCairo"]),
        .target(name: "MatchismoApp", dependencies: ["GameModel", "CardArt", "GtkKit", "CGtk"]),
        .executableTarget(name: "matchismo", dependencies: ["MatchismoApp"]),
        .testTarget(name: "GameModelTests", dependencies: ["GameModel"]),
        .testTarget(name: "CardArtTests", dependencies: ["CardArt", "GameModel", "CCairo"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk"]),
        .testTarget(name: "MatchismoAppTests", dependencies: ["MatchismoApp", "GameModel", "GtkKit", "CGtk"]),
        .testTarget(name: "PackagingTests", dependencies: []),
        .testTarget(name: "EndToEndTests", dependencies: ["GameModel"], resources: [.copy("Scripts")]),
    ],
    swiftLanguageModes: [.v6]
)
