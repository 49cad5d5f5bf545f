import Foundation
import ImageCodec
import Rendering
import ScreenLayout
import SecondSkin
import Snapshots
import Theme

/// The foundation figures: the Welcome screen on an iPhone 17 Pro at @3x (1206×2622 px).
@MainActor
func welcomeSuite(iterations: Int) throws -> [Figure] {
    let db = try SampleData.makeDatabase()
    let body = try ScreenRegistry.screen(named: "Welcome")!.states[0].make(db)
    let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
    let config = SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, scale: 3)
    let name = try SnapshotName(screen: "Welcome", state: "default", configuration: config)
    let checker = SnapshotChecker(snapshotsDirectory: AppResources.snapshots, recordMode: .never)
    let layout = try snapshotter.layout(body, configuration: config)
    let bitmap = try snapshotter.renderer.render(layout, scale: 3)
    let reference = try Bitmap.readPNG(at: checker.referenceURL(for: name).path)

    var figures: [Figure] = []
    figures.append(
        figure(
            "welcome", "layout @3x (warm text cache)", try measure(iterations: iterations) { _ = try snapshotter.layout(body, configuration: config) }
        ))
    figures.append(
        figure(
            "welcome", "layout @3x (cold text cache)",
            try measure(iterations: iterations) {
                let env = snapshotter.environment(for: config)
                _ = try LayoutEngine(measurer: snapshotter.renderer.textSystem).layout(body(env), in: env)
            }))
    figures.append(figure("welcome", "draw @3x", try measure(iterations: iterations) { _ = try snapshotter.renderer.render(layout, scale: 3) }))
    figures.append(
        figure(
            "welcome", "compare @3x (pixels in memory)", measure(iterations: iterations) { precondition(reference.isPixelIdentical(to: bitmap)) })
    )
    figures.append(
        figure(
            "welcome", "compare @3x (decode reference PNG + compare)",
            try measure(iterations: iterations) { _ = try checker.verify(bitmap, as: name) }))
    figures.append(figure("welcome", "PNG encode @3x", try measure(iterations: max(5, iterations / 4)) { _ = try bitmap.pngData() }))
    return figures
}
