import Foundation

/// Knows which input each fuzz family is running, so that a run that dies says how to replay
/// what killed it: on a fatal signal (a trap, a bad access, an abort) it prints the replay
/// command of every input in flight, and an input still running after `hardLimit` seconds is
/// taken for a hang — printed, then the process is aborted, so CI fails instead of stalling.
///
/// ```swift
/// Watchdog.shared.begin(family: "png", input: 7, reproduce: "FUZZ_SEED=… FUZZ_INPUT=7 …")
/// defer { Watchdog.shared.end() }
/// ```
public final class Watchdog: @unchecked Sendable {
    public static let shared = Watchdog()

    /// Seconds after which a timed input (or segment of one) is a hang that stops the run:
    /// `FUZZ_HANG_SECONDS`, 600 by default. Only work the family does itself is timed, never
    /// its wait for the main actor, which the other suites share.
    public let hardLimit: Double = ProcessInfo.processInfo.environment["FUZZ_HANG_SECONDS"].flatMap(Double.init) ?? 600

    private struct Entry {
        var family: String
        var input: Int
        var reproduce: String
        /// When its timed work began; nil while it waits.
        var start: ContinuousClock.Instant?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    private init() {
        Self.installSignalHandlers()
        let thread = Thread { [unowned self] in self.watch() }
        thread.name = "fuzz watchdog"
        thread.start()
    }

    /// Notes that `family` started input `input` — timed from now, or from ``arm(family:)``.
    /// Keyed by family: families run in parallel.
    public func begin(family: String, input: Int, reproduce: String, timed: Bool = true) {
        lock.lock()
        entries[family] = Entry(family: family, input: input, reproduce: reproduce, start: timed ? .now : nil)
        publish()
        lock.unlock()
    }

    /// Times the family's current input from now (a segment of work that does not wait).
    public func arm(family: String) {
        lock.lock()
        entries[family]?.start = .now
        lock.unlock()
    }

    /// Stops timing the family's current input (it is about to wait).
    public func disarm(family: String) {
        lock.lock()
        entries[family]?.start = nil
        lock.unlock()
    }

    /// Notes that the family's input finished.
    public func end(family: String) {
        lock.lock()
        entries[family] = nil
        publish()
        lock.unlock()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            lock.lock()
            let stuck = entries.values.first { $0.start.map { ContinuousClock.now - $0 > .seconds(hardLimit) } ?? false }
            lock.unlock()
            if let stuck {
                FileHandle.standardError.write(
                    Data("FUZZ HANG: \(stuck.family) input \(stuck.input) ran over \(Int(hardLimit)) s. Replay: \(stuck.reproduce)\n".utf8))
                abort()
            }
        }
    }

    /// Writes the replay lines where the signal handler finds them (lock held).
    private func publish() {
        let text = entries.values.map { "FUZZ CRASH while running \($0.family) input \($0.input). Replay: \($0.reproduce)\n" }.joined()
        let bytes = Array(text.utf8.prefix(Self.noteCapacity - 1))
        Self.note.update(repeating: 0, count: Self.noteCapacity)
        Self.note.update(from: bytes, count: bytes.count)
        Self.noteLength.pointee = bytes.count
    }

    fileprivate static let noteCapacity = 4096
    nonisolated(unsafe) fileprivate static let note: UnsafeMutablePointer<UInt8> = .allocate(capacity: noteCapacity)
    nonisolated(unsafe) fileprivate static let noteLength: UnsafeMutablePointer<Int> = {
        let p = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    /// The handlers that were there before (the Swift runtime's backtracer), by signal.
    nonisolated(unsafe) fileprivate static let previous: UnsafeMutablePointer<sigaction> = .allocate(capacity: 64)

    private static func installSignalHandlers() {
        note.initialize(repeating: 0, count: noteCapacity)
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = fuzzCrashHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_NODEFER)
            sigaction(sig, &action, previous + Int(sig))
        }
    }
}

/// Prints the replay lines, then puts back the handler that was there before: a trap retried
/// on return, or a signal raised again, reaches it (and the runtime prints its backtrace).
private func fuzzCrashHandler(_ sig: Int32) {
    _ = write(STDERR_FILENO, Watchdog.note, Watchdog.noteLength.pointee)
    sigaction(sig, Watchdog.previous + Int(sig), nil)
    if sig == SIGABRT { raise(sig) }
}
