import Foundation
import Testing

/// The renderer the app asks GTK for (issue 22), as it reports it with
/// MATCHISMO_STATS: the test display has no GPU render node, so the app
/// chooses Cairo and keeps GDK from loading OpenGL at all, unless
/// GSK_RENDERER says otherwise.
@Suite("Renderer choice (end to end)", .serialized, .timeLimit(.minutes(2)))
struct RendererTests {
    @Test("No GPU: GTK's Cairo renderer draws the window; the user's GSK_RENDERER wins")
    func choice() async throws {
        #expect(!FileManager.default.fileExists(atPath: "/dev/dri"), "this test expects a machine without a GPU")
        let cases: [(environment: [String: String], line: String)] = [
            ([:], "matchismo-stats: renderer cairo (no GPU render node to open, so OpenGL would be software), OpenGL not loaded, window GskCairoRenderer"),
            (["GSK_RENDERER": "gl"], "matchismo-stats: renderer gl (GSK_RENDERER, the user's choice), OpenGL loaded, window GskGLRenderer"),
        ]
        for (environment, line) in cases {
            var options = AppSession.Options()
            options.appEnvironment = environment.merging(["MATCHISMO_STATS": "1"]) { _, new in new }
            try await AppSession.with(["--game=set", "--seed=2"], options: options) { app in
                _ = try await app.settledTree()
                let stderr = await app.appStderr
                #expect(stderr.split(separator: "\n").contains { $0 == line }, "\(stderr)")
            }
        }
    }
}
