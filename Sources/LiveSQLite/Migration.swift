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
    /// Applies the migrations not yet recorded in `schema_migrations`, in order, each in its own
    /// transaction. A failing migration rolls back completely and throws with its name and
    /// SQLite's message; a database that has migrations this code does not know is refused.
    /// Returns the names applied.
    @discardableResult
    public func migrate(_ migrations: [Migration]) throws -> [String] {
        try write { try $0.executeScript("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL)") }
        let applied = try read { c in try c.query("SELECT name FROM schema_migrations ORDER BY position").map { try $0["name"] as String } }
        let known = Set(migrations.map(\.name))
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { throw SQLiteError.newerDatabase(unknownMigrations: unknown) }
        var done: [String] = []
        for (position, migration) in migrations.enumerated() where !applied.contains(migration.name) {
            do {
                try write { c in
                    try c.executeScript(migration.sql)
                    try c.execute("INSERT INTO schema_migrations (name, position) VALUES (?, ?)", [migration.name, position])
                }
            } catch let error as SQLiteError {
                throw SQLiteError.migration(name: migration.name, message: error.message)
            }
            done.append(migration.name)
        }
        return done
    }
}
