import Audits
import Foundation
import ImageCodec
import Rendering
import ScreenLayout
import Snapshots
import Theme

/// The one sequence every job runs for a snapshot: render, audit, drop the findings the
/// state's review accepted, then verify against (or record) the reference, or write the
/// image, and report. The test assertion, `check`, `render`, `gallery` and `watch` differ
/// only in the value they build.
///
/// ```swift
/// let pipeline = SnapshotPipeline(theme: theme, destination: .verify(checker), exceptions: catalog.auditExceptions)
/// let results = pipeline.run(try catalog.jobs(theme: theme))
/// ```
public struct SnapshotPipeline: Sendable {
    /// Where a rendered snapshot goes.
    public enum Destination: Sendable {
        /// Compared with its reference (or recorded, as the checker's record mode says);
        /// unaccepted findings are saved beside the failures for the HTML report.
        case verify(SnapshotChecker)
        /// Written as a PNG under this folder, at the snapshot's relative path, compressed as
        /// `compression` says (``ImageCodec/PNGCompression/preview`` for live previews), in
        /// one piece or two as `split` says (``ImageCodec/PNGSplit/never`` for batches).
        case write(URL, compression: PNGCompression = .fast, split: PNGSplit = .bySize)
        /// Rendered and audited only.
        case none
    }

    public var theme: Theme
    public var destination: Destination
    /// The audits to run, in this order (the kit's eight by default, plus any of the app's
    /// own); empty runs none.
    public var audits: [LayoutAudit]
    /// Whether unaccepted findings fail the snapshot (the tests and `check`), or are only
    /// reported (the gallery and `watch`).
    public var failsOnFindings: Bool
    /// The findings a state's review accepted: `(screen, state) → exceptions`.
    public var exceptions: @Sendable (_ screen: String, _ state: String) -> [AuditException]
    /// How long one image's layout and drawing may take before it fails with
    /// ``RenderBudgetExceeded`` (naming the snapshot) instead of holding its worker; nil for
    /// no limit. 10 seconds unless set.
    public var renderBudget: RenderBudget? = .standard

    public init(
        theme: Theme, destination: Destination, audits: [LayoutAudit] = LayoutAudit.all, failsOnFindings: Bool = true,
        exceptions: @escaping @Sendable (_ screen: String, _ state: String) -> [AuditException] = { _, _ in [] }
    ) {
        self.theme = theme
        self.destination = destination
        self.audits = audits
        self.failsOnFindings = failsOnFindings
        self.exceptions = exceptions
    }

    /// What the pipeline made of one snapshot that did not throw.
    public struct Outcome: Sendable {
        public var layout: LayoutResult
        public var bitmap: Bitmap
        /// Everything the audits found, accepted findings included.
        public var findings: [AuditFinding]
        /// The findings no exception accepts.
        public var unaccepted: [AuditFinding]
        /// What the checker did, for ``Destination/verify(_:)``.
        public var verification: SnapshotChecker.Outcome?
    }

    /// Runs every step for one job on the calling thread's snapshotter. Throws the checker's
    /// ``SnapshotError`` when the image differs, and ``AuditFailure`` when it matches but
    /// unaccepted findings remain (and ``failsOnFindings``).
    public func process(_ job: SnapshotJob, with snapshotter: ScreenSnapshotter) throws -> Outcome {
        let configuration = job.name.configuration
        let layout: LayoutResult
        let bitmap: Bitmap
        do {
            (layout, bitmap) = try snapshotter.render(job.body, configuration: configuration, budget: renderBudget)
        } catch var exceeded as RenderBudgetExceeded {
            exceeded.snapshot = job.name.description
            throw exceeded
        }
        var findings: [AuditFinding] = []
        if !audits.isEmpty {
            let env = configuration.environment(theme: theme)
            findings = try LayoutAuditor(renderer: snapshotter.renderer).audit(
                layout, environment: env, context: job.name.description, audits: audits, scale: configuration.effectiveScale)
        }
        let accepted = findings.isEmpty ? [] : exceptions(job.name.screen, job.name.state)
        let unaccepted = findings.filter { !$0.isAccepted(by: accepted) }
        var verification: SnapshotChecker.Outcome?
        switch destination {
        case .verify(let checker):
            // Report the findings first, so a snapshot that also differs still shows them.
            if failsOnFindings { try checker.reportAudit(unaccepted.map(\.record), of: job.name, image: bitmap) }
            verification = try checker.verify(bitmap, layout: layout, as: job.name, fonts: snapshotter.renderer.textSystem.fonts)
        case .write(let folder, let compression, let split):
            try bitmap.writePNG(
                to: folder.appendingPathComponent(job.name.relativePath),
                metadata: configuration.provenance(fonts: snapshotter.renderer.textSystem.fonts), compression: compression, split: split)
        case .none:
            break
        }
        if failsOnFindings && !unaccepted.isEmpty { throw AuditFailure(findings: unaccepted) }
        return Outcome(layout: layout, bitmap: bitmap, findings: findings, unaccepted: unaccepted, verification: verification)
    }

    /// What happened to one job of a run.
    public struct Result: Sendable {
        public var name: SnapshotName
        /// nil when the job passed.
        public var error: String?
        public var milliseconds: Double
        /// Everything the audits found (also when the job failed after auditing).
        public var findings: [AuditFinding]
    }

    /// Runs ``process(_:with:)`` for every job on `runner`'s workers; results in job order.
    public func run(
        _ jobs: [SnapshotJob], runner: SnapshotRunner,
        progress: @escaping @Sendable (_ done: Int, _ total: Int, _ result: SnapshotJobResult) -> Void = { _, _, _ in }
    ) -> [Result] {
        let found = FindingsByName()
        let results = runner.run(jobs, progress: progress) { snapshotter, job in
            do {
                let outcome = try process(job, with: snapshotter)
                found.set(job.name, outcome.findings)
            } catch let failure as AuditFailure {
                found.set(job.name, failure.findings)
                throw failure
            }
        }
        return results.map { Result(name: $0.name, error: $0.error, milliseconds: $0.milliseconds, findings: found[$0.name]) }
    }
}

extension SnapshotPipeline {
    /// The pipeline of a catalog: its audits and its accepted exceptions.
    public init(catalog: ScreenCatalog, theme: Theme, destination: Destination, failsOnFindings: Bool = true) {
        self.init(theme: theme, destination: destination, audits: catalog.audits, failsOnFindings: failsOnFindings) { screen, state in
            catalog.auditExceptions(screen: screen, state: state)
        }
        renderBudget = catalog.renderBudget
    }
}

/// Findings per snapshot, written from worker threads.
private final class FindingsByName: @unchecked Sendable {
    private let lock = NSLock()
    private var byName: [SnapshotName: [AuditFinding]] = [:]

    func set(_ name: SnapshotName, _ findings: [AuditFinding]) {
        lock.lock()
        byName[name] = findings
        lock.unlock()
    }

    subscript(name: SnapshotName) -> [AuditFinding] {
        lock.lock()
        defer { lock.unlock() }
        return byName[name] ?? []
    }
}
