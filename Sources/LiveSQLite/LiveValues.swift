import Foundation

/// The results of a query as an `AsyncSequence`, for code that is not a model (a sync job, a
/// widget timeline, a command): the first value when iteration starts, then a new value after
/// every commit that changes the result — this process's and other connections' — until the
/// loop stops (observation ends with it). A slow reader gets the newest value, not every one
/// in between. A re-fetch that fails (the schema changed under the query) ends the sequence
/// with that ``SQLiteError``.
///
/// ```swift
/// for try await count in LiveValues<Int>.value(db, "SELECT count(*) FROM pieces", default: 0) {
///     print("now \(count) pieces")
/// }
/// ```
public struct LiveValues<Value: Sendable & Equatable>: AsyncSequence, Sendable {
    public typealias Element = Value

    private let database: Database
    private let sql: String
    private let arguments: [any SQLConvertible]
    private let decode: @Sendable ([Row]) throws -> Value

    /// The values of `sql` decoded by `decode`.
    public init(_ database: Database, sql: String, arguments: [any SQLConvertible] = [], decode: @escaping @Sendable ([Row]) throws -> Value) {
        self.database = database
        self.sql = sql
        self.arguments = arguments
        self.decode = decode
    }

    public func makeAsyncIterator() -> AsyncThrowingStream<Value, any Error>.Iterator {
        stream().makeAsyncIterator()
    }

    private func stream() -> AsyncThrowingStream<Value, any Error> {
        let (database, sql, arguments, decode) = (database, sql, arguments, decode)
        return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let fetch: @Sendable (Connection) throws -> any Sendable = { connection in try decode(connection.query(sql, arguments)) }
            do {
                let prepared = try database.prepareObservation(sql: sql, fetch: fetch)
                continuation.yield(prepared.first as! Value)  // `fetch` returns a Value
                let observer = Observer(
                    sql: sql, readSet: prepared.readSet, key: nil, schemaVersion: prepared.schemaVersion, fetch: fetch,
                    isEqual: { ($0 as? Value) == ($1 as? Value) },
                    deliver: { result in
                        switch result {
                        case .success(let value): continuation.yield(value as! Value)  // `fetch` returns a Value
                        case .failure(let error): continuation.finish(throwing: error)
                        }
                    },
                    last: .success(prepared.first))
                let id = database.register(observer, token: prepared.token)
                continuation.onTermination = { _ in database.removeObserver(id) }
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }
}

/// The ways to declare a value sequence, as for ``LiveQuery``.
///
/// ```swift
/// for try await people in LiveValues<[Person]>.all(db, "SELECT id, name FROM people") { … }
/// ```
extension LiveValues {
    /// All rows, decoded.
    public static func all<Row_: RowDecodable & Equatable>(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [])
        -> LiveValues<[Row_]> where Value == [Row_]
    {
        LiveValues(database, sql: sql, arguments: arguments) { rows in try rows.map(Row_.init(row:)) }
    }

    /// The first row, or nil.
    public static func one<Row_: RowDecodable & Equatable>(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [])
        -> LiveValues<Row_?> where Value == Row_?
    {
        LiveValues(database, sql: sql, arguments: arguments) { rows in try rows.first.map(Row_.init(row:)) }
    }

    /// The first column of the first row; `fallback` when there is no row or it is NULL.
    public static func value(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [], default fallback: Value)
        -> LiveValues<Value> where Value: SQLConvertible
    {
        LiveValues(database, sql: sql, arguments: arguments, decode: LiveQuery<Value>.valueDecoder(fallback))
    }
}
