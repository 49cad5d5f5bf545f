import Audits
import Foundation
import ImageCodec
import LiveSQLite
import Rendering
import ScreenLayout
import ScreenSnapshotTesting
import SecondSkin
import Snapshots
import Testing
import Theme

/// The generated photos, written once per test process before any screen is rendered.
let preparedPhotos: Result<Void, Error> = Result { try SecondSkinPhotos.prepare(theme: try AppResources.theme()) }

/// The whole suite: every screen × state of the catalog in every configuration of the
/// snapshot matrix, compared exactly with __Snapshots__ (image and layout dump) and audited,
/// on every core, through the kit's one pipeline. Prints the wall time, the count and
/// snapshots per second.
@MainActor
@Suite struct ScreenSnapshotTests {
    @Test func everyScreenInEveryConfiguration() async throws {
        try preparedPhotos.get()
        await assertScreenSnapshots(of: .secondSkin)
    }

    /// The foundation check at the device's own scale: Welcome on an iPhone 17 Pro
    /// (402×874 pt @3x, 1206×2622 px) in light mode.
    @Test func welcomeOnIPhone17ProAt3x() throws {
        try preparedPhotos.get()
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
    /// many pixels differ and which node changed, and leaves actual and diff images where it says.
    @Test func renamedProfileFailsTheSnapshotWithADiff() async throws {
        try preparedPhotos.get()
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
            #expect(changes.contains { $0.contains("Maya") && $0.contains("Noor") }, "\(changes)")
            #expect(name == "Welcome/default.iphone17pro-portrait-light@3x")
            #expect(differing > 100)
            #expect(reference.hasSuffix("__Snapshots__/Welcome/default.iphone17pro-portrait-light@3x.png"))
            #expect(FileManager.default.fileExists(atPath: actual))
            #expect(FileManager.default.fileExists(atPath: diff))
            let diffImage = try Bitmap.readPNG(at: diff)
            #expect(diffImage.pixels.contains(0xFFFF_0000))
        }
    }

    /// Every screen type in Sources/SecondSkin/Screens is in the registry: a screen missing
    /// from the suite fails here.
    @Test func everyScreenIsRegistered() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SecondSkin/Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("Screen.swift") }
        let registered = Set(ScreenRegistry.all.map { "\($0.name)Screen.swift" })
        for file in files { #expect(registered.contains(file), "\(file) defines a screen that ScreenRegistry.all does not list") }
        #expect(!files.isEmpty)
    }
}
