import Foundation
import Testing

/// desktop-file-validate runs in StorePageTests.
@Suite("Desktop file and D-Bus service")
struct DesktopFileTests {
    private let entry = "Desktop Entry"

    @Test("The desktop entry declares the keys GNOME integrates by")
    func desktopEntryDeclaresTheGnomeIntegrationKeys() throws {
        let file = try KeyFile(contentsOf: RepositoryLayout.desktopFile)
        #expect(file.groupOrder == [entry])
        #expect(file[entry, "Type"] == "Application")
        #expect(file[entry, "Name"] == "Matchismo")
        #expect(file[entry, "Exec"] == "matchismo")
        #expect(file[entry, "Icon"] == RepositoryLayout.applicationID)
        #expect(file.list(group: entry, key: "Categories") == ["Game", "CardGame"])
        #expect(file[entry, "Categories"]?.hasSuffix(";") == true)
        #expect(!file.list(group: entry, key: "Keywords").isEmpty)
        #expect(file[entry, "StartupNotify"] == "true")
        #expect(file[entry, "DBusActivatable"] == "true")
        #expect(file[entry, "Terminal"] == "false")
    }

    @Test("The desktop file is named after the application id, as D-Bus activation needs")
    func dbusActivationNeedsTheFileNamedAfterTheApplicationID() {
        #expect(RepositoryLayout.desktopFile.lastPathComponent == RepositoryLayout.applicationID + ".desktop")
    }

    @Test("The D-Bus service template starts the installed binary as a service")
    func serviceTemplateStartsTheInstalledBinaryAsAService() throws {
        let file = try KeyFile(contentsOf: RepositoryLayout.serviceTemplate)
        #expect(file.groupOrder == ["D-BUS Service"])
        #expect(file["D-BUS Service", "Name"] == RepositoryLayout.applicationID)
        #expect(file["D-BUS Service", "Exec"] == "@bindir@/matchismo --gapplication-service")
    }
}
