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
        let budget = FuzzBudget(family: "external-writer", inputs: 5, share: 0.1)
        // A session is hundreds of commits, each delivered on the main actor, which the other
        // suites share: no bound on its time; a commit not noticed in time is a miss.
        let tally = FuzzTally(family: "external-writer", budget: budget, hangLimit: nil)
        try await budget.run { index, g in
            let file = try TemporaryDatabase()
            defer { file.remove() }
            let db = try Database(path: file.path, access: .create)
            try db.migrate([Migration("001_counter_items", Self.schema)])
            let counter = try LiveQuery<Int>.value(db, "SELECT n FROM counter", default: -1)
            let items = try LiveQuery<Int>.value(db, "SELECT count(*) FROM items", default: -1)
            let log = DeliveryLog(counter)
            let commits = Int.random(in: 400...700, using: &g)
            var plan: [(script: String, waits: Bool)] = []
            for n in 1...commits { plan.append((Self.commit(n, &g), g.chance(0.04))) }
            let (path, steps) = (file.path, plan)
            try await tally.run(index) {
                // The writer runs off the main actor, as the stream tests' does: the main actor
                // applies the deliveries meanwhile (and the other suites' work goes on).
                let writer: (status: Int32, errors: String, late: [Int])? = try await Task.detached {
                    guard let shell = try SQLiteShell(path: path) else { return nil }
                    shell.send("PRAGMA synchronous = NORMAL;")
                    var late: [Int] = []
                    for (i, step) in steps.enumerated() {
                        shell.send(step.script)
                        // One at a time: the next commit waits until this one reached the query.
                        if step.waits, !(await waitUntil(timeout: .seconds(5)) { counter.value >= i + 1 }) { late.append(i + 1) }
                    }
                    let (status, errors) = shell.finish()
                    return (status, errors, late)
                }.value
                guard let writer else {
                    Issue.record("the sqlite3 command-line tool is missing: run Scripts/setup")
                    return "no sqlite3"
                }
                for n in writer.late { tally.miss(index, "commit \(n) (one at a time) not noticed within 5 s") }
                if writer.status != 0 || !writer.errors.isEmpty {
                    tally.wrong(index, "sqlite3 exited \(writer.status): \(writer.errors.prefix(300))")
                }
                let last = await waitUntil(timeout: .seconds(10)) { counter.value == commits }
                if !last { tally.miss(index, "the last commit (\(commits)) not noticed; the query holds \(counter.value)") }
                await db.settled()
                let values = await log.caughtUp()
                if !zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { tally.miss(index, "deliveries out of commit order") }
                let fresh = (try? db.read { try $0.scalar("SELECT count(*) FROM items", as: Int.self) }) ?? nil
                if items.value != fresh { tally.miss(index, "the items query holds \(items.value), the file \(fresh ?? -1)") }
                tally.count("commits", commits)
                tally.count("one at a time", plan.filter(\.waits).count)
                tally.count("deliveries", values.count - 1)
                return "session"
            }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }
}
