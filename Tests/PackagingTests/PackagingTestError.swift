/// Failures raised by the packaging test helpers.
enum PackagingTestError: Error, CustomStringConvertible {
    case toolNotFound(name: String, debianPackage: String)
    case missing(String)
    case failed(ToolOutput)

    var description: String {
        switch self {
        case let .toolNotFound(name, package):
            "\(name) is not installed; install it with: apt-get install \(package)"
        case let .missing(what):
            "missing \(what)"
        case let .failed(output):
            output.description
        }
    }
}
