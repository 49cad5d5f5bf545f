import Foundation
import Observation

/// A query whose value stays equal to what the database holds: the first value is fetched
/// synchronously when it is created, and every commit that touches what it reads re-fetches
/// it and updates `value` on the main actor (only when the result changed). Reading `value`
/// inside an `@Observable` model's computed property or a SwiftUI-style body is tracked by
/// Observation. Observation stops when the query is released.
///
/// ```swift
/// @MainActor @Observable final class WelcomeModel {
///     @ObservationIgnored let profile: LiveQuery<Profile?>
///     var name: String { profile.value?.name ?? "" }
/// }
/// ```
@MainActor
@Observable
public final class LiveQuery<Value: Sendable & Equatable> {
    public private(set) var value: Value
    /// The last re-fetch error, if the query stopped matching the schema.
    public private(set) var error: SQLiteError?

    @ObservationIgnored public let sql: String
    @ObservationIgnored private let database: Database
    @ObservationIgnored private var observerID = 0

    public init(_ database: Database, sql: String, arguments: [any SQLConvertible] = [], decode: @escaping @Sendable ([Row]) throws -> Value) throws {
        self.database = database
        self.sql = sql
        let box = WeakBox<LiveQuery<Value>>()
        let (id, first) = try database.addObserver(
            sql: sql,
            fetch: { connection in try decode(connection.query(sql, arguments)) },
            deliver: { result in box.object?.apply(result) })
        value = first as! Value  // fetch always returns Value
        observerID = id
        box.object = self
    }

    isolated deinit {
        database.removeObserver(observerID)
    }

    private func apply(_ result: Result<any Sendable, SQLiteError>) {
        switch result {
        case .success(let new):
            let typed = new as! Value
            if typed != value { value = typed }
            if error != nil { error = nil }
        case .failure(let e):
            error = e
        }
    }
}

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

    /// The first column of the first row: an aggregate such as `count(*)` or `sum(cost)`.
    public static func value(_ database: Database, _ sql: String, _ arguments: [any SQLConvertible] = [], default fallback: Value) throws
        -> LiveQuery<Value> where Value: SQLConvertible
    {
        try LiveQuery(database, sql: sql, arguments: arguments) { rows in
            guard let row = rows.first else { return fallback }
            return try row[0] as Value
        }
    }
}

/// A weak reference that a Sendable closure can hold; only touched on the main actor.
final class WeakBox<T: AnyObject>: @unchecked Sendable {
    weak var object: T?
}
