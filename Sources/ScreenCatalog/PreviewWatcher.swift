import Audits
import Foundation
import LiveSQLite
import Observation
import Rendering
import ScreenLayout
import Snapshots
import Theme

/// Keeps a database open and the previews of its screens up to date: every state's body is
/// built under Observation tracking, so a commit that changes what a body read (its models'
/// live queries) re-renders that state's images — and only those — then refreshes the live
/// gallery beside them. Commits count from anywhere: this process, the app's own model
/// actions, or another process such as the `sqlite3` command-line tool (LiveSQLite notices
/// those through the file system). A state whose live queries fail (a column holding a blob
/// where the model expects text, a table that is gone) is not drawn from its stale values: the
/// gallery shows the error in its place until a commit fixes the data.
///
/// Bodies are built on the main actor (models live there); layout, drawing and encoding run on
/// the runner's worker threads. The first full render waits for them; later rounds do not
/// hold the main actor meanwhile, so LiveSQLite keeps delivering commits (they queue up for the
/// next round, one round at a time) and the process stays responsive.
///
/// ```swift
/// let watcher = try PreviewWatcher(catalog: catalog, database: db, theme: theme, output: out)
/// watcher.onUpdate = { update in print(update.summary) }
/// _ = watcher.start()   // renders everything once; then updates arrive on the main actor
/// ```
@MainActor
public final class PreviewWatcher {
    /// What one round of re-rendering did.
    public struct Update: Sendable {
        /// 0 for the first full render, then 1, 2, …
        public var generation: Int
        /// The states re-rendered (`Screen/state`).
        public var states: [String]
        public var images: [SnapshotName]
        /// Images of those states whose layout description came out equal to the one already
        /// on disk: not drawn again.
        public var unchanged: Int
        /// `name: error` for images that could not be rendered (the previous file stays).
        public var failures: [String]
        /// `Screen/state: error` for states whose live queries failed: not rendered (their
        /// images would show the last good data as current); the gallery shows the error.
        public var stateErrors: [String] = []
        /// Layout, drawing, encoding and audits of this round.
        public var renderTime: Duration
        /// From the commit, as the database file's modification time records it, to the last
        /// new PNG on disk; nil for the first render.
        public var commitToDisk: Duration?

        /// One line for the console.
        public var summary: String {
            let what = states.count <= 3 ? states.joined(separator: ", ") : "\(states.count) states"
            var line = "\(what): \(images.count - failures.count) image\(images.count == 1 ? "" : "s") re-rendered in \(Self.ms(renderTime))"
            if let commitToDisk { line += ", commit → PNG \(Self.ms(commitToDisk))" }
            if unchanged > 0 { line += " (\(unchanged) unchanged)" }
            if !failures.isEmpty { line += ", \(failures.count) failed" }
            if !stateErrors.isEmpty { line += ", \(stateErrors.count) state\(stateErrors.count == 1 ? "" : "s") out of date (a live query failed)" }
            return line
        }

        /// "84 ms".
        public static func ms(_ d: Duration) -> String {
            let (s, atto) = d.components
            return String(format: "%.0f ms", Double(s) * 1000 + Double(atto) / 1e15)
        }
    }

    public let database: Database
    public let output: URL
    let theme: Theme
    let title: String
    let runner: SnapshotRunner
    let pipeline: SnapshotPipeline
    var tracked: [CatalogState] = []
    private var dirty: Set<Int> = []
    private var flushPending = false
    /// A round is rendering on the workers: states marked meanwhile wait for the next one.
    private var rendering = false
    private let findings = GalleryFindings()
    private var lastFindings: [String: [String]] = [:]
    /// Per state (`Screen/state`), the failures of the live queries its body read.
    private var queryErrors: [String: [String]] = [:]
    /// The images whose last render failed, and why.
    private var imageErrors: [SnapshotName: String] = [:]
    private var lastErrors: [String: [String]] = [:]
    private var live = LiveGalleryState()
    /// The description each image on disk was drawn from.
    private var drawn: [SnapshotName: Node] = [:]
    public private(set) var generation = 0
    /// Called on the main actor after every round, the first full render included.
    public var onUpdate: (@MainActor (Update) -> Void)?

    /// Builds every state's model from `database` (states with their own fixture open their
    /// own and never change). Unknown names in `filter` throw ``PreviewError``.
    public init(
        catalog: ScreenCatalog, database: Database, theme: Theme, filter: PreviewFilter = PreviewFilter(), output: URL,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws {
        self.database = database
        self.theme = theme
        self.output = output
        title = catalog.name
        runner = SnapshotRunner(theme: theme, workers: workers, pool: SnapshotterPool(theme: theme))
        pipeline = SnapshotPipeline(
            catalog: catalog, theme: theme, destination: .write(output.appendingPathComponent("screens"), compression: .preview),
            failsOnFindings: false)
        tracked = try catalog.states(database: database, filter: filter)
    }

    /// The folder the images go to, inside ``output``.
    public var screensFolder: URL { output.appendingPathComponent("screens") }

    /// How many images the filter selects.
    public var imageCount: Int { tracked.reduce(0) { $0 + $1.names.count } }

    /// Renders every selected image and writes the live gallery; from now on, commits that
    /// change what a state shows re-render it.
    @discardableResult
    public func start() -> Update {
        let round = prepare(Array(tracked.indices), commitTime: nil)
        return finish(round, results: pipeline.run(round.batch, runner: runner))
    }

    /// Rebuilds the state's bodies under Observation tracking: the first change to anything
    /// they read — a query's value, or its error coming or going — marks the state for
    /// re-rendering. Returns the failures of the live queries they read too.
    private func jobs(for index: Int) -> (value: [SnapshotJob], failures: [LiveQueryFailure]) {
        let state = tracked[index]
        let theme = theme
        return withObservationTracking {
            LiveQueryReads.collecting { state.jobs(theme: theme) }
        } onChange: { [weak self] in
            Task { @MainActor in self?.markDirty(index) }
        }
    }

    private func markDirty(_ index: Int) {
        dirty.insert(index)
        scheduleRound()
    }

    /// Starts a round for the marked states unless one is rendering (it starts the next
    /// itself when it ends).
    private func scheduleRound() {
        guard !flushPending, !rendering, !dirty.isEmpty else { return }
        flushPending = true
        // LiveSQLite applies one commit's results in one main-actor turn; render after it.
        Task { @MainActor in
            flushPending = false
            let indices = dirty.sorted()
            dirty = []
            rendering = true
            let round = prepare(indices, commitTime: DatabaseFileClock.lastCommit(of: database.path))
            let results = await Self.runOffTheMainActor(round.batch, pipeline: pipeline, runner: runner)
            rendering = false
            _ = finish(round, results: results)
            scheduleRound()
        }
    }

    /// Runs the pipeline on a dispatch thread (the runner blocks its caller until its workers
    /// are done), so the main actor is free meanwhile. Isolated to the main actor itself: the
    /// call and its return stay there, without a hop through the global executor.
    private static func runOffTheMainActor(
        _ jobs: [SnapshotJob], pipeline: SnapshotPipeline, runner: SnapshotRunner
    ) async -> [SnapshotPipeline.Result] {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: pipeline.run(jobs, runner: runner)) }
        }
    }

    /// One round's bodies, built on the main actor, and what is left to draw.
    private struct Round {
        var indices: [Int]
        var all: [SnapshotJob]
        var batch: [SnapshotJob]
        var stateErrors: [String]
        var commitTime: timespec?
        var start: ContinuousClock.Instant
    }

    private func prepare(_ indices: [Int], commitTime: timespec?) -> Round {
        let start = ContinuousClock.now
        var all: [SnapshotJob] = []
        var stateErrors: [String] = []
        for index in indices {
            let (jobs, failures) = jobs(for: index)
            let key = tracked[index].key
            if failures.isEmpty {
                queryErrors[key] = nil
                all += jobs
            } else {
                queryErrors[key] = failures.map(\.description)
                stateErrors += failures.map { "\(key): \($0)" }
            }
        }
        let batch = all.filter { drawn[$0.name] != $0.body }
        return Round(indices: indices, all: all, batch: batch, stateErrors: stateErrors, commitTime: commitTime, start: start)
    }

    private func finish(_ round: Round, results: [SnapshotPipeline.Result]) -> Update {
        let (indices, all, batch, stateErrors, commitTime, start) =
            (round.indices, round.all, round.batch, round.stateErrors, round.commitTime, round.start)
        findings.record(results)
        for r in results { imageErrors[r.name] = r.error }
        let commitToDisk = commitTime.map { DatabaseFileClock.since($0) }
        let renderTime = ContinuousClock.now - start
        let update = Update(
            generation: generation, states: indices.map { tracked[$0].key }, images: batch.map(\.name), unchanged: all.count - batch.count,
            failures: results.compactMap { r in r.error.map { "\(r.name.relativePath): \($0)" } }, stateErrors: stateErrors,
            renderTime: renderTime, commitToDisk: commitToDisk)
        let rendered = Set(results.filter { $0.error == nil }.map(\.name))
        for job in batch where rendered.contains(job.name) { drawn[job.name] = job.body }
        writeGallery(rendered: batch.map(\.name).filter { rendered.contains($0) })
        generation += 1
        onUpdate?(update)
        return update
    }

    /// Rewrites `live.js` (which images changed when) and, when the findings changed,
    /// the page itself.
    private func writeGallery(rendered: [SnapshotName]) {
        let all = findings.all
        var errors = queryErrors
        for (name, error) in imageErrors.sorted(by: { $0.key.relativePath < $1.key.relativePath }) {
            errors["\(name.screen)/\(name.state)", default: []].append("\(name.configuration.fileStem): \(error)")
        }
        let pageChanged = generation == 0 || all != lastFindings || errors != lastErrors
        lastFindings = all
        lastErrors = errors
        live.record(rendered.map { "screens/" + $0.relativePath }, generation: generation, pageChanged: pageChanged)
        do {
            if pageChanged {
                let entries = tracked.flatMap(\.names).map { GalleryPage.Entry(name: $0, imagePath: "screens/" + $0.relativePath) }
                try GalleryPage(entries: entries, findings: all, errors: errors, liveGeneration: generation, title: title).write(to: output)
            }
            try live.write(to: output)
        } catch {
            FileHandle.standardError.write(Data("error: could not update the gallery in \(output.path): \(error)\n".utf8))
        }
    }
}
