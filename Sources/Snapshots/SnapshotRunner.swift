import Foundation
import ImageCodec
import ScreenLayout
import Theme

/// Runs snapshot jobs on every core: each worker thread owns its own ``ScreenSnapshotter``
/// (Pango and Cairo objects are not thread-safe) and takes the next job from a shared queue;
/// PNG compression stays on the worker's thread, so `workers` is the number of cores used.
/// Neighbouring jobs that differ only in appearance (light and dark of one screen, device and
/// type size) go to the same worker, one after the other: they draw the same photos at the
/// same sizes, which the worker's image cache then scales once instead of both workers
/// scaling them at the same time. Results come back in job order; progress is reported as
/// jobs finish.
///
/// ```swift
/// let results = SnapshotRunner(theme: theme).run(jobs, work: { snapshotter, job in
///     let (_, bitmap) = try snapshotter.render(job.body, configuration: job.name.configuration)
///     try bitmap.writePNG(to: out.appendingPathComponent(job.name.relativePath))
/// })
/// ```
public struct SnapshotRunner: Sendable {
    public var theme: Theme
    public var workers: Int
    /// Snapshotters kept from run to run (warm fonts, images and text measurements), for
    /// callers that run again and again, like the watch job; nil makes fresh ones per run.
    public var pool: SnapshotterPool?

    public init(theme: Theme, workers: Int = ProcessInfo.processInfo.activeProcessorCount, pool: SnapshotterPool? = nil) {
        self.theme = theme
        self.workers = max(1, workers)
        self.pool = pool
    }

    public func run(
        _ jobs: [SnapshotJob], progress: @escaping @Sendable (_ done: Int, _ total: Int, _ result: SnapshotJobResult) -> Void = { _, _, _ in },
        work: @escaping @Sendable (ScreenSnapshotter, SnapshotJob) throws -> Void
    ) -> [SnapshotJobResult] {
        let state = RunnerState(groups: Self.groups(jobs.map(\.name)))
        let theme = theme
        let pool = pool
        let threads = min(workers, max(1, jobs.count))
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                var snapshotter: ScreenSnapshotter
                do {
                    snapshotter = try pool?.checkOut() ?? ScreenSnapshotter(theme: theme)
                } catch {
                    while let batch = state.nextGroup() {
                        for index in batch {
                            let r = SnapshotJobResult(name: jobs[index].name, error: "\(error)", milliseconds: 0)
                            progress(state.finish(index, r), jobs.count, r)
                        }
                    }
                    return
                }
                let clock = ContinuousClock()
                while let batch = state.nextGroup() {
                    for index in batch {
                        let job = jobs[index]
                        var failure: String?
                        let elapsed = clock.measure {
                            do { try work(snapshotter, job) } catch { failure = "\(error)" }
                        }
                        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
                        let r = SnapshotJobResult(name: job.name, error: failure, milliseconds: ms)
                        progress(state.finish(index, r), jobs.count, r)
                    }
                }
                pool?.checkIn(snapshotter)
            }
            thread.stackSize = 8 << 20  // deep layout trees recurse
            thread.start()
        }
        group.wait()
        return state.results()
    }
}

extension SnapshotRunner {
    /// The batches a run hands to its workers, covering `names` in order: each run of
    /// neighbours that show the same screen and state in the same configuration but for the
    /// appearance is one batch (their layouts, and so their photo sizes, are the same).
    static func groups(_ names: [SnapshotName]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = 0
        for index in names.indices.dropFirst() where !sameGeometry(names[index - 1], names[index]) {
            groups.append(start..<index)
            start = index
        }
        if !names.isEmpty { groups.append(start..<names.count) }
        return groups
    }

    private static func sameGeometry(_ a: SnapshotName, _ b: SnapshotName) -> Bool {
        var other = b.configuration
        other.colorScheme = a.configuration.colorScheme
        return a.screen == b.screen && a.state == b.state && a.configuration == other
    }
}

/// Snapshotters that outlive a run. Each is used by one thread at a time: a worker checks one
/// out for the run and returns it at the end.
///
/// ```swift
/// let runner = SnapshotRunner(theme: theme, pool: SnapshotterPool(theme: theme))
/// ```
public final class SnapshotterPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [ScreenSnapshotter] = []
    private let theme: Theme

    public init(theme: Theme) { self.theme = theme }

    func checkOut() throws -> ScreenSnapshotter {
        lock.lock()
        let kept = idle.popLast()
        lock.unlock()
        return try kept ?? ScreenSnapshotter(theme: theme)
    }

    func checkIn(_ snapshotter: ScreenSnapshotter) {
        lock.lock()
        idle.append(snapshotter)
        lock.unlock()
    }
}

/// The shared queue and result slots of a run.
private final class RunnerState: @unchecked Sendable {
    private let lock = NSLock()
    private let groups: [Range<Int>]
    private var nextGroupIndex = 0
    private var done = 0
    private var slots: [SnapshotJobResult?]

    init(groups: [Range<Int>]) {
        self.groups = groups
        slots = Array(repeating: nil, count: groups.last?.upperBound ?? 0)
    }

    /// The next batch of job indices for one worker to run in order; nil when none is left.
    func nextGroup() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard nextGroupIndex < groups.count else { return nil }
        nextGroupIndex += 1
        return groups[nextGroupIndex - 1]
    }

    func finish(_ index: Int, _ result: SnapshotJobResult) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        done += 1
        return done
    }

    func results() -> [SnapshotJobResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
