import Foundation
@testable import MatchismoApp
import Testing

/// The renderer a player gets: their own GSK_RENDERER; GTK's Cairo
/// renderer where OpenGL is software or missing; the toolkit's default on a GPU.
/// OpenGL is asked only when nothing cheaper decides.
@Suite("The renderer choice")
struct RendererChoiceTests {
    static let node = ["/dev/dri/renderD128"]

    /// Decides, counting how often OpenGL was asked.
    func decide(_ environment: [String: String], nodes: [String] = node, openGL: String?) -> (RendererChoice, asked: Int) {
        var asked = 0
        let choice = RendererChoice.decide(environment: environment, renderNodes: nodes) {
            asked += 1
            return openGL
        }
        return (choice, asked)
    }

    @Test("The player's GSK_RENDERER always wins, without asking OpenGL")
    func theUsersRendererAlwaysWins() {
        let (choice, asked) = decide(["GSK_RENDERER": "ngl", "LIBGL_ALWAYS_SOFTWARE": "1"], nodes: [], openGL: nil)
        #expect(choice == .user("ngl"))
        #expect(choice.rendererName == "ngl")
        #expect(asked == 0)
    }

    @Test("An empty GSK_RENDERER is no choice")
    func anEmptyGSKRendererIsNotAChoice() {
        #expect(decide(["GSK_RENDERER": ""], openGL: "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)").0
            == .platformDefault(openGL: "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)"))
    }

    @Test("Software rendering asked for by the environment means Cairo, without asking OpenGL", arguments: [
        (["LIBGL_ALWAYS_SOFTWARE": "1"], "LIBGL_ALWAYS_SOFTWARE is set"),
        (["LIBGL_ALWAYS_SOFTWARE": "true"], "LIBGL_ALWAYS_SOFTWARE is set"),
        (["GALLIUM_DRIVER": "llvmpipe"], "GALLIUM_DRIVER is llvmpipe"),
        (["GALLIUM_DRIVER": "softpipe"], "GALLIUM_DRIVER is softpipe"),
    ])
    func softwareByEnvironmentNeedsNoProbe(environment: [String: String], reason: String) {
        let (choice, asked) = decide(environment, openGL: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)")
        #expect(choice == .cairo(because: reason))
        #expect(asked == 0)
    }

    @Test("No GPU render node means Cairo, without asking OpenGL")
    func noRenderNodeMeansCairoWithoutAProbe() {
        let (choice, asked) = decide([:], nodes: [], openGL: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)")
        #expect(choice == .cairo(because: "no GPU render node to open, so OpenGL would be software"))
        #expect(choice.rendererName == "cairo")
        #expect(asked == 0)
    }

    @Test("Software OpenGL means Cairo, naming the rasteriser", arguments: [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", "llvmpipe"),
        ("softpipe", "softpipe"),
        ("Software Rasterizer (swrast)", "swrast"),
    ])
    func softwareOpenGLMeansCairo(renderer: String, software: String) {
        let (choice, asked) = decide(["LIBGL_ALWAYS_SOFTWARE": "0"], openGL: renderer)
        #expect(choice == .cairo(because: "OpenGL is software (\(software))"))
        #expect(asked == 1)
    }

    @Test("No OpenGL means Cairo")
    func missingOpenGLMeansCairo() {
        #expect(decide([:], openGL: nil).0 == .cairo(because: "OpenGL is not available"))
    }

    @Test("Hardware OpenGL keeps GTK's default renderer")
    func hardwareOpenGLKeepsThePlatformsDefault() {
        let (choice, asked) = decide([:], openGL: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)")
        #expect(choice == .platformDefault(openGL: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        #expect(choice.rendererName == "default")
        #expect(asked == 1)
    }

    @Test("Only the question to OpenGL waits for the display; the rest is decided before it")
    func onlyTheOpenGLQuestionWaitsForTheDisplay() {
        #expect(RendererChoice.decideWithoutOpenGL(environment: [:], renderNodes: []) == .cairo(because: "no GPU render node to open, so OpenGL would be software"))
        #expect(RendererChoice.decideWithoutOpenGL(environment: ["GSK_RENDERER": "gl"], renderNodes: Self.node) == .user("gl"))
        #expect(RendererChoice.decideWithoutOpenGL(environment: [:], renderNodes: Self.node) == nil)
    }

    @Test("Render nodes are found by name, in order, and a missing folder has none")
    func renderNodesAreFoundByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dri-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["card0", "renderD129", "renderD128", "by-path"] {
            FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data())
        }
        #expect(RendererChoice.openableRenderNodes(in: directory.path) == ["renderD128", "renderD129"].map { directory.path + "/" + $0 })
        #expect(RendererChoice.openableRenderNodes(in: directory.path + "/missing").isEmpty)
    }
}
