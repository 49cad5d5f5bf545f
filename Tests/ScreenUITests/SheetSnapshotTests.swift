import Foundation
import ScreenUITesting
import Testing

/// A sheet at its medium detent drawn over the screen that presents it: half the large height,
/// with the grabber, the screen above it dimmed.
@MainActor
@Suite struct SheetSnapshotTests {
    @Test func aFilterSheetAtTheMediumDetent() {
        assertViewSnapshot(
            of: RecipeFilters(), named: "ScreenUISheet", state: "medium",
            accepting: ViewSnapshotTests.iOSOwnColours + [AuditException(.contrast, reason: "the screen behind the sheet is dimmed, as iOS dims it")],
            snapshotsDirectory: ViewSnapshotTests.references)
    }

    /// On an iPad the same sheet is a form sheet in the middle of the screen; detents do not apply.
    @Test func theSameSheetAsAnIPadFormSheet() {
        assertViewSnapshot(
            of: RecipeFilters(), named: "ScreenUISheet", state: "formSheet", on: [SnapshotConfiguration(device: .iPadPro11)],
            accepting: ViewSnapshotTests.iOSOwnColours + [AuditException(.contrast, reason: "the screen behind the sheet is dimmed, as iOS dims it")],
            snapshotsDirectory: ViewSnapshotTests.references)
    }
}
