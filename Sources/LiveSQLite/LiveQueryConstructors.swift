import Foundation

/// The ways to declare a live query, like sqlite-data's `@FetchAll` / `@FetchOne`: all rows,
/// the first row, one value (an aggregate), or one row by primary key. Each has a `load…`
/// twin that fetches the first value off the main actor.
///
/// ```swift
/// let pieces = try LiveQuery<[Piece]>.all(db, "SELECT * FROM pieces WHERE status = ?", ["healed"])
/// let total = try LiveQuery<Double>.value(db, "SELECT sum(cost) FROM sessions", default: 0)
/// let piece = try LiveQuery<Piece?>.row(db, "pieces", key: 10)   // re-fetched only for row 10
/// let big = try await LiveQuery<[Piece]>.loadAll(db, "SELECT * FROM pieces")
/// ```
extension LiveQuery {
    /// All rows, decoded (`@FetchAll`).
    public static func all<Element: RowDecodable & Equatable>(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = []) throws
        -> LiveQuery<[Element]> where Value == [Element]
    {
        try LiveQuery(database, sql: sql, arguments: arguments) { rows in try rows.map(Element.init(row:)) }
    }

    /// The first row, or nil (`@FetchOne`).
    public static func one<Element: RowDecodable & Equatable>(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = []) throws
        -> LiveQuery<Element?> where Value == Element?
    {
        try LiveQuery(database, sql: sql, arguments: arguments) { rows in try rows.first.map(Element.init(row:)) }
    }

    /// The first column of the first row: an aggregate such as `count(*)` or `sum(cost)`;
    /// `fallback` when there is no row or the value is NULL.
    public static func value(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [], default fallback: Value) throws
        -> LiveQuery<Value> where Value: SQLConvertible
    {
        try LiveQuery(database, sql: sql, arguments: arguments, decode: valueDecoder(fallback))
    }

    /// One row of `table` by its primary key (`SELECT columns FROM table WHERE pk = key`), or
    /// nil while there is none. Only commits that touch that row re-fetch it: updating row 500
    /// does not re-fetch the observer of row 10. The table needs a single-column primary key
    /// (rowid alias, TEXT key, or WITHOUT ROWID).
    public static func row<Element: RowDecodable & Equatable>(
        _ database: Database, _ table: String, key: some SQLConvertible, columns: String = "*"
    ) throws -> LiveQuery<Element?> where Value == Element? {
        let lookup = try database.keyLookup(table: table, key: key.sqlValue, columns: columns)
        return try LiveQuery(database, sql: lookup.sql, arguments: [key], key: lookup.key) { rows in try rows.first.map(Element.init(row:)) }
    }

    /// ``all(_:_:_:)``, with the first value fetched off the main actor.
    public static func loadAll<Element: RowDecodable & Equatable>(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [])
        async throws -> LiveQuery<[Element]> where Value == [Element]
    {
        try await LiveQuery(loading: database, sql: sql, arguments: arguments) { rows in try rows.map(Element.init(row:)) }
    }

    /// ``one(_:_:_:)``, with the first value fetched off the main actor.
    public static func loadOne<Element: RowDecodable & Equatable>(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [])
        async throws -> LiveQuery<Element?> where Value == Element?
    {
        try await LiveQuery(loading: database, sql: sql, arguments: arguments) { rows in try rows.first.map(Element.init(row:)) }
    }

    /// ``value(_:_:_:default:)``, with the first value fetched off the main actor.
    public static func loadValue(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [], default fallback: Value)
        async throws -> LiveQuery<Value> where Value: SQLConvertible
    {
        try await LiveQuery(loading: database, sql: sql, arguments: arguments, decode: valueDecoder(fallback))
    }

    /// ``row(_:_:key:columns:)``, with the first value fetched off the main actor.
    public static func loadRow<Element: RowDecodable & Equatable>(
        _ database: Database, _ table: String, key: some SQLConvertible, columns: String = "*"
    ) async throws -> LiveQuery<Element?> where Value == Element? {
        let value = key.sqlValue
        let lookup = try await Task.detached { try database.keyLookup(table: table, key: value, columns: columns) }.value
        return try await LiveQuery(loading: database, sql: lookup.sql, arguments: [key], key: lookup.key) { rows in
            try rows.first.map(Element.init(row:))
        }
    }

    nonisolated static func valueDecoder(_ fallback: Value) -> @Sendable ([Row]) throws -> Value where Value: SQLConvertible {
        { rows in
            guard let row = rows.first, let first = row.values.first else { return fallback }
            if case .null = first, Value(sqlValue: .null) == nil { return fallback }
            return try row[0] as Value
        }
    }
}
