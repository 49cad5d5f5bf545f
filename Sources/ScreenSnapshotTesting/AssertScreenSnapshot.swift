import Foundation
import Rendering

/// Asserts that `body` looks as its references in `__Snapshots__` on every configuration and
/// passes the layout audits, from Swift Testing or XCTest alike. On failure the issue says
/// what differs (pixels, region, the nodes that moved) or what the audits found, where the
/// actual, expected and diff images are, and how to accept; under Swift Testing the actual
/// and diff images are attached to the result.
///
/// With no `theme`, the package's `DesignTokens/` are read over the kit's iOS defaults, or
/// the defaults alone when there are none. With no configurations, the screen is checked on
/// an iPhone 17 Pro in light and dark.
///
/// ```swift
/// import ScreenSnapshotTesting
///
/// @Test func settings() {
///     assertScreenSnapshot(of: { env in SettingsScreen.body(env) }, screen: "Settings")
/// }
/// ```
///
/// - Parameters:
///   - audits: the audits to run (the kit's eight by default; add your own, or pass `[]` to opt out for this call).
///   - exceptions: findings this screen's review accepted, each with a reason.
///   - diffing: how pixels are compared (``ImageDiffing/exact`` by default; a tolerant one for
///     images from elsewhere, or one of your own).
public func assertScreenSnapshot(
    of body: (LayoutEnvironment) -> Node, screen: String, state: String = "default",
    on configurations: [SnapshotConfiguration] = SnapshotConfiguration.phoneLightAndDark, theme: Theme? = nil,
    audits: [LayoutAudit] = LayoutAudit.all, accepting exceptions: [AuditException] = [], snapshotsDirectory: URL? = nil,
    record: RecordMode? = nil, diffing: ImageDiffing = .exact,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let root = PackageRoot.containing(filePath)
    let directory = snapshotsDirectory ?? root.appendingPathComponent("__Snapshots__")
    let checker = SnapshotChecker(snapshotsDirectory: directory, recordMode: record ?? .fromEnvironment(), diffing: diffing)
    let snapshotter: ScreenSnapshotter
    let resolvedTheme: Theme
    do {
        resolvedTheme = try theme ?? PackageTheme.load(root: root)
        snapshotter = try SnapshotDefaults.snapshotter(theme: resolvedTheme)
    } catch {
        report("\(error)", attachments: [], at: location)
        return
    }
    let pipeline = SnapshotPipeline(theme: resolvedTheme, destination: .verify(checker), audits: audits) { _, _ in exceptions }
    for configuration in configurations {
        do {
            let name = try SnapshotName(screen: screen, state: state, configuration: configuration)
            let job = SnapshotJob(name: name, body: body(configuration.environment(theme: resolvedTheme)))
            _ = try pipeline.process(job, with: snapshotter)
        } catch let error as SnapshotError {
            report(error.description, attachments: error.artifactPaths, at: location)
        } catch {
            report("\(error)", attachments: [], at: location)
        }
    }
}

extension SnapshotConfiguration {
    /// The assertion's default: an iPhone 17 Pro in light and dark at the default type size, at
    /// the suite scale (2×) that keeps a repository of references lean.
    public static let phoneLightAndDark = [
        SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .light, scale: SnapshotConfiguration.suiteScale),
        SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
    ]
}
