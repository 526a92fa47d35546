import Foundation

/// The parts of a flatpak-builder manifest the packaging tests check.
struct FlatpakManifest: Decodable, Equatable {
    struct BuildOptions: Decodable, Equatable {
        let appendPath: String?
        let prependLdLibraryPath: String?

        enum CodingKeys: String, CodingKey {
            case appendPath = "append-path"
            case prependLdLibraryPath = "prepend-ld-library-path"
        }
    }

    struct Module: Decodable, Equatable {
        let name: String
        let buildsystem: String?
        let configOpts: [String]?
        let sources: [Source]

        enum CodingKeys: String, CodingKey {
            case name, buildsystem, sources
            case configOpts = "config-opts"
        }
    }

    struct Source: Decodable, Equatable {
        let type: String
        let path: String?
        let skip: [String]?
    }

    let id: String
    let runtime: String
    let runtimeVersion: String
    let sdk: String
    let sdkExtensions: [String]?
    let command: String
    let finishArgs: [String]
    let buildOptions: BuildOptions?
    let modules: [Module]

    enum CodingKeys: String, CodingKey {
        case id, runtime, sdk, command, modules
        case runtimeVersion = "runtime-version"
        case sdkExtensions = "sdk-extensions"
        case finishArgs = "finish-args"
        case buildOptions = "build-options"
    }

    static func load(from url: URL) throws -> FlatpakManifest {
        try JSONDecoder().decode(FlatpakManifest.self, from: Data(contentsOf: url))
    }

    static func load(json: String) throws -> FlatpakManifest {
        try JSONDecoder().decode(FlatpakManifest.self, from: Data(json.utf8))
    }
}
