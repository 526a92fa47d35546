import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("AppStream metainfo")
struct MetainfoTests {
    private static let screenshotBase = "https://raw.githubusercontent.com/matchismo/matchismo/main/data/screenshots/"

    private func document() throws -> XMLDocument {
        try XMLDocument(contentsOf: RepositoryLayout.metainfo, options: [])
    }

    private func strings(_ xpath: String) throws -> [String] {
        try document().nodes(forXPath: xpath).map { $0.stringValue ?? "" }
    }

    @Test("The metainfo identifies the desktop application, its licences, launcher and binary")
    func identifiesTheDesktopApplication() throws {
        #expect(try strings("/component/@type") == ["desktop-application"])
        #expect(try strings("/component/id") == [RepositoryLayout.applicationID])
        #expect(try strings("/component/metadata_license") == ["CC0-1.0"])
        #expect(try strings("/component/project_license") == ["GPL-3.0-or-later"])
        #expect(try strings("/component/name") == ["Matchismo"])
        #expect(try strings("/component/summary").count == 1)
        #expect(try !strings("/component/description/p").isEmpty)
        #expect(try strings("/component/launchable[@type='desktop-id']") == [RepositoryLayout.desktopFile.lastPathComponent])
        #expect(try strings("/component/provides/binary") == ["matchismo"])
    }

    @Test("The metainfo's screenshots put the default first, and all have captions")
    func screenshotsPutTheDefaultFirstAndAllHaveCaptions() throws {
        let screenshots = try document().nodes(forXPath: "/component/screenshots/screenshot")
        #expect(screenshots.count >= 3)
        #expect(try strings("/component/screenshots/screenshot/@type") == ["default"])
        #expect(try strings("/component/screenshots/screenshot[1]/@type") == ["default"])
        #expect(try strings("/component/screenshots/screenshot/caption").filter { !$0.isEmpty }.count == screenshots.count)
        let images = try strings("/component/screenshots/screenshot/image")
        #expect(images.count == screenshots.count)
        #expect(images.allSatisfy { $0.hasPrefix(Self.screenshotBase) && $0.hasSuffix(".png") })
    }

    /// The screenshot URLs point at files in `data/screenshots/` on the main
    /// branch, which the screenshot script makes: windows at most 1000x700, as
    /// Flathub asks, and one of them in the dark style.
    @Test("The screenshots are the screenshot script's PNGs, windows no larger than 1000 by 700, one in the dark style")
    func screenshotsAreTheScriptsSmallWindows() throws {
        let script = try String(contentsOf: RepositoryLayout.url("data/screenshots/take-screenshots.sh"), encoding: .utf8)
        let names = try strings("/component/screenshots/screenshot/image").map { String($0.dropFirst(Self.screenshotBase.count)) }
        for name in names {
            let file = RepositoryLayout.url("data/screenshots/\(name)")
            let png = try [UInt8](Data(contentsOf: file))
            try #require(png.count > 24 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is no PNG")
            // The IHDR chunk's width and height, big-endian, after the signature and the chunk's length and type.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width <= 1000 && height <= 700, "\(name) is \(width)x\(height)")
            #expect(width >= 640 && height >= 400, "\(name) is \(width)x\(height)")
            let shot = name.dropLast(4)
            #expect(script.contains(" \(shot) ") || script.contains(" \(shot)\n"), "take-screenshots.sh makes no \(name)")
        }
        #expect(names.contains { $0.contains("-dark") })
        #expect(try strings("/component/screenshots/screenshot/caption").contains { $0.contains("dark style") })
    }

    /// An empty OARS rating says nothing in the game asks any of its questions:
    /// true while the game has no network (the Flatpak grants none), so nobody
    /// meets anyone and nothing is shared. Network play changes that answer.
    @Test("The content rating is empty while the game has no network")
    func contentRatingIsEmptyWhileThereIsNoNetwork() throws {
        #expect(try strings("/component/content_rating/@type") == ["oars-1.1"])
        #expect(try document().nodes(forXPath: "/component/content_rating/content_attribute").isEmpty)
        let manifest = try FlatpakManifest.load(from: RepositoryLayout.flatpakManifest)
        #expect(!manifest.finishArgs.contains("--share=network"), "network play: answer OARS' social questions")
    }

    /// The narrowest window every game plays in (LayoutTests, PhoneSizedWindowTests),
    /// and every way to play: keys, a pointer, touch.
    @Test("The metainfo declares the narrowest display, 360 pixels, and keyboard, pointer and touch")
    func declaresDisplayLengthAndControls() throws {
        #expect(try strings("/component/requires/display_length") == ["360"])
        #expect(try strings("/component/requires/display_length/@compare") == ["ge"])
        #expect(try Set(strings("/component/supports/control")) == ["keyboard", "pointing", "touch"])
    }

    @Test("The metainfo declares the developer, the links and the brand colours")
    func declaresDeveloperLinksAndBranding() throws {
        #expect(try strings("/component/developer/@id") == ["io.github.matchismo"])
        #expect(try strings("/component/developer/name").count == 1)
        #expect(try Set(strings("/component/url/@type")) == ["homepage", "bugtracker", "vcs-browser"])
        #expect(try strings("/component/url").allSatisfy { $0.hasPrefix("https://") })
        #expect(try Set(strings("/component/branding/color[@type='primary']/@scheme_preference")) == ["light", "dark"])
    }
}
