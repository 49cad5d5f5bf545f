import Foundation
import FuzzSupport
import Testing

@testable import LiveSQLite

/// The `sqlite3` tool in another process making thousands of commits — random inserts,
/// updates and deletes of values of every SQL type, some commits one at a time, most in bursts
/// — while live queries watch: every commit made one at a time is noticed before the next, the
/// values a query takes only ever follow commit order, and the last commit is seen. Reuses the
/// stream tests' counter schema, ``SQLiteShell`` and ``DeliveryLog``.
@MainActor
@Suite(.serialized) struct ExternalWriterFuzzTests {
    static let schema = ExternalCommitStreamTests.schema + " CREATE TABLE items (id INTEGER PRIMARY KEY, value, note TEXT);"

    /// One commit of the writer: random changes to `items`, then the counter set to `n`.
    static func commit(_ n: Int, _ g: inout SeededGenerator) -> String {
        var statements = ["BEGIN;"]
        for _ in 0..<Int.random(in: 0...3, using: &g) {
            // Megabyte texts are left to the database fuzz: here the commits are what counts.
            let literal = FuzzValue.literal(FuzzValue.random(&g, long: false))
            switch Int.random(in: 0..<3, using: &g) {
            case 0: statements.append("INSERT INTO items (value, note) VALUES (\(literal), 'commit \(n)');")
            case 1: statements.append("UPDATE items SET value = \(literal) WHERE id = (SELECT id FROM items ORDER BY random() LIMIT 1);")
            default: statements.append("DELETE FROM items WHERE id = (SELECT min(id) FROM items);")
            }
        }
        statements.append("UPDATE counter SET n = \(n);")
        statements.append("COMMIT;")
        return statements.joined(separator: " ")
    }

    @Test func everyExternalCommitIsNoticedInOrder() async throws {
        let budget = FuzzBudget(family: "external-writer", inputs: 6, share: 0.1)
        // A session is hundreds of commits, each delivered on the main actor, which the other
        // suites share: its bound is generous; a missed commit is caught by its own timeout.
        let tally = FuzzTally(family: "external-writer", budget: budget, hangLimit: 90)
        try await budget.run { index, g in
            let file = try TemporaryDatabase()
            defer { file.remove() }
            let db = try Database(path: file.path, access: .create)
            try db.migrate([Migration("001_counter_items", Self.schema)])
            let counter = try LiveQuery<Int>.value(db, "SELECT n FROM counter", default: -1)
            let items = try LiveQuery<Int>.value(db, "SELECT count(*) FROM items", default: -1)
            let log = DeliveryLog(counter)
            guard let shell = try SQLiteShell(path: file.path) else {
                Issue.record("the sqlite3 command-line tool is missing: run Scripts/setup")
                return
            }
            let commits = Int.random(in: 400...700, using: &g)
            var scripts: [String] = []
            var waits: [Bool] = []
            for n in 1...commits {
                scripts.append(Self.commit(n, &g))
                waits.append(g.chance(0.08))
            }
            await tally.run(index) {
                for n in 1...commits {
                    shell.send(scripts[n - 1])
                    // One at a time: the next commit waits until this one reached the query.
                    if waits[n - 1] {
                        let seen = await waitUntil(timeout: .seconds(5)) { counter.value >= n }
                        if !seen { tally.miss(index, "commit \(n) (one at a time) not noticed within 5 s") }
                    }
                }
                let (status, errors) = shell.finish()
                if status != 0 || !errors.isEmpty { tally.wrong(index, "sqlite3 exited \(status): \(errors.prefix(300))") }
                let last = await waitUntil(timeout: .seconds(10)) { counter.value == commits }
                if !last { tally.miss(index, "the last commit (\(commits)) not noticed; the query holds \(counter.value)") }
                await db.settled()
                let values = await log.caughtUp()
                if !zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { tally.miss(index, "deliveries out of commit order") }
                let fresh = (try? db.read { try $0.scalar("SELECT count(*) FROM items", as: Int.self) }) ?? nil
                if items.value != fresh { tally.miss(index, "the items query holds \(items.value), the file \(fresh ?? -1)") }
                tally.count("commits", commits)
                tally.count("one at a time", waits.filter { $0 }.count)
                tally.count("deliveries", values.count - 1)
                return "session"
            }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }
}
