import Glibc
import MatchismoApp

// `render` draws cards without a display; everything else is the GTK application.
let arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == "render" {
    exit(RenderCommand.run(Array(arguments.dropFirst(2))))
}
exit(MainActor.assumeIsolated { MatchismoApplication.run(arguments: arguments) })
