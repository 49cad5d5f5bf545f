import CSQLite
import Foundation

/// What a database holds, read without writing anything: its page count, `application_id`,
/// tables and migration record; and the decision whether a job may use it (``verify``). The
/// file is read through a connection of its own opened read-only (immutable when the file is
/// in WAL mode and has no `-wal`, so that even SQLite's companions are not created), before
/// the ``Database`` opens it for the job.
///
/// ```swift
/// let inspection = try SchemaInspection(path: path, readingMigrations: true, busyTimeoutMilliseconds: 5000)
/// let pending = try inspection.verify(path: path, access: .readOnly, migrations: schema.migrations, applicationID: schema.applicationID)
/// ```
struct SchemaInspection: Equatable {
    /// The `schema_migrations` table, as far as it was read.
    enum MigrationRecord: Equatable {
        /// No such table.
        case none
        /// A table of that name that is not shaped like this library's.
        case unreadable
        /// The names applied, in order.
        case applied([String])
    }

    var pageCount = 0
    var applicationID: Int32 = 0
    /// The user's tables, views, indexes and triggers, `schema_migrations` and SQLite's own
    /// (`sqlite_…`) left out.
    var objects: [String] = []
    /// The tables among `objects`, for messages.
    var tables: [String] = []
    var record = MigrationRecord.none

    /// A file holding no data: zero bytes, or nothing but an empty migration record.
    var isEmpty: Bool {
        pageCount == 0 || (objects.isEmpty && applicationID == 0 && (record == .none || record == .applied([])))
    }

    init() {}

    /// Reads what `connection` sees, in one read transaction (or the one already open).
    init(reading connection: Connection, readingMigrations: Bool) throws {
        self = try connection.readTransaction { c in
            var inspection = SchemaInspection()
            inspection.pageCount = Int(try c.scalar("PRAGMA page_count", as: Int64.self) ?? 0)
            inspection.applicationID = Int32(truncatingIfNeeded: try c.scalar("PRAGMA application_id", as: Int64.self) ?? 0)
            var hasRecord = false
            for row in try c.query("SELECT type, name FROM sqlite_master ORDER BY rowid") {
                let name: String = try row["name"]
                if name == "schema_migrations" {
                    hasRecord = true
                } else if !name.hasPrefix("sqlite_") {
                    inspection.objects.append(name)
                    if try row["type"] as String == "table" { inspection.tables.append(name) }
                }
            }
            if hasRecord {
                inspection.record = .applied([])
                if readingMigrations {
                    do {
                        let rows = try c.query("SELECT name FROM schema_migrations ORDER BY position")
                        inspection.record = .applied(try rows.map { try $0["name"] as String })
                    } catch SQLiteError.statement, SQLiteError.decoding {
                        inspection.record = .unreadable
                    }
                }
            }
            return inspection
        }
    }

    /// Inspects the file at `path` (a missing file reads as empty) through a read-only
    /// connection that is closed before this returns.
    init(path: String, readingMigrations: Bool, busyTimeoutMilliseconds: Int32) throws {
        var target = path
        var flags = SQLITE_OPEN_READONLY
        if !path.hasPrefix("file:") {
            guard FileManager.default.fileExists(atPath: path) else {
                self.init()
                return
            }
            let header = try DatabaseHeader(path: path)
            if header.isEmpty {
                self.init()
                return
            }
            // Without a `-wal` nothing is in the log, so the file alone is the database: read it
            // as immutable, which creates no `-wal` or `-shm` beside another app's file.
            let immutable = header.isWAL && !FileManager.default.fileExists(atPath: path + "-wal")
            target = "file:" + Self.uriEscaped(path) + "?mode=ro" + (immutable ? "&immutable=1" : "")
            flags |= SQLITE_OPEN_URI
        }
        let connection = try Connection(path: target, flags: flags, reportedPath: path)
        sqlite3_busy_timeout(connection.handle, busyTimeoutMilliseconds)
        try self.init(reading: connection, readingMigrations: readingMigrations)
    }

    /// `path` as the path of a `file:` URI: `%`, `?` and `#` escaped.
    static func uriEscaped(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Whether the file may serve a job with `access`, for the app whose `migrations` and
    /// `applicationID` are given (nil: any app; no migrations: no schema check at all). Returns
    /// the migrations still to apply; throws the ``DatabaseOpenError`` that says why not.
    func verify(path: String, access: DatabaseAccess, migrations: [Migration]?, applicationID: Int32?) throws -> [Migration] {
        if isEmpty {
            guard access == .create else { throw DatabaseOpenError.empty(path: path) }
            return migrations ?? []
        }
        if let applicationID, self.applicationID != 0, self.applicationID != applicationID {
            throw DatabaseOpenError.notTheAppsDatabase(
                path: path,
                evidence: "its application_id is \(DatabaseSchema.hex(self.applicationID)), this app's is \(DatabaseSchema.hex(applicationID))")
        }
        guard let migrations else { return [] }
        let stamped = applicationID != nil && self.applicationID == applicationID
        switch record {
        case .unreadable:
            throw DatabaseOpenError.notTheAppsDatabase(path: path, evidence: "its schema_migrations table is not shaped like this app's")
        case .none:
            if stamped { return migrations }
            throw DatabaseOpenError.notTheAppsDatabase(path: path, evidence: "it has \(objectList) and no record of this app's migrations")
        case .applied(let applied):
            let known = Set(migrations.map(\.name))
            let unknown = applied.filter { !known.contains($0) }
            let recognized = applied.count - unknown.count
            if !unknown.isEmpty && (stamped || recognized > 0) {
                throw DatabaseOpenError.newerSchema(path: path, unknownMigrations: unknown)
            }
            if !stamped && recognized == 0 {
                let evidence =
                    applied.isEmpty
                    ? "it has \(objectList) and an empty record of migrations"
                    : "its schema_migrations table records none of this app's migrations (\(Self.list(applied)))"
                throw DatabaseOpenError.notTheAppsDatabase(path: path, evidence: evidence)
            }
            let done = Set(applied)
            return migrations.filter { !done.contains($0.name) }
        }
    }

    private var objectList: String {
        switch tables.count {
        case 0: return "no tables"
        case 1: return "the table \(tables[0])"
        default: return "the tables " + Self.list(tables)
        }
    }

    /// The first few names, then how many more.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? "\(shown) and \(names.count - 4) more" : shown
    }
}
