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

extension LayoutAudit {
    /// A team's own audit, written outside the kit: UI tests find every button by its identifier.
    static let everyButtonNamed = LayoutAudit(name: "every-button-named") { screen in
        screen.controls.filter { $0.identifier == nil }.map { control in
            AuditProblem(
                element: control.auditName, frame: control.frame, problem: "has no identifier",
                fix: "give it one: Button(\"…\", id: \"screen.action\")")
        }
    }
}

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

    /// A render beyond the catalog's budget fails on its own, named, with what to do; the
    /// default budget leaves every render alone.
    @Test func aRenderBeyondItsBudgetFailsNamingTheSnapshot() throws {
        let root = try temporaryFolder("pipeline")
        defer { try? FileManager.default.removeItem(at: root) }
        var catalog = Notes.catalog(root: root)
        #expect(catalog.renderBudget.seconds == 10 && pipeline(catalog, .none).renderBudget?.seconds == 10)
        let ticks = Ticks()
        catalog.renderBudget = RenderBudget(seconds: 2) { ticks.next() }
        let results = pipeline(catalog, .none).run(try catalog.jobs(theme: .system), runner: SnapshotRunner(theme: .system, workers: 1))
        let error = try #require(results[0].error)
        #expect(error.hasPrefix("The render of List/default.notes-portrait-light was abandoned after"), "\(error)")
        #expect(error.contains("budget of 2 s") && error.contains("--render-budget <seconds>"), "\(error)")
        catalog.renderBudget = .standard
        #expect(
            pipeline(catalog, .none).run(try catalog.jobs(theme: .system), runner: SnapshotRunner(theme: .system, workers: 1)).allSatisfy {
                $0.error == nil
            })
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
        // What `render` writes carries provenance, like a recorded reference: a check against
        // it can tell "the environment changed".
        let info = try PNGFileInfo.read(at: out.appendingPathComponent("List/empty.notes-portrait-light.png").path)
        #expect(info.text[PNGMetadata.rendererKey] == Renderer.versions)
        #expect(info.text[PNGMetadata.appearanceKey] == "light" && info.text[PNGMetadata.fontsKey] != nil)
        #expect(info.text[PNGMetadata.deviceKey]?.hasPrefix("notes-portrait") == true)
        #expect(info.verifiedPixelHash == png.pixelHash)
        #expect(!FileManager.default.fileExists(atPath: catalog.snapshotsDirectory.path), "writing images records no reference")
    }

    /// A custom audit runs through the pipeline like the kit's: chosen per pipeline or per
    /// catalog, its findings fail the snapshot, and an exception accepts them.
    @Test func aCustomAuditRunsThroughThePipeline() throws {
        let root = try temporaryFolder("pipeline")
        defer { try? FileManager.default.removeItem(at: root) }
        var catalog = Notes.catalog(root: root)
        catalog.screens.append(
            ScreenEntry(
                name: "Unnamed",
                states: [
                    ScreenState(name: "default") { _ in
                        { _ in
                            ZStack {
                                Color(.background).ignoresSafeArea()
                                Button("Save") { Text("Save", style: .body).frame(width: 120, height: 44) }
                            }
                        }
                    }
                ]))
        catalog.audits = LayoutAudit.all + [.everyButtonNamed]
        let jobs = try catalog.jobs(theme: .system)
        let snapshotter = try ScreenSnapshotter(theme: .system)
        let pipeline = SnapshotPipeline(catalog: catalog, theme: .system, destination: .none)
        #expect(pipeline.audits.map(\.name).last == "every-button-named")
        // The list and the accepted tiny button pass; the unnamed button fails with what to change.
        let results = pipeline.run(jobs, runner: SnapshotRunner(theme: .system, workers: 2))
        #expect(results.filter { $0.name.screen != "Unnamed" }.allSatisfy { $0.error == nil }, "\(results.map(\.error))")
        let unnamed = try #require(results.first { $0.name.screen == "Unnamed" })
        #expect(unnamed.findings.map(\.check) == [.everyButtonNamed])
        #expect(unnamed.error?.contains("[every-button-named] Unnamed/default.notes-portrait-light: 'Save' at ") == true, "\(unnamed.error ?? "")")
        #expect(unnamed.error?.contains("has no identifier; give it one") == true)
        // Accepted by an exception of the state's review.
        catalog.screens[2].states[0].auditExceptions = [AuditException(.everyButtonNamed, element: "Save", reason: "The only button")]
        let accepted = SnapshotPipeline(catalog: catalog, theme: .system, destination: .none)
        let job = try #require(try catalog.jobs(theme: .system).first { $0.name.screen == "Unnamed" })
        let outcome = try accepted.process(job, with: snapshotter)
        #expect(outcome.findings.map(\.check) == [.everyButtonNamed] && outcome.unaccepted.isEmpty)
        // A pipeline of its own audits only: the kit's tap-target finding on "Close" is not looked for.
        let onlyMine = SnapshotPipeline(theme: .system, destination: .none, audits: [.everyButtonNamed])
        let close = try #require(jobs.first { $0.name.screen == "Close" })
        #expect(try onlyMine.process(close, with: snapshotter).findings.isEmpty)
    }
}

/// A clock that moves one second each time it is read.
final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0.0
    func next() -> Double {
        lock.lock()
        defer { lock.unlock() }
        now += 1
        return now
    }
}
