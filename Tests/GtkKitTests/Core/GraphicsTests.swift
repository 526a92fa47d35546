import GtkKit
import GtkTestSupport
import Testing

/// The OpenGL question the renderer choice asks, on the test display: Xvfb
/// has no GPU, so Mesa answers with its software rasterizer.
@MainActor
@Suite("OpenGL on the test display", .serialized)
struct GraphicsTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("OpenGL on the test display is Mesa's software renderer, asked twice alike")
    func openGLOnXvfbIsMesasSoftwareRenderer() throws {
        let name = try #require(Graphics.openGLRendererName(), "no OpenGL context on the test display")
        #expect(name.hasPrefix("llvmpipe"), "\(name)")
        // The context was released: asking again works the same.
        #expect(Graphics.openGLRendererName() == name)
    }
}
