import GLibKit
import Glibc
import MatchismoApp

// Messages in the player's language, from the installed translations or, in a
// SwiftPM build folder, from the ones `./dev` compiles into .build/locale.
let arguments = CommandLine.arguments
Gettext.start(localeDirectory: Gettext.localeDirectory(executable: Gettext.executablePath(argument0: arguments[0])))

// `render` draws cards without a display; everything else is the GTK application.
if arguments.count > 1, arguments[1] == "render" {
    exit(RenderCommand.run(Array(arguments.dropFirst(2))))
}

// Every card is painted once into an image, so drawing a frame is compositing
// images: GTK's Cairo renderer does a full 1920x1080 table in well under a
// millisecond, needs about 7 MB less than the GL renderer, and keeps animations
// at 60 frames a second where GL is software-rendered (about 110 ms a frame on
// llvmpipe). A GSK_RENDERER the user set still wins.
setenv("GSK_RENDERER", "cairo", 0)
exit(MainActor.assumeIsolated { MatchismoApplication.run(arguments: arguments) })
