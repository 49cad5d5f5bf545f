import Foundation

/// What one fuzz family saw: how many inputs it tried, how each ended (a result, or which
/// typed error), and the failures that matter — crashes, hangs, damaged files, missed commits
/// — each with the input that caused it. ``summary`` is the one line the README quotes.
///
/// ```swift
/// let tally = FuzzTally(family: "png-decoder", budget: budget, hangLimit: 5)
/// tally.run(index) { "decoded" }                 // times it; over hangLimit is a hang
/// print(tally.summary)   // "FUZZ png-decoder: 2000 inputs tried, crashes 0, hangs 0, …"
/// ```
public final class FuzzTally: @unchecked Sendable {
    public let family: String
    public let budget: FuzzBudget
    /// Seconds one input may take before it counts as a hang; nil for a family whose inputs
    /// are mostly waiting, whose bound is its own timeouts.
    public let hangLimit: Double?

    private let lock = NSLock()
    private let start = ContinuousClock.now
    public private(set) var tried = 0
    public private(set) var crashes = 0
    public private(set) var hangs = 0
    public private(set) var damaged = 0
    public private(set) var missed = 0
    public private(set) var outcomes: [String: Int] = [:]
    /// One line per failure: what went wrong and how to replay it.
    public private(set) var failures: [String] = []
    public private(set) var slowest: Double = 0

    public init(family: String, budget: FuzzBudget, hangLimit: Double?) {
        self.family = family
        self.budget = budget
        self.hangLimit = hangLimit
    }

    /// Times one input; `body` returns the name of its outcome ("decoded", "PNGError.truncated"…).
    public func run(_ index: Int, _ body: () throws -> String) rethrows {
        let t0 = ContinuousClock.now
        let outcome = try body()
        finish(index, outcome: outcome, seconds: (ContinuousClock.now - t0).seconds)
    }

    /// ``run(_:_:)`` for bodies that wait: timed by the ``busy(_:)`` segments in it (its waits
    /// for the main actor, which other suites share, are no hang), or by the clock if none.
    public func run(_ index: Int, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> String) async rethrows {
        let t0 = ContinuousClock.now
        setBusy(nil)
        let outcome = try await body()
        finish(index, outcome: outcome, seconds: takeBusy() ?? (ContinuousClock.now - t0).seconds)
    }

    /// A segment of an input's own work, which does not wait: timed, and watched.
    public func busy<T>(_ body: () throws -> T) rethrows -> T {
        Watchdog.shared.arm(family: family)
        let t0 = ContinuousClock.now
        defer {
            Watchdog.shared.disarm(family: family)
            let seconds = (ContinuousClock.now - t0).seconds
            lock.lock()
            busySeconds = (busySeconds ?? 0) + seconds
            lock.unlock()
        }
        return try body()
    }

    private var busySeconds: Double?
    private func setBusy(_ v: Double?) {
        lock.lock()
        busySeconds = v
        lock.unlock()
    }
    private func takeBusy() -> Double? {
        lock.lock()
        defer { lock.unlock() }
        return busySeconds
    }

    private func finish(_ index: Int, outcome: String, seconds: Double) {
        lock.lock()
        defer { lock.unlock() }
        tried += 1
        outcomes[outcome, default: 0] += 1
        slowest = max(slowest, seconds)
        if let hangLimit, seconds > hangLimit {
            hangs += 1
            failures.append("input \(index) took \(String(format: "%.1f", seconds)) s (limit \(hangLimit) s). Replay: \(budget.reproduce(index))")
        }
    }

    /// A child process died of a signal nobody sent it.
    public func crash(_ index: Int, _ what: String) { fail(index, what) { $0.crashes += 1 } }
    /// A file that does not decode or does not pass its integrity check.
    public func damage(_ index: Int, _ what: String) { fail(index, what) { $0.damaged += 1 } }
    /// A commit no observer saw (or saw out of order).
    public func miss(_ index: Int, _ what: String) { fail(index, what) { $0.missed += 1 } }
    /// Any other broken promise (a wrong exit code, an untyped error).
    public func wrong(_ index: Int, _ what: String) { fail(index, what) { _ in } }

    /// Adds `n` to a count of its own (commits made, files checked…) shown after the outcomes.
    public func count(_ name: String, _ n: Int = 1) {
        lock.lock()
        outcomes[name, default: 0] += n
        lock.unlock()
    }

    private func fail(_ index: Int, _ what: String, _ bump: (FuzzTally) -> Void) {
        lock.lock()
        bump(self)
        failures.append("input \(index): \(what). Replay: \(budget.reproduce(index))")
        lock.unlock()
    }

    /// The family's one line.
    public var summary: String {
        lock.lock()
        defer { lock.unlock() }
        let seconds = (ContinuousClock.now - start).seconds
        let kinds = outcomes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return "FUZZ \(family): \(tried) inputs tried, crashes \(crashes), hangs \(hangs), files damaged \(damaged), commits missed \(missed)"
            + " in \(String(format: "%.1f", seconds)) s (slowest input \(String(format: "%.2f", slowest)) s; seed \(budget.settings.seedText))"
            + " — " + kinds.joined(separator: ", ")
    }

    /// Whether nothing went wrong.
    public var isClean: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failures.isEmpty && crashes == 0 && hangs == 0 && damaged == 0 && missed == 0
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
