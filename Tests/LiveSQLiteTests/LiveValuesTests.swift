import Foundation
import Testing

@testable import LiveSQLite

@Suite struct LiveValuesTests {
    @Test func aSequenceGivesTheFirstValueThenEveryChange() async throws {
        let db = try makePeopleDatabase()
        var seen: [Int] = []
        for try await count in LiveValues<Int>.value(db, "SELECT count(*) FROM people", default: 0) {
            seen.append(count)
            if count == 2 {
                try db.write { try $0.execute("INSERT INTO people (name) VALUES ('Cleo')") }
            } else {
                break
            }
        }
        #expect(seen == [2, 3])
        #expect(db.observerCount == 0)  // stopping the loop stops observation
    }

    @Test func aSequenceIsReadOffTheMainActor() async throws {
        let db = try makePeopleDatabase()
        let names = try await Task.detached {
            var iterator = LiveValues<[Person]>.all(db, "SELECT id, name FROM people WHERE age > ? ORDER BY id", [30]).makeAsyncIterator()
            let first = try await iterator.next()
            try db.write { try $0.execute("UPDATE people SET age = 50 WHERE name = 'Ben'") }
            let second = try await iterator.next()
            return [first, second].map { $0?.map(\.name) ?? [] }
        }.value
        #expect(names == [["Ana"], ["Ana", "Ben"]])
    }

    @Test func aQueryThatCannotRunEndsTheSequenceWithItsError() async throws {
        let db = try makePeopleDatabase()
        await #expect(throws: SQLiteError.self) {
            for try await _ in LiveValues<[Person]>.all(db, "SELECT id, name FROM nowhere") {}
        }
        #expect(db.observerCount == 0)
    }

    @Test func aRefetchThatFailsEndsTheSequence() async throws {
        let db = try makePeopleDatabase()
        var values: [[String]] = []
        await #expect(throws: SQLiteError.self) {
            for try await people in LiveValues<[Person]>.all(db, "SELECT id, name FROM people ORDER BY id") {
                values.append(people.map(\.name))
                try db.write { try $0.execute("ALTER TABLE people DROP COLUMN age") }
                try db.write { try $0.execute("ALTER TABLE people RENAME COLUMN name TO full_name") }
            }
        }
        #expect(values == [["Ana", "Ben"]])
    }
}
