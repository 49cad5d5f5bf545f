import Foundation

/// Starts the asynchronous work of a model (a debounced save, a timer, a load), as a
/// dependency, so that tests can see it: live and in previews a plain `Task`; in tests each
/// effect is also recorded by the scope's ``EffectTracker``, and the model test store awaits
/// it and fails a test that ends with one still running, naming it.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.effects) var effects
/// @ObservationIgnored @Dependency(\.clock) var clock
/// @ObservationIgnored var pendingSave: EffectHandle?
/// func textChanged() {
///     pendingSave?.cancel()
///     pendingSave = effects.run("debounced save") { @MainActor [clock] in
///         guard (try? await clock.sleep(for: .milliseconds(500))) != nil else { return }
///         self.save()
///     }
/// }
/// ```
public struct Effects: Sendable {
    /// Records effects; nil: untracked.
    public let tracker: EffectTracker?

    public init(tracker: EffectTracker?) {
        self.tracker = tracker
    }

    /// Runs `operation` as a new task named `name` (names show in failures).
    @discardableResult
    public func run(
        _ name: String, priority: TaskPriority? = nil, operation: @escaping @Sendable @isolated(any) () async -> Void
    ) -> EffectHandle {
        let task = Task(priority: priority, operation: operation)
        tracker?.started(name: name, task: task)
        return EffectHandle(name: name, task: task)
    }
}

/// A running effect: cancel it, or wait for it.
///
/// ```swift
/// let handle = effects.run("load") { … }
/// handle.cancel()
/// ```
public struct EffectHandle: Sendable {
    public let name: String
    let task: Task<Void, Never>

    public func cancel() { task.cancel() }
    public var isCancelled: Bool { task.isCancelled }
    /// Waits until the effect is over.
    public func finished() async { await task.value }
}

/// The effects started in one dependency scope, running and finished, in start order; what
/// the model test store awaits.
///
/// ```swift
/// let tracker = EffectTracker()
/// withDependencies { $0.effects = Effects(tracker: tracker) } operation: { model.textChanged() }
/// let stillRunning = await tracker.waitForAll(timeout: .seconds(1))   // [] when all finished
/// ```
public final class EffectTracker: Sendable {
    /// One effect as recorded.
    public struct Record: Sendable, Hashable, CustomStringConvertible {
        public var id: Int
        public var name: String
        public var isFinished: Bool
        /// Cancelled before it finished (a debounce replaced it): nothing to receive.
        public var wasCancelled: Bool
        public var description: String { "'\(name)' (effect #\(id))" }
    }

    private struct State {
        var records: [Record] = []
        var tasks: [Int: Task<Void, Never>] = [:]
        var waiters: [Int: [ResumeOnce]] = [:]
    }
    private let state = LockedValue(State())

    public init() {}

    /// Every effect started so far.
    public var records: [Record] { state.withLock { $0.records } }
    /// The effects still running.
    public var running: [Record] { records.filter { !$0.isFinished } }

    func started(name: String, task: Task<Void, Never>) {
        let id = state.withLock { state -> Int in
            let id = state.records.count + 1
            state.records.append(Record(id: id, name: name, isFinished: false, wasCancelled: false))
            state.tasks[id] = task
            return id
        }
        Task.detached { [self] in
            await task.value
            let waiters = state.withLock { state -> [ResumeOnce] in
                state.records[id - 1].isFinished = true
                state.records[id - 1].wasCancelled = task.isCancelled
                state.tasks[id] = nil
                return state.waiters.removeValue(forKey: id) ?? []
            }
            for waiter in waiters { waiter.resume(true) }
        }
    }

    /// Waits until effect `id` has finished (true) or `timeout` passed on the continuous clock (false).
    public func wait(for id: Int, timeout: Duration) async -> Bool {
        let waiter = ResumeOnce()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            waiter.set(continuation)
            let finished = state.withLock { state -> Bool in
                guard id >= 1, id <= state.records.count, !state.records[id - 1].isFinished else { return true }
                state.waiters[id, default: []].append(waiter)
                return false
            }
            if finished {
                waiter.resume(true)
                return
            }
            Task.detached {
                try? await Task.sleep(for: timeout)
                waiter.resume(false)
            }
        }
    }

    /// Waits for every running effect (those they start too), up to `timeout` in all; returns
    /// those still running then.
    public func waitForAll(timeout: Duration) async -> [Record] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while let next = running.first {
            let left = clock.now.duration(to: deadline)
            if left <= .zero { return running }
            let done = await wait(for: next.id, timeout: left)
            if !done { return running }
        }
        return []
    }

    /// Cancels every running effect.
    public func cancelAll() {
        let tasks = state.withLock { Array($0.tasks.values) }
        for task in tasks { task.cancel() }
    }
}

/// A continuation resumed by whichever comes first (the effect, or the timeout), once.
final class ResumeOnce: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Bool, Never>?
        var result: Bool?
    }
    private let state = LockedValue(State())

    func set(_ continuation: CheckedContinuation<Bool, Never>) {
        let early = state.withLock { state -> Bool? in
            if state.result == nil { state.continuation = continuation }
            return state.result
        }
        if let early { continuation.resume(returning: early) }
    }

    func resume(_ value: Bool) {
        let waiting = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.result == nil else { return nil }
            state.result = value
            defer { state.continuation = nil }
            return state.continuation
        }
        waiting?.resume(returning: value)
    }
}

enum EffectsKey: DependencyKey {
    static var liveValue: Effects { Effects(tracker: nil) }
    static var testValue: Effects { Effects(tracker: EffectTracker()) }
    static var previewValue: Effects { Effects(tracker: nil) }
}

extension DependencyValues {
    public var effects: Effects {
        get { self[EffectsKey.self] }
        set { self[EffectsKey.self] = newValue }
    }
}
