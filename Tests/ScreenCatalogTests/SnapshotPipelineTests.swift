import Audits
import Foundation
import ImageCodec
import LiveSQLite
import Rendering
import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

/// The one pipeline: render, audit, accept exceptions, verify or record or write, report.
@MainActor
@Suite struct SnapshotPipelineTests {
    func pipeline(_ catalog: ScreenCatalog, _ destination: SnapshotPipeline.Destination, failsOnFindings: Bool = true) -> SnapshotPipeline {
        SnapshotPipeline(catalog: catalog, theme: .system, destination: destination, failsOnFindings: failsOnFindings)
    }

    @Test func recordsThenVerifiesEverySnapshotOfACatalog() throws {
        let root = try temporaryFolder("pipeline")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = Notes.catalog(root: root)
        let jobs = try catalog.jobs(theme: .system)
        let artifacts = root.appendingPathComponent("artifacts")
        let recording = SnapshotChecker(snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: artifacts, recordMode: .missing)
        let first = pipeline(catalog, .verify(recording)).run(jobs, runner: SnapshotRunner(theme: .system, workers: 2))
        #expect(first.count == 3 && first.allSatisfy { $0.error?.contains("Recorded a new reference") == true }, "\(first.map { $0.error ?? "nil" })")
        #expect(
            FileManager.default.fileExists(atPath: catalog.snapshotsDirectory.appendingPathComponent("List/default.notes-portrait-light.png").path))
        let checking = SnapshotChecker(snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: artifacts, recordMode: .never)
        let second = pipeline(catalog, .verify(checking)).run(jobs, runner: SnapshotRunner(theme: .system, workers: 2))
        #expect(second.allSatisfy { $0.error == nil }, "\(second.map(\.error))")
        // The accepted finding is still found and returned, but does not fail the snapshot.
        #expect(second[2].findings.map(\.check) == [.tapTarget])

        // A changed database changes the pixels: the same pipeline fails with a diff.
        let changed = try catalog.jobs(theme: .system, database: try Notes.makeDatabase(titles: ["Milk", "Call Grace"]))
        let third = pipeline(catalog, .verify(checking)).run(changed, runner: SnapshotRunner(theme: .system, workers: 1))
        #expect(third[0].error?.contains("differs from its reference") == true, "\(third[0].error ?? "")")
        #expect(third[1].error == nil && third[2].error == nil)
    }

    @Test func unacceptedFindingsFailAndAreReported() throws {
        let root = try temporaryFolder("pipeline")
        defer { try? FileManager.default.removeItem(at: root) }
        var catalog = Notes.catalog(root: root)
        catalog.screens[1].states[0].auditExceptions = []
        let jobs = try catalog.jobs(
            theme: .system,
            filter: {
                var f = PreviewFilter()
                f.screens = ["Close"]
                return f
            }())
        let snapshotter = try ScreenSnapshotter(theme: .system)
        let artifacts = root.appendingPathComponent("artifacts")
        let checker = SnapshotChecker(snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: artifacts, recordMode: .all)
        #expect(throws: SnapshotError.self) { try pipeline(catalog, .verify(checker)).process(jobs[0], with: snapshotter) }
        let verifying = SnapshotChecker(snapshotsDirectory: catalog.snapshotsDirectory, artifactsDirectory: artifacts, recordMode: .never)
        do {
            _ = try pipeline(catalog, .verify(verifying)).process(jobs[0], with: snapshotter)
            Issue.record("an unaccepted finding must fail")
        } catch let failure as AuditFailure {
            #expect(failure.findings.map(\.element) == ["notes.close"])
            #expect(failure.description.contains("accept a finding with an AuditException"))
        }
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report.html").path), "the HTML report shows the finding")
        // Reported only (gallery, watch): no throw, the finding comes back.
        let outcome = try pipeline(catalog, .none, failsOnFindings: false).process(jobs[0], with: snapshotter)
        #expect(outcome.unaccepted.map(\.check) == [.tapTarget])
        // Opting out of the audits finds nothing.
        let quiet = SnapshotPipeline(theme: .system, destination: .verify(verifying), audits: [])
        #expect(try quiet.process(jobs[0], with: snapshotter).findings.isEmpty)
    }

    @Test func writesImagesUnderAFolder() throws {
        let root = try temporaryFolder("pipeline")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = Notes.catalog(root: root)
        let out = root.appendingPathComponent("out")
        let results = SnapshotPipeline(theme: .system, destination: .write(out), audits: [])
            .run(try catalog.jobs(theme: .system), runner: SnapshotRunner(theme: .system, workers: 2))
        #expect(results.allSatisfy { $0.error == nil && $0.findings.isEmpty })
        let png = try Bitmap.readPNG(at: out.appendingPathComponent("List/empty.notes-portrait-light.png").path)
        #expect(png.width == 400 && png.height == 320)
        #expect(!FileManager.default.fileExists(atPath: catalog.snapshotsDirectory.path), "writing images records no reference")
    }
}
