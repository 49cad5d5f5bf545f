import Foundation
import Observation
import Testing

@testable import LiveSQLite

/// Code that reads live queries learns which of them failed, and is told when a failure comes
/// or goes.
@MainActor
@Suite struct LiveQueryReadsTests {
    @Test func failuresOfTheQueriesReadAreCollected() async throws {
        let db = try makePeopleDatabase()
        try db.write { try $0.execute("INSERT INTO other (id, x) VALUES (1, 7)") }
        let broken = try LiveQuery<Int>.value(db, "SELECT x FROM other WHERE id = 1", default: 0)
        let healthy = try LiveQuery<Int>.value(db, "SELECT count(*) FROM people", default: 0)
        #expect(LiveQueryReads.collecting { broken.value + healthy.value }.failures.isEmpty)

        // A commit the decoder cannot read, seen by whoever tracked the read.
        let changed = Changed()
        _ = withObservationTracking {
            LiveQueryReads.collecting { broken.value }
        } onChange: {
            changed.set()
        }
        try db.write { try $0.execute("UPDATE other SET x = x'00ff' WHERE id = 1") }
        await db.settled()
        #expect(changed.value, "the error coming is a change to the reader")
        let (sum, failures) = LiveQueryReads.collecting { broken.value + healthy.value + broken.value }
        #expect(sum == 7 + 2 + 7, "the last good value is kept")
        #expect(failures.map(\.sql) == ["SELECT x FROM other WHERE id = 1"], "each failing query once; healthy ones not at all")
        #expect(failures[0].description.contains("out of date") && failures[0].description.contains("Column 'x'"), "\(failures[0])")
        // Outside a collection nothing is noted; a nested collection's failures reach the outer one.
        #expect(broken.value == 7)
        let outer = LiveQueryReads.collecting { LiveQueryReads.collecting { broken.value }.failures.count }
        #expect(outer.value == 1 && outer.failures.count == 1)

        // Fixed data: the failure goes, and that is a change too.
        let fixed = Changed()
        _ = withObservationTracking {
            LiveQueryReads.collecting { broken.value }
        } onChange: {
            fixed.set()
        }
        try db.write { try $0.execute("UPDATE other SET x = 7 WHERE id = 1") }
        await db.settled()
        #expect(fixed.value, "the error going is a change even when the value is the same")
        #expect(LiveQueryReads.collecting { broken.value }.failures.isEmpty)
    }
}

/// Set by an Observation change handler (which may run on any thread).
final class Changed: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() {
        lock.lock()
        flag = true
        lock.unlock()
    }
    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return flag
    }
}
