/// `matchismo render …`: draws cards to PNG, SVG or PDF without a display.
public enum RenderCommand {
    /// Runs the command with the arguments after `render`; returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        FileHandleStandardError.write("matchismo render: not available yet\n")
        return 2
    }
}
