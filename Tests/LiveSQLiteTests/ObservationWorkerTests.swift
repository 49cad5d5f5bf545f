import Foundation
import Testing

@testable import LiveSQLite

/// The worker loops until told to stop, hands each re-fetch its snapshot connection (its own,
/// opened once, or the writer under its lock) or why there is none.
@Suite struct ObservationWorkerTests {
    /// What the worker handed its re-fetches.
    private final class Rounds: @unchecked Sendable {
        private let lock = NSLock()
        private var rounds: [(connection: ObjectIdentifier?, failure: SQLiteError?)] = []
        func record(_ connection: Connection?, _ failure: SQLiteError?) {
            lock.lock()
            rounds.append((connection.map(ObjectIdentifier.init), failure))
            lock.unlock()
        }
        var all: [(connection: ObjectIdentifier?, failure: SQLiteError?)] {
            lock.lock()
            defer { lock.unlock() }
            return rounds
        }
    }

    /// A `waitForWork` reporting work `count` times, then the center stopped.
    private func work(_ count: Int) -> @Sendable () -> Bool {
        let waits = Counter()
        return {
            waits.increment()
            return waits.current <= count
        }
    }

    @Test func itsOwnConnectionIsOpenedOnceForEveryRound() {
        let opens = Counter()
        let rounds = Rounds()
        let source = ObservationWorker.SnapshotSource.dedicated({
            opens.increment()
            return try Connection(path: ":memory:")
        })
        ObservationWorker(source: source, waitForWork: work(3)) { rounds.record($0, $1) }.run()
        #expect(opens.current == 1)
        #expect(rounds.all.count == 3)
        #expect(Set(rounds.all.map(\.connection)).count == 1)
        #expect(rounds.all.allSatisfy { $0.connection != nil && $0.failure == nil })
    }

    @Test func aConnectionThatFailsToOpenIsReportedAndRetried() {
        struct Unopenable: Error {}
        let opens = Counter()
        let rounds = Rounds()
        let source = ObservationWorker.SnapshotSource.dedicated({
            opens.increment()
            if opens.current == 1 { throw SQLiteError.notADatabase(path: "x") }
            throw Unopenable()
        })
        ObservationWorker(source: source, waitForWork: work(2)) { rounds.record($0, $1) }.run()
        #expect(opens.current == 2)
        #expect(rounds.all.allSatisfy { $0.connection == nil })
        #expect(rounds.all.map(\.failure) == [.notADatabase(path: "x"), .decoderFailed(sql: "", message: "\(Unopenable())")])
    }

    @Test func theWriterIsLockedDuringEachRefetchOnly() throws {
        let writer = try Connection(path: ":memory:")
        let lock = NSRecursiveLock()
        let lockedElsewhere = Counter()
        let rounds = Rounds()
        let worker = ObservationWorker(source: .writer(writer, lock), waitForWork: work(2)) { connection, failure in
            rounds.record(connection, failure)
            if !takenOnAnotherThread(lock) { lockedElsewhere.increment() }
        }
        worker.run()
        #expect(rounds.all.map(\.connection) == [ObjectIdentifier(writer), ObjectIdentifier(writer)])
        #expect(lockedElsewhere.current == 2)
        #expect(takenOnAnotherThread(lock))
    }

    @Test func startRunsTheLoopOnANamedThreadOfItsOwn() {
        let stopped = Latch()
        let name = NSLock()
        nonisolated(unsafe) var threadName = ""
        let stopping: @Sendable () -> Bool = {
            name.lock()
            threadName = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "LiveSQLite obs\n"
            name.unlock()
            stopped.signal()
            return false
        }
        ObservationWorker(source: .dedicated({ try Connection(path: ":memory:") }), waitForWork: stopping) { _, _ in }.start()
        #expect(stopped.wait())
        name.lock()
        #expect(threadName == "LiveSQLite obs\n")
        name.unlock()
    }
}

/// Whether another thread can take `lock` now (it releases it again).
private func takenOnAnotherThread(_ lock: NSRecursiveLock) -> Bool {
    let done = Latch()
    let taken = Counter()
    Thread {
        if lock.try() {
            taken.increment()
            lock.unlock()
        }
        done.signal()
    }.start()
    _ = done.wait()
    return taken.current == 1
}
