import Foundation
import ScreenLayout
import ScreenSnapshotTesting
import ScreenUI

/// Asserts that a SwiftUI-vocabulary view looks as its references in `__Snapshots__` on every
/// configuration and passes the layout audits — among them the unsupported-view audit, which
/// fails on anything the kit compiled but could not draw as written. Same rules as the
/// kit's `assertScreenSnapshot(of:screen:)`: an iPhone 17 Pro in light and dark unless you pass
/// configurations, record modes from `SNAPSHOT_RECORD`, failures with the images' paths.
///
/// ```swift
/// import ScreenUITesting
/// import Testing
///
/// @MainActor @Test func settings() {
///     assertViewSnapshot(of: SettingsView(), named: "Settings")
/// }
/// ```
@MainActor
public func assertViewSnapshot<V: View>(
    of view: @autoclosure () -> V, named screen: String, state: String = "default",
    on configurations: [SnapshotConfiguration] = SnapshotConfiguration.phoneLightAndDark, theme: Theme? = nil,
    audits: [LayoutAudit] = LayoutAudit.all, accepting exceptions: [AuditException] = [], snapshotsDirectory: URL? = nil,
    record: RecordMode? = nil, diffing: ImageDiffing = .exact,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let root = view()
    assertScreenSnapshot(
        of: { environment in ViewResolver.node(for: root, in: environment) }, screen: screen, state: state, on: configurations, theme: theme,
        audits: audits, accepting: exceptions, snapshotsDirectory: snapshotsDirectory, record: record, diffing: diffing, fileID: fileID,
        filePath: filePath, line: line, column: column)
}
