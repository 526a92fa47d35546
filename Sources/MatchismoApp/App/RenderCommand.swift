import CardArt
import TableCore

/// `matchismo render …`: draws cards to PNG, SVG or PDF without a display.
///
/// A thin caller: parsing and rendering live in `CardArt` (`RenderRequest`),
/// where tests check them without running the binary.
public enum RenderCommand {
    /// Runs the command with the arguments after `render`; returns the exit status:
    /// 0 on success or `--help`, 2 for a bad command line or an unwritable output.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            switch try RenderRequest.parse(arguments) {
            case .help:
                print(RenderRequest.usage)
                return 0
            case .render(let request):
                try request.write()
                return 0
            }
        } catch let error as RenderUsageError {
            StandardError.write("\(error)\n")
        } catch {
            StandardError.write("\(error)\n")
        }
        return 2
    }
}
