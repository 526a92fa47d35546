import GLibKit
import Glibc
import MatchismoApp

// Messages in the player's language, from the installed translations or, in a
// SwiftPM build folder, from the ones `./dev` compiles into .build/locale.
let arguments = ProcessArguments.current
Gettext.start(localeDirectory: Gettext.localeDirectory(executable: Gettext.executablePath(argument0: arguments.first ?? "matchismo")))

// `render` draws cards without a display; everything else is the GTK application.
if arguments.count > 1, arguments[1] == "render" {
    exit(RenderCommand.run(Array(arguments.dropFirst(2))))
}

// The renderer (GL on a GPU, Cairo where OpenGL is software or missing) is
// chosen at startup, once the display is open: see RendererChoice.
exit(MainActor.assumeIsolated { MatchismoApplication.run(arguments: arguments) })
