import Foundation
import Testing

@testable import LiveSQLite

/// A file that is not the app's, an empty one, or one a newer version migrated is refused with
/// a typed error before anything is written: the file stays byte for byte what it was, no
/// `-wal` or `-shm` appears beside it, and its journal mode is unchanged.
@Suite struct DatabaseOwnershipTests {
    static let accesses: [DatabaseAccess] = [.readOnly, .readWrite, .create]

    @Test(arguments: [false, true])
    func anotherAppsDatabaseIsRefusedAndUntouched(wal: Bool) throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeForeignDatabase(at: file.path, wal: wal)
        let before = FileState(file.path)
        #expect(before.companions.isEmpty)
        for access in Self.accesses {
            #expect {
                _ = try Database(path: file.path, access: access, schema: testApp)
            } throws: { error in
                guard case DatabaseOpenError.notTheAppsDatabase(let path, let evidence) = error else { return false }
                return path == file.path && evidence.contains("accounts") && evidence.contains("no record of this app's migrations")
            }
            #expect(FileState(file.path) == before, "\(access) changed the file: \(FileState(file.path)), was \(before)")
        }
        #expect(try journalMode(file.path) == (wal ? "wal" : "delete"))
    }

    @Test func aForeignApplicationIDIsRefused() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        // Even with a migration record that looks like ours: the id says whose file it is.
        try makeForeignDatabase(at: file.path, applicationID: 0x0F05_5A11, migrations: ["001_people"])
        let before = FileState(file.path)
        for access in Self.accesses {
            #expect(
                throws: DatabaseOpenError.notTheAppsDatabase(path: file.path, evidence: "its application_id is 0x0F055A11, this app's is 0x7E570001")
            ) {
                _ = try Database(path: file.path, access: access, schema: testApp)
            }
        }
        #expect(FileState(file.path) == before)
    }

    @Test func aMigrationRecordOfOtherMigrationsIsRefused() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeForeignDatabase(at: file.path, migrations: ["20240101_init", "20240202_accounts"])
        let before = FileState(file.path)
        #expect(
            throws: DatabaseOpenError.notTheAppsDatabase(
                path: file.path, evidence: "its schema_migrations table records none of this app's migrations (20240101_init, 20240202_accounts)")
        ) {
            _ = try Database(path: file.path, access: .readWrite, schema: testApp)
        }
        #expect(FileState(file.path) == before)
    }

    @Test func aMigrationTableOfAnotherShapeIsRefused() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try Connection(path: file.path).executeScript(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY); INSERT INTO schema_migrations VALUES (3);")
        let before = FileState(file.path)
        #expect(
            throws: DatabaseOpenError.notTheAppsDatabase(path: file.path, evidence: "its schema_migrations table is not shaped like this app's")
        ) {
            _ = try Database(path: file.path, access: .create, schema: testApp)
        }
        #expect(FileState(file.path) == before)
    }

    /// Without an app identity the open cannot tell whose file it is, but `migrate` still
    /// refuses a file with tables and no migration record, and creates nothing in it.
    @Test func migrateWithoutAnIdentityRefusesAFileWithTablesAndNoRecord() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeForeignDatabase(at: file.path)
        let db = try Database(path: file.path, access: .readWrite)
        #expect(
            throws: DatabaseOpenError.notTheAppsDatabase(
                path: file.path, evidence: "it has the table accounts and no record of this app's migrations")
        ) {
            try db.migrate(testApp.migrations)
        }
        #expect(throws: DatabaseOpenError.self) { try db.migrate(testApp) }
        let tables = try db.read { c in try c.query("SELECT name FROM sqlite_master ORDER BY name").map { try $0["name"] as String } }
        #expect(tables == ["accounts"])
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == 0)
    }

    @Test func aZeroByteFileIsRefusedUnlessCreating() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let before = FileState(file.path)
        for access in [DatabaseAccess.readOnly, .readWrite] {
            #expect(throws: DatabaseOpenError.empty(path: file.path)) { _ = try Database(path: file.path, access: access, schema: testApp) }
            #expect(throws: DatabaseOpenError.empty(path: file.path)) { _ = try Database(path: file.path, access: access) }
            #expect(FileState(file.path) == before)
        }
        let db = try Database(path: file.path, access: .create, schema: testApp)
        #expect(try db.migrate(testApp) == ["001_people", "002_pets"])
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == Int(testApp.applicationID))
    }

    @Test func aDatabaseWithNoTablesIsRefusedUnlessCreating() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try Connection(path: file.path).executeScript("CREATE TABLE scratch (x); DROP TABLE scratch;")
        let before = FileState(file.path)
        #expect(before.bytes?.isEmpty == false)
        #expect(throws: DatabaseOpenError.empty(path: file.path)) { _ = try Database(path: file.path, access: .readWrite, schema: testApp) }
        #expect(throws: DatabaseOpenError.empty(path: file.path)) { _ = try Database(path: file.path, access: .readOnly, schema: testApp) }
        #expect(FileState(file.path) == before)
        // Opened for writing without an identity, an empty file is still not migrated.
        let plain = try? Database(path: file.path, access: .readWrite)
        #expect(plain == nil)
    }

    @Test func aMissingFileIsRefusedUnlessCreating() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        for access in [DatabaseAccess.readOnly, .readWrite] {
            #expect(throws: DatabaseOpenError.missing(path: file.path)) { _ = try Database(path: file.path, access: access, schema: testApp) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.directory.path).isEmpty)
        _ = try Database(path: file.path, access: .create, schema: testApp)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aFolderIsNotTakenForAnEmptyFile() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        for access in Self.accesses {
            #expect {
                _ = try Database(path: file.directory.path, access: access, schema: testApp)
            } throws: { error in
                guard case SQLiteError.open(let path, _, let message) = error else { return false }
                return path == file.directory.path && message.contains("folder")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.directory.path).isEmpty)
    }

    @Test func aNewerSchemaIsRefusedBeforeTheWALSwitch() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        let newer = DatabaseSchema(
            applicationID: testApp.applicationID, migrations: testApp.migrations + [Migration("003_future", "CREATE TABLE future (id INTEGER)")])
        try makeAppDatabase(at: file.path, schema: newer)
        let before = FileState(file.path)
        #expect(try journalMode(file.path) == "delete")
        for access in Self.accesses {
            #expect(throws: DatabaseOpenError.newerSchema(path: file.path, unknownMigrations: ["003_future"])) {
                _ = try Database(path: file.path, access: access, schema: testApp)
            }
        }
        #expect(FileState(file.path) == before)
        #expect(try journalMode(file.path) == "delete")
    }

    /// Files made before the id was stamped: a record of known migrations makes the file the
    /// app's (and `migrate` stamps it); known and unknown ones make it newer.
    @Test func filesWithoutAnIDAreJudgedByTheirMigrationRecord() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        do {
            let db = try Database(path: file.path, access: .create)
            try db.migrate(Array(testApp.migrations.prefix(1)))
        }
        let db = try Database(path: file.path, access: .readWrite, schema: testApp)
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == 0)
        #expect(try db.migrate(testApp) == ["002_pets"])
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == Int(testApp.applicationID))

        let legacy = try TemporaryDatabase()
        defer { legacy.remove() }
        try makeForeignDatabase(at: legacy.path, migrations: ["001_people", "005_later"])
        #expect(throws: DatabaseOpenError.newerSchema(path: legacy.path, unknownMigrations: ["005_later"])) {
            _ = try Database(path: legacy.path, access: .readWrite, schema: testApp)
        }
    }

    @Test func migrationsStampTheApplicationIDAndRunOnlyOnTheAppsFile() throws {
        let file = try TemporaryDatabase()
        defer { file.remove() }
        try makeAppDatabase(at: file.path, migrations: 1)
        let db = try Database(path: file.path, access: .readWrite, schema: testApp)
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == Int(testApp.applicationID))
        #expect(try db.migrate(testApp) == ["002_pets"])
        #expect(try db.migrate(testApp) == [])
        // Another app's identity on the same open database is refused by migrate itself.
        let other = DatabaseSchema(applicationID: 0x0F05_5A11, migrations: testApp.migrations)
        #expect(throws: DatabaseOpenError.self) { try db.migrate(other) }
        #expect(try db.read { try $0.scalar("PRAGMA application_id", as: Int.self) } == Int(testApp.applicationID))
    }

    @Test func everyRefusalSaysWhatIsWrongAndWhatToDo() {
        let errors: [(DatabaseOpenError, [String])] = [
            (.missing(path: "/data/a.sqlite"), ["no database at /data/a.sqlite", "--create"]),
            (.empty(path: "/data/a.sqlite"), ["is empty", "was not changed", "--create"]),
            (
                .notTheAppsDatabase(path: "/data/a.sqlite", evidence: "its application_id is 0x0F055A11"),
                ["another application", "0x0F055A11", "was not changed"]
            ),
            (.newerSchema(path: "/data/a.sqlite", unknownMigrations: ["009_x"]), ["newer version", "009_x", "was not changed"]),
            (.needsMigration(path: "/data/a.sqlite", pending: ["002_pets"]), ["older version", "002_pets", "--migrate"]),
            (.readOnly(path: "/data/a.sqlite"), ["read-only", "nothing was written", "--migrate"]),
        ]
        for (error, phrases) in errors {
            for phrase in phrases { #expect(error.description.contains(phrase), "\(error)") }
            #expect(error.path == "/data/a.sqlite")
            // Advice names command-line flags, never API parameters.
            for api in ["access:", "schema:", "Database(", "busyTimeout", ".create", ".readWrite"] {
                #expect(!error.description.contains(api), "\(error)")
            }
        }
    }
}
