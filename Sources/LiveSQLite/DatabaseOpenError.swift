/// Why a database file was refused for the job asked of it. Every case is raised before
/// anything is written to the file, and its description says what is wrong and what to do.
///
/// ```swift
/// do {
///     let db = try Database(path: path, access: .readOnly, schema: Schema.database)
/// } catch let error as DatabaseOpenError {
///     print(error)  // "… is an SQLite database of another application (application_id 0x0F055A11) …"
/// }
/// ```
public enum DatabaseOpenError: Error, Equatable, CustomStringConvertible {
    /// No file at the path, and the job did not ask to create one.
    case missing(path: String)
    /// The file holds no database content (zero bytes, or no tables), and the job did not ask
    /// to create one.
    case empty(path: String)
    /// The file is an SQLite database, but not this app's: `evidence` says what was found (a
    /// foreign `application_id`, tables without this app's migration record, …).
    case notTheAppsDatabase(path: String, evidence: String)
    /// A newer version of the app migrated the database: it records migrations this code does
    /// not know.
    case newerSchema(path: String, unknownMigrations: [String])
    /// The app's database was made by an older version and needs migrations, but it was opened
    /// read-only.
    case needsMigration(path: String, pending: [String])
    /// A write or a migration was asked of a database opened read-only.
    case readOnly(path: String)

    public var path: String {
        switch self {
        case .missing(let path), .empty(let path), .notTheAppsDatabase(let path, _), .newerSchema(let path, _), .needsMigration(let path, _),
            .readOnly(let path):
            return path
        }
    }

    public var description: String {
        switch self {
        case .missing(let path):
            return "There is no database at \(path). Check the path, or pass --create to start a new database there."
        case .empty(let path):
            return
                "The file at \(path) is empty (it holds no tables), so there is nothing to open; it was not changed. "
                + "Point at the app's database, or pass --create to start a new database in this file."
        case .notTheAppsDatabase(let path, let evidence):
            return
                "\(path) is an SQLite database of another application (\(evidence)); it was not changed. "
                + "Point at this app's database, or pass --create with a new path to start one."
        case .newerSchema(let path, let names):
            return
                "The database at \(path) was migrated by a newer version of the app (unknown migrations: \(names.joined(separator: ", "))); "
                + "it was not changed. Open it with that version, or point at another database."
        case .needsMigration(let path, let pending):
            return
                "The database at \(path) was made by an older version of the app and needs the migrations \(pending.joined(separator: ", ")), "
                + "which a read-only open does not apply; it was not changed. Pass --migrate to bring it up to date (keep a copy first)."
        case .readOnly(let path):
            return
                "The database at \(path) is open read-only, so nothing was written to it. "
                + "Use a command or option that opens it for writing, such as --migrate."
        }
    }
}
