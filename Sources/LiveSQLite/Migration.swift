/// A named, hand-written SQL migration.
///
/// ```swift
/// Migration("001_profile", "CREATE TABLE profile (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
/// ```
public struct Migration: Sendable, Equatable {
    public let name: String
    public let sql: String
    public init(_ name: String, _ sql: String) {
        self.name = name
        self.sql = sql
    }
}

extension Database {
    /// Applies the app's migrations not yet recorded in `schema_migrations`, in order, each in
    /// its own transaction, and stamps the app's `application_id` with the first one (or on its
    /// own, for a file of the app made before the id was stamped). Each transaction first checks
    /// what the file holds and writes nothing to a file that is another app's, one a newer
    /// version migrated, or an empty one the database was not opened to create (see
    /// ``DatabaseOpenError``). A failing migration rolls back completely and throws with its
    /// name and SQLite's message. Returns the names applied.
    ///
    /// ```swift
    /// let db = try Database(path: path, access: .create, schema: Schema.database)
    /// try db.migrate(Schema.database)  // ["001_profile", …] the first time, [] after
    /// ```
    @discardableResult
    public func migrate(_ schema: DatabaseSchema) throws -> [String] {
        try migrate(schema.migrations, applicationID: schema.applicationID)
    }

    /// Applies `migrations` like ``migrate(_:)-(DatabaseSchema)``, for a database of no
    /// particular app: no `application_id` is checked or stamped, but a file with tables and no
    /// migration record, or with a record of other migrations only, is still refused.
    @discardableResult
    public func migrate(_ migrations: [Migration]) throws -> [String] {
        try migrate(migrations, applicationID: nil)
    }

    private func migrate(_ migrations: [Migration], applicationID: Int32?) throws -> [String] {
        guard access.isWritable else { throw DatabaseOpenError.readOnly(path: path) }
        var done: [String] = []
        while true {
            // The check runs inside the write transaction, so the file cannot change between
            // the check and the migration; a refusal rolls back a transaction that wrote nothing.
            let applied: String? = try write { c in
                let inspection = try SchemaInspection(reading: c, readingMigrations: true)
                let pending = try inspection.verify(path: path, access: access, migrations: migrations, applicationID: applicationID)
                if let applicationID, inspection.applicationID != applicationID {
                    try c.executeScript("PRAGMA application_id = \(applicationID)")
                }
                guard let migration = pending.first, let position = migrations.firstIndex(of: migration) else { return nil }
                do {
                    try c.executeScript("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL)")
                    try c.executeScript(migration.sql)
                    try c.execute("INSERT INTO schema_migrations (name, position) VALUES (?, ?)", [migration.name, position])
                } catch let error as SQLiteError {
                    throw SQLiteError.migration(name: migration.name, message: error.message)
                }
                return migration.name
            }
            guard let applied else { return done }
            done.append(applied)
        }
    }
}
