import Foundation
import LiveSQLite

/// Asserts a whole catalog in one call: every screen × state in every configuration of its
/// matrix (or those `filter` selects), rendered on every core, compared with the catalog's
/// references and audited, accepting each state's exceptions — the same pipeline as the
/// `check` command. Each failing snapshot is one issue; prints the count and the wall time,
/// and writes `<artifacts>/junit/<App>.xml` with one JUnit test case per snapshot.
/// Models are built on the main actor; rendering runs off it, so the main actor stays free
/// for other tests while the workers draw.
///
/// ```swift
/// @Test @MainActor func everyScreen() async { await assertScreenSnapshots(of: .myApp) }
/// ```
@MainActor
public func assertScreenSnapshots(
    of catalog: ScreenCatalog, filter: PreviewFilter = PreviewFilter(), record: RecordMode? = nil, diffing: ImageDiffing = .exact,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) async {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let theme = try catalog.loadTheme()
        try catalog.prepare(theme)
        let jobs = try catalog.jobs(theme: theme, filter: filter)
        let checker = SnapshotChecker(
            snapshotsDirectory: catalog.snapshotsDirectory, recordMode: record ?? .fromEnvironment(), diffing: diffing)
        let pipeline = SnapshotPipeline(catalog: catalog, theme: theme, destination: .verify(checker))
        let start = ContinuousClock.now
        let runner = SnapshotRunner(theme: theme, workers: workers)
        let results = await Task.detached { pipeline.run(jobs, runner: runner) }.value
        let elapsed = ContinuousClock.now - start
        for r in results { if let error = r.error { report(error, attachments: [], at: location) } }
        // One JUnit test case per snapshot, for CI systems that show JUnit natively.
        let summary = SnapshotReport(results: results, shard: "1/1", wallSeconds: 0)
        let junit = checker.artifactsDirectory.appendingPathComponent("junit")
        try FileManager.default.createDirectory(at: junit, withIntermediateDirectories: true)
        let file = junit.appendingPathComponent(catalog.name.filter { $0.isLetter || $0.isNumber } + ".xml")
        try JUnitReport(suite: catalog.name, report: summary).xml().write(to: file, atomically: true, encoding: .utf8)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "\(catalog.name): \(results.count) snapshots of \(catalog.screens.count) screens in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.1f", Double(results.count) / max(seconds, 0.001))) snapshots/s), "
                + "\(results.filter { $0.error != nil }.count) failed")
    } catch {
        report("\(error)", attachments: [], at: location)
    }
}
