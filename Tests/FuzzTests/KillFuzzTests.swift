import Foundation
import FuzzSupport
import ImageCodec
import LiveSQLite
import SecondSkin
import Testing

/// `secondskin` render, record and migrate jobs killed with SIGKILL at random moments: every
/// PNG they leave decodes and every database passes `PRAGMA integrity_check`; the next run of
/// the same job, not killed, succeeds and leaves nothing half-written.
@Suite struct KillFuzzTests {
    enum Job: String, CaseIterable {
        case render, record, migrate, create
    }

    /// A database at `path` with only the first `applied` migrations of Second Skin, and a profile.
    static func olderDatabase(at path: String, applied: Int) throws {
        let db = try Database(path: path, access: .create, schema: Schema.database)
        try db.migrate(Array(Schema.migrations.prefix(applied)))
        try db.write { try $0.execute("INSERT INTO profile (id, name, currency, onboarded) VALUES (1, 'Kim', 'EUR', 1)") }
    }

    /// Render and record spend their first seconds (in a debug build, about nine) drawing the
    /// sample photos into `$TMPDIR` — given a fresh folder, so they are written — then render the
    /// screens; a migration or a new database is done within the first few hundred milliseconds.
    /// Kills are spread over each job's own span. After the kill, what the next run does is done
    /// here: temporaries swept, the database opened and migrated. Off the main actor, which the
    /// other suites' live queries need while a child runs.
    @Test func killedJobsLeaveOnlyWholeFiles() throws {
        let budget = FuzzBudget(family: "kill-9", inputs: 8, share: 0.25)
        let tally = FuzzTally(family: "kill-9", budget: budget, hangLimit: 60)
        let screens = ScreenRegistry.all.map(\.name)
        try budget.run { index, g in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-kill-\(UUID().uuidString)")
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let job: Job = index % 4 == 0 ? (index % 8 == 0 ? .render : .record) : (index % 2 == 1 ? .migrate : .create)
            let out = folder.appendingPathComponent("out").path
            let database = folder.appendingPathComponent("journal.sqlite").path
            let screen = screens.randomElement(using: &g)!
            let filters = ["--screen", screen, "--device", "iphone17pro-portrait", "--appearance", "light", "--jobs", "2"]
            var arguments: [String]
            var environment = ["TMPDIR": temporary.path]
            let span: Int
            switch job {
            case .render:
                arguments = ["render", "--out", out] + filters
                span = 11_000_000
            case .record:
                let snapshots = folder.appendingPathComponent("snapshots")
                try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
                arguments = ["check", "--snapshots", snapshots.path, "--artifacts", out] + filters
                environment["SNAPSHOT_RECORD"] = "all"
                span = 11_000_000
            case .migrate:
                try Self.olderDatabase(at: database, applied: Int.random(in: 1..<Schema.migrations.count, using: &g))
                arguments = ["render", "--database", database, "--migrate", "--out", out] + filters
                span = 4_000
            case .create:
                arguments = ["render", "--database", database, "--create", "--out", out] + filters
                span = 4_000
            }
            // A migration or a new database: counted from the moment SQLite opens its journal,
            // so most kills land inside the schema changes (a few milliseconds long).
            let delay = Duration.microseconds(Int.random(in: 0...span, using: &g))
            let started: (() -> Bool)? =
                job == .migrate || job == .create
                ? { ["-wal", "-journal"].contains { FileManager.default.fileExists(atPath: database + $0) } } : nil
            try tally.run(index) {
                let killed = try ChildJob.run(arguments, environment: environment, killAfter: delay, once: started)
                if case .signalled(let signal) = killed.end { tally.crash(index, "\(job) died of signal \(signal)") }
                var (files, problems) = FileIntegrity.check(folder)
                // What the next run does first: sweep the dead writer's temporaries, open the file.
                AtomicFile.sweep(folder)
                let leftovers = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.contains(".screenkit-tmp-") }
                if !leftovers.isEmpty { problems.append("temporaries the sweep left: \(leftovers)") }
                if job == .migrate || (job == .create && FileManager.default.fileExists(atPath: database)) {
                    let done = Int(FileIntegrity.sql(database, "SELECT count(*) FROM schema_migrations;")) ?? 0
                    tally.count(done < Schema.migrations.count ? "killed before the migrations committed" : "killed after they committed")
                    do {
                        // As ScreenCatalog.openDatabase(at:migrate:) opens it, off the main actor.
                        let db = try Database(path: database, access: .readWrite, schema: Schema.database)
                        try db.migrate(Schema.database)
                        try db.checkpoint()
                        let after = FileIntegrity.check(folder)
                        files += after.files
                        problems += after.problems
                    } catch {
                        // An empty file a create was killed before writing is refused by name.
                        tally.count("reopened: \(outcomeName(error))")
                    }
                }
                for problem in problems { tally.damage(index, "\(job) killed at \(delay): \(problem)") }
                tally.count("files checked", files)
                switch killed.end {
                case .killed: return "\(job) killed"
                case .exited(let status): return "\(job) finished (\(status))"
                case .signalled: return "\(job) crashed"
                }
            }
        }
        print(tally.summary)
        #expect(tally.isClean, "\(tally.failures.joined(separator: "\n"))")
    }
}
