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

    @Test func validatesWithoutErrorsOrWarnings() async throws {
        let result = try await HostTool.appstreamcli.run(["validate", "--no-net", "--pedantic", RepositoryLayout.metainfo.path])
        let validation = AppStreamValidation(output: result.combinedOutput)
        #expect(result.succeeded, "\(result)")
        #expect(validation.errorsAndWarnings.isEmpty, "\(result)")
        #expect(validation.unexpectedIssues.isEmpty, "new infos or pedantic hints:\n\(result)")
    }

    @Test func identifiesTheDesktopApplication() throws {
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

    @Test func screenshotsPutTheDefaultFirstAndAllHaveCaptions() throws {
        let screenshots = try document().nodes(forXPath: "/component/screenshots/screenshot")
        #expect(screenshots.count == 3)
        let types = try strings("/component/screenshots/screenshot/@type")
        #expect(types == ["default"])
        #expect(try strings("/component/screenshots/screenshot[1]/@type") == ["default"])
        #expect(try strings("/component/screenshots/screenshot/caption").filter { !$0.isEmpty }.count == screenshots.count)
        let images = try strings("/component/screenshots/screenshot/image")
        #expect(images.count == screenshots.count)
        #expect(images.allSatisfy { $0.hasPrefix(Self.screenshotBase) && $0.hasSuffix(".png") })
    }

    /// The screenshot URLs point at files in `data/screenshots/` on the main branch.
    @Test func screenshotFilesExistInTheRepository() throws {
        for image in try strings("/component/screenshots/screenshot/image") {
            let name = String(image.dropFirst(Self.screenshotBase.count))
            let file = RepositoryLayout.url("data/screenshots/\(name)")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) does not exist")
        }
    }

    @Test func latestReleaseIsTheMesonProjectVersion() throws {
        #expect(try strings("/component/releases/release[1]/@version") == [RepositoryLayout.mesonProjectVersion()])
        #expect(try strings("/component/releases/release[1]/@date") == ["2026-11-21"])
    }

    @Test func declaresRatingControlsDeveloperLinksAndBranding() throws {
        #expect(try strings("/component/content_rating/@type") == ["oars-1.1"])
        #expect(try Set(strings("/component/supports/control")) == ["keyboard", "pointing", "touch"])
        #expect(try strings("/component/developer/@id") == ["io.github.matchismo"])
        #expect(try strings("/component/developer/name").count == 1)
        #expect(try Set(strings("/component/url/@type")) == ["homepage", "bugtracker", "vcs-browser"])
        #expect(try strings("/component/url").allSatisfy { $0.hasPrefix("https://") })
        #expect(try Set(strings("/component/branding/color[@type='primary']/@scheme_preference")) == ["light", "dark"])
    }
}
