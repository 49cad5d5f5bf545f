import Foundation
import Testing

@testable import LiveSQLite

/// Several writers, thousands of writes, dozens of observers: every model ends equal to a
/// fresh read. Runs clean under `swift test --sanitize=thread --filter LiveSQLiteTests`.
@MainActor
@Suite struct StressTests {
    struct Item: RowDecodable, Equatable {
        var id: Int
        var list: Int
        var title: String
        var score: Double
        init(row: Row) throws {
            id = try row["id"]
            list = try row["list"]
            title = try row["title"]
            score = try row["score"]
        }
    }

    /// A model of the test: every live query paired with a fresh read of the same thing.
    struct Check {
        var name: String
        var current: @MainActor () -> String
        var fresh: () throws -> String
    }

    @Test func writersAndObserversAgreeAtTheEnd() async throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let db = try Database(path: file.path, access: .create)
        try db.migrate([
            Migration(
                "001",
                """
                CREATE TABLE items (id INTEGER PRIMARY KEY, list INTEGER NOT NULL, title TEXT NOT NULL, score REAL NOT NULL, done INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE tags (name TEXT PRIMARY KEY, uses INTEGER NOT NULL) WITHOUT ROWID;
                """)
        ])
        try db.write { c in
            for i in 1...60 { try c.execute("INSERT INTO items (id, list, title, score) VALUES (?, ?, ?, ?)", [i, i % 6, "item \(i)", Double(i)]) }
        }

        var checks: [Check] = []
        func add<V: Sendable & Equatable>(_ name: String, _ query: LiveQuery<V>, _ fresh: @escaping (Connection) throws -> V) {
            checks.append(
                Check(
                    name: name, current: { "\(query.value)" },
                    fresh: { "\(try db.read(fresh))" }))
        }
        var keep: [AnyObject] = []
        for list in 0..<6 {
            let countSQL = "SELECT count(*) FROM items WHERE list = ?"
            let count = try LiveQuery<Int>.value(db, countSQL, [list], default: 0)
            add("count \(list)", count) { try $0.scalar(countSQL, [list], as: Int.self) ?? 0 }
            let sumSQL = "SELECT sum(score) FROM items WHERE list = ?"
            let sum = try LiveQuery<Double>.value(db, sumSQL, [list], default: 0)
            add("sum \(list)", sum) { try $0.scalar(sumSQL, [list], as: Double?.self).flatMap { $0 } ?? 0 }
            let rowsSQL = "SELECT id, list, title, score FROM items WHERE list = ? ORDER BY id"
            let rows = try await LiveQuery<[Item]>.loadAll(db, rowsSQL, [list])
            add("rows \(list)", rows) { try $0.query(rowsSQL, [list]).map(Item.init(row:)) }
            keep += [count, sum, rows]
        }
        for id in stride(from: 1, through: 120, by: 6) {
            let row = try LiveQuery<Item?>.row(db, "items", key: id, columns: "id, list, title, score")
            add("row \(id)", row) { try $0.query("SELECT id, list, title, score FROM items WHERE id = ?", [id]).first.map(Item.init(row:)) }
            keep.append(row)
        }
        let tagsSQL = "SELECT name || ':' || uses FROM tags ORDER BY name"
        let tags = try LiveQuery<[String]>(db, sql: tagsSQL) { rows in try rows.map { try $0[0] as String } }
        add("tags", tags) { try $0.query(tagsSQL).map { try $0[0] as String } }
        let doneSQL = "SELECT count(*) FROM items WHERE done = 1"
        let done = try LiveQuery<Int>.value(db, doneSQL, default: 0)
        add("done", done) { try $0.scalar(doneSQL, as: Int.self) ?? 0 }
        keep += [tags, done]
        #expect(checks.count >= 40)

        // Four writer threads of this process and one other connection, 3,400 writes in all.
        let failures = Counter()
        let writers = Task.detached {
            await onThreads(4) { writer in
                var random = SystemRandomNumberGenerator()
                for step in 0..<750 {
                    let id = Int.random(in: 1...120, using: &random)
                    do {
                        try db.write { c in
                            switch step % 6 {
                            case 0:
                                try c.execute(
                                    "INSERT OR REPLACE INTO items (id, list, title, score) VALUES (?, ?, ?, ?)",
                                    [id, id % 6, "w\(writer) s\(step)", Double(step)])
                            case 1: try c.execute("UPDATE items SET score = score + 1 WHERE id = ?", [id])
                            case 2: try c.execute("UPDATE items SET done = 1 - done WHERE id = ?", [id])
                            case 3: try c.execute("DELETE FROM items WHERE id = ?", [id])
                            case 4:
                                try c.execute(
                                    "INSERT INTO tags (name, uses) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET uses = uses + 1", ["t\(id % 7)"])
                            default:
                                try c.execute("UPDATE items SET list = (list + 1) % 6, title = title || '+' WHERE id = ?", [id])
                                _ = try? c.savepoint { c -> Void in
                                    try c.execute("DELETE FROM items")
                                    throw CancellationError()
                                }
                            }
                        }
                    } catch {
                        failures.increment()
                    }
                }
            }
        }
        let outsider = Task.detached {
            let other = try Database(path: file.path, access: .readWrite)
            for i in 0..<400 {
                try other.write { try $0.execute("UPDATE items SET score = score * 0.5 WHERE list = ?", [i % 6]) }
            }
        }
        // The main actor keeps applying deliveries while the writers run.
        await writers.value
        try await outsider.value
        await db.settled()

        #expect(failures.current == 0)
        for check in checks {
            let fresh = try check.fresh()
            #expect(check.current() == fresh, "\(check.name) differs from a fresh read")
        }
        #expect(db.observerCount == checks.count)
        keep.removeAll()
    }
}
