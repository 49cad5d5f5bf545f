import Foundation
import ScreenCatalog
import ScreenLayout
import SecondSkin
import Snapshots
import Testing
import Theme

/// A handful of references for the world axes, reviewed as images: the mirrored layout on a
/// phone and on the half-folded Duo (panes swapped), the expanded pseudo-language, and the
/// largest type with Bold Text and Increase Contrast. The rest of the world matrix is audited
/// only (``WorldMatrixTests``).
@MainActor
@Suite struct WorldReferenceTests {
    nonisolated static let cases: [(screen: String, entry: MatrixEntry)] = [
        ("Welcome", MatrixEntry(device: .iPhone17Pro, layoutDirection: .rightToLeft)),
        ("Collection", MatrixEntry(device: .iPhoneDuoInnerFolded, layoutDirection: .rightToLeft)),
        ("Welcome", MatrixEntry(device: .iPhone17Pro, pseudoLocale: .expanded)),
        ("Stats", MatrixEntry(device: .iPhone17Pro, contentSize: .accessibility5, display: DisplaySettings(boldText: true, increaseContrast: true))),
    ]

    @Test(arguments: 0..<cases.count)
    func matchesItsReviewedReference(_ index: Int) throws {
        try preparedPhotos.get()
        let (screenName, entry) = Self.cases[index]
        let db = try SampleData.makeDatabase()
        let screen = try #require(ScreenRegistry.screen(named: screenName))
        let body = try screen.states[0].make(db)
        let config = entry.configuration(scale: SnapshotConfiguration.suiteScale)
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        let (layout, bitmap) = try snapshotter.render(body(config.environment(theme: snapshotter.theme)), configuration: config)
        let name = try SnapshotName(screen: screenName, state: screen.states[0].name, configuration: config)
        try SnapshotChecker(snapshotsDirectory: AppResources.snapshots).verify(bitmap, layout: layout, as: name)
    }
}
