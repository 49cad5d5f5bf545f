import Audits
import Foundation
import LiveSQLite
import Rendering
import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

@MainActor
@Suite struct ScreenCatalogTests {
    @Test func statesGetTheCatalogsDatabaseOrTheirOwnFixture() throws {
        let catalog = Notes.catalog(root: try temporaryFolder("notes"))
        let states = try catalog.states()
        #expect(states.map(\.key) == ["List/default", "List/empty", "Close/default"])
        // The default state reads the catalog's sample; the empty one its own fixture.
        let shared = states[0].database
        #expect(states[2].database === shared)
        #expect(states[1].database !== shared)
        #expect(try shared.read { try $0.scalar("SELECT count(*) FROM notes", as: Int.self) } == 2)
        #expect(try states[1].database.read { try $0.scalar("SELECT count(*) FROM notes", as: Int.self) } == 0)
        // A database handed in replaces the sample for the states without their own.
        let mine = try Notes.makeDatabase(titles: ["One", "Two", "Three"])
        let given = try catalog.states(database: mine)
        #expect(given[0].database === mine && given[1].database !== mine)
    }

    @Test func namesCarryTheCatalogsScale() throws {
        var catalog = Notes.catalog(root: try temporaryFolder("notes"))
        #expect(try catalog.states()[0].names.map(\.relativePath) == ["List/default.notes-portrait-light.png"])
        #expect(try catalog.states()[0].names[0].configuration.effectiveScale == 2)
        catalog.scale = 3
        #expect(try catalog.states()[0].names.map(\.relativePath) == ["List/default.notes-portrait-light@3x.png"])
        catalog.scale = nil  // the device's own
        #expect(try catalog.states()[0].names[0].configuration.effectiveScale == 1)
    }

    @Test func unknownNamesListTheValidOnes() throws {
        let catalog = Notes.catalog(root: try temporaryFolder("notes"))
        var filter = PreviewFilter()
        filter.screens = ["Lists"]
        #expect(throws: PreviewError.unknownName(kind: "screen", name: "Lists", valid: ["List", "Close"])) { try catalog.states(filter: filter) }
        filter = PreviewFilter()
        filter.devices = ["nokia"]
        #expect(throws: PreviewError.unknownName(kind: "device", name: "nokia", valid: ["notes-portrait"])) {
            try catalog.jobs(theme: .system, filter: filter)
        }
    }

    @Test func aFilterSelectsScreensAndAppearances() throws {
        let catalog = Notes.catalog(root: try temporaryFolder("notes"), matrix: .product(devices: [Notes.device]))
        var filter = PreviewFilter()
        filter.screens = ["List"]
        filter.appearances = [.dark]
        let names = try catalog.jobs(theme: .system, filter: filter).map(\.name.relativePath)
        #expect(names == ["List/default.notes-portrait-dark.png", "List/empty.notes-portrait-dark.png"])
    }

    @Test func withoutTokenFilesTheThemeIsTheKitsDefaults() throws {
        let catalog = Notes.catalog(root: try temporaryFolder("notes"))
        #expect(try catalog.loadTheme().colors == Theme.system.colors)
        #expect(catalog.snapshotsDirectory.lastPathComponent == "__Snapshots__")
        #expect(catalog.auditExceptions(screen: "Close", state: "default").map(\.check) == [.tapTarget])
        #expect(catalog.auditExceptions(screen: "List", state: "default").isEmpty)
    }

    @Test func theRootComesFromPackageSwiftOrTheEnvironment() throws {
        let here = PackageRoot.containing(#filePath, environment: [:])
        #expect(FileManager.default.fileExists(atPath: here.appendingPathComponent("Package.swift").path))
        #expect(PackageRoot.containing(#filePath, environment: ["SCREENKIT_ROOT": "/srv/app"]).path == "/srv/app")
    }
}

@Suite struct SnapshotMatrixTests {
    @Test func productAndUnion() {
        let phones = SnapshotMatrix.product(devices: [.iPhoneSE, .iPhone17Pro])
        #expect(phones.entries.count == 4)
        let big = SnapshotMatrix.product(devices: [.iPhone17Pro], typeSizes: [.accessibility3])
        #expect((phones + big).entries.count == 6)
        #expect((phones + phones).entries == phones.entries, "an entry appears once")
        #expect((phones + big).devices == [.iPhoneSE, .iPhone17Pro])
    }

    @Test func theStandardMatrixIsEveryDeviceInBothAppearancesPlusAX3() {
        let standard = SnapshotMatrix.standard
        #expect(standard.entries.count == DeviceConfiguration.snapshotMatrix.count * 2 + 2)
        #expect(standard.entries.filter { $0.contentSize == .accessibility3 }.map(\.device) == [.iPhone17Pro, .iPhone17Pro])
        #expect(standard.devices == DeviceConfiguration.snapshotMatrix)
    }
}
