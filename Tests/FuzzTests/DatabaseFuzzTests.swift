import Foundation
import FuzzSupport
import LiveSQLite
import ScreenCatalog
import SecondSkin
import Testing

/// Random values of every SQL storage class in every column of Second Skin's tables — written
/// through the API (``Database/write(_:)``) or by the `sqlite3` tool in another process, with
/// and without the schema's CHECK constraints — then every screen's model built from the file
/// and rendered: each state ends in an image or a typed error, never a crash or a hang.
@MainActor
@Suite struct DatabaseFuzzTests {
    /// Every column of every table of the app's schema.
    static func columns(of db: Database) throws -> [(table: String, column: String)] {
        try db.read { c in
            let tables: [String] = try c.query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name"
            ).map { try $0["name"] }
            return try tables.flatMap { table in try c.query("SELECT name FROM pragma_table_info(?)", [table]).map { (table, try $0["name"]) } }
        }
    }

    static var sqlite3: String? { ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) } }

    /// Runs `script` in the `sqlite3` tool on `path`; its exit status (1 when a statement failed).
    static func runTool(_ path: String, _ script: String) throws -> Int32 {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: sqlite3!)
        tool.arguments = [path]
        let input = Pipe()
        tool.standardInput = input
        tool.standardOutput = FileHandle.nullDevice
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        tool.waitUntilExit()
        return tool.terminationStatus
    }

    /// Async only to give the main actor back between rounds: the models are built on it, and
    /// other suites' live queries deliver there.
    @Test func everyScreenRendersOrNamesTheProblemWhateverTheColumnsHold() async throws {
        #expect(Self.sqlite3 != nil, "the sqlite3 command-line tool is missing: run Scripts/setup")
        let budget = FuzzBudget(family: "sql-values", inputs: 36, share: 0.3)
        let tally = FuzzTally(family: "sql-values", budget: budget, hangLimit: 30)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-sql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rendering = try ScreenRendering()
        let states = ScreenRendering.states
        let columns = try Self.columns(of: SampleData.makeDatabase())
        try await budget.run { index, g in
            await Task.yield()
            let path = folder.appendingPathComponent("\(index).sqlite").path
            do { _ = try SampleData.makeDatabase(at: path) }
            let throughTool = Self.sqlite3 != nil && g.chance(0.5)
            let checks = g.chance(0.5)
            // A handful of cells per round, so that most screens still find their rows.
            var writes: [(table: String, column: String, value: SQLValue, row: Int)] = []
            for _ in 0..<Int.random(in: 1...12, using: &g) {
                let (table, column) = columns.randomElement(using: &g)!
                writes.append((table, column, FuzzValue.random(&g), Int.random(in: 1...12, using: &g)))
            }
            // One round holds the main actor (about a second), timed as busy: its wait for the
            // main actor, shared with the other suites, is no hang.
            try tally.run(index) {
                try tally.busy {
                    if throughTool {
                        var script = ".bail off\n" + (checks ? "" : "PRAGMA ignore_check_constraints = ON;\n")
                        for w in writes {
                            script += "UPDATE \"\(w.table)\" SET \"\(w.column)\" = \(FuzzValue.literal(w.value)) WHERE rowid = \(w.row);\n"
                        }
                        let status = try Self.runTool(path, script)
                        if status > 1 { tally.crash(index, "sqlite3 exited \(status)") }
                    }
                    let db = try Database(path: path, access: .readWrite, schema: Schema.database)
                    if !throughTool {
                        for w in writes {
                            do {
                                try db.write { c in
                                    if !checks { try c.executeScript("PRAGMA ignore_check_constraints = ON") }
                                    try c.execute("UPDATE \"\(w.table)\" SET \"\(w.column)\" = ? WHERE rowid = ?", [FuzzArgument(w.value), w.row])
                                }
                                tally.count("written \(FuzzValue.kind(w.value))")
                            } catch let error as SQLiteError {
                                tally.count("refused: \(outcomeName(error))")
                            }
                        }
                    }
                    var rendered = 0
                    for (screen, state) in states {
                        switch rendering.render(state, from: db) {
                        case .success:
                            rendered += 1
                            tally.count("image")
                        case .failure(let error):
                            let name = outcomeName(error)
                            if ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil {
                                print("FUZZ sql-values input \(index) \(screen)/\(state.name): \(error)")
                            }
                            tally.count(name)
                            if ["NSError", "CocoaError", "_NSCocoaError"].contains(String(describing: type(of: error))) || "\(error)".isEmpty {
                                tally.wrong(index, "\(screen)/\(state.name): an error that names nothing: \(name) \(error)")
                            }
                        }
                    }
                    // Rows written past the CHECK constraints on purpose are reported, and are no damage.
                    let problems: [String] = try db.read { try $0.query("PRAGMA integrity_check").map { try $0[0] } }.filter {
                        $0 != "ok" && !(!checks && $0.hasPrefix("CHECK constraint failed"))
                    }
                    if !problems.isEmpty { tally.damage(index, "integrity_check: \(problems.joined(separator: "; "))") }
                    return "\(throughTool ? "sqlite3" : "API") \(checks ? "with" : "without") CHECK"
                }
            }
            try? FileManager.default.removeItem(atPath: path)
            for suffix in ["-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }
}
