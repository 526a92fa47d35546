/// Pointer gestures through X (xdotool) beyond a single click.
extension AppSession {
    /// Presses button 1 at (`x`, `y`), moves by (`dx`, `dy`) in `steps` even
    /// motions, as a hand would, and releases it there.
    func drag(fromX x: Int, y: Int, dx: Int, dy: Int, steps: Int = 10) async throws {
        try checkAppRunning()
        try requireX("drags")
        var arguments = ["mousemove", "--sync", "\(x)", "\(y)", "mousedown", "1"]
        for step in 1...steps {
            arguments += ["mousemove", "--sync", "\(x + dx * step / steps)", "\(y + dy * step / steps)", "sleep", "0.02"]
        }
        arguments += ["mouseup", "1"]
        try await run("xdotool", arguments, timeout: .seconds(15)).check()
    }

    /// Two clicks of button 1 at (`x`, `y`), close enough together to count as a double click.
    func doubleClick(x: Int, y: Int) async throws {
        try checkAppRunning()
        try requireX("double clicks")
        try await run("xdotool", ["mousemove", "--sync", "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "80", "1"],
                      timeout: .seconds(15)).check()
    }
}
