import Foundation
import LiveSQLite
import Rendering
import ScreenLayout
import SecondSkin
import Snapshots
import Testing
import Theme

/// Every screen × state of the registry in every configuration of the snapshot matrix,
/// compared exactly with the references in __Snapshots__.
@MainActor
@Suite struct ScreenSnapshotTests {
    struct Case: CustomStringConvertible, Sendable {
        var screen: String
        var state: String
        var entry: MatrixEntry
        var description: String { "\(screen)/\(state) \(entry.device.name) \(entry.colorScheme) \(entry.contentSize.tokenName)" }
    }

    nonisolated static let cases: [Case] = ScreenRegistry.all.flatMap { screen in
        screen.states.flatMap { state in SnapshotMatrix.standard.map { Case(screen: screen.name, state: state.name, entry: $0) } }
    }

    @Test(arguments: cases)
    func matchesReference(_ c: Case) throws {
        let db = try SampleData.makeDatabase()
        let state = ScreenRegistry.screen(named: c.screen)!.states.first { $0.name == c.state }!
        let body = try state.make(db)
        let config = SnapshotConfiguration(
            device: c.entry.device, colorScheme: c.entry.colorScheme, contentSize: c.entry.contentSize, scale: SnapshotConfiguration.suiteScale)
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        let (layout, bitmap) = try snapshotter.render(body(config.environment(theme: snapshotter.theme)), configuration: config)
        let checker = SnapshotChecker(snapshotsDirectory: AppResources.snapshots)
        try checker.verify(bitmap, layout: layout, as: try SnapshotName(screen: c.screen, state: c.state, configuration: config))
    }

    /// The foundation check at the device's own scale: Welcome on an iPhone 17 Pro
    /// (402×874 pt @3x, 1206×2622 px) in light mode.
    @Test func welcomeOnIPhone17ProAt3x() throws {
        let db = try SampleData.makeDatabase()
        let body = try ScreenRegistry.screen(named: "Welcome")!.states[0].make(db)
        let config = SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, scale: 3)
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        let (layout, bitmap) = try snapshotter.render(body(config.environment(theme: snapshotter.theme)), configuration: config)
        #expect(bitmap.width == 1206 && bitmap.height == 2622)
        try SnapshotChecker(snapshotsDirectory: AppResources.snapshots)
            .verify(bitmap, layout: layout, as: try SnapshotName(screen: "Welcome", state: "default", configuration: config))
    }

    /// Renaming the profile changes the model and so the pixels: the check fails, says how
    /// many pixels differ, and leaves actual and diff images where it says.
    @Test func renamedProfileFailsTheSnapshotWithADiff() async throws {
        let db = try SampleData.makeDatabase()
        let body = try ScreenRegistry.screen(named: "Welcome")!.states[0].make(db)
        try db.write { try $0.execute("UPDATE profile SET name = ? WHERE id = 1", ["Noor"]) }
        await db.settled()
        let config = SnapshotConfiguration(device: .iPhone17Pro, scale: 3)
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        let (layout, bitmap) = try snapshotter.render(body(config.environment(theme: snapshotter.theme)), configuration: config)
        let artifacts = try temporaryDirectory("artifacts")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let checker = SnapshotChecker(snapshotsDirectory: AppResources.snapshots, artifactsDirectory: artifacts, recordMode: .never)
        do {
            try checker.verify(bitmap, layout: layout, as: try SnapshotName(screen: "Welcome", state: "default", configuration: config))
            Issue.record("a renamed profile must not match the reference")
        } catch let SnapshotError.pixelsDiffer(name, differing, _, _, reference, actual, diff, changes) {
            // The failure names the node that changed, from the layout dumps.
            #expect(changes.contains { $0.contains("Welcome, Maya") && $0.contains("Welcome, Noor") }, "\(changes)")
            #expect(name == "Welcome/default.iphone17pro-portrait-light@3x")
            #expect(differing > 100)
            #expect(reference.hasSuffix("__Snapshots__/Welcome/default.iphone17pro-portrait-light@3x.png"))
            #expect(FileManager.default.fileExists(atPath: actual))
            #expect(FileManager.default.fileExists(atPath: diff))
            let diffImage = try Bitmap.readPNG(at: diff)
            #expect(diffImage.pixels.contains(0xFFFF_0000))
        }
    }
}
