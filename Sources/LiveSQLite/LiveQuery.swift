import Foundation
import Observation

/// A query whose value stays equal to what the database holds. The first value is there as
/// soon as the query exists (fetched synchronously, or off the main actor with the `load…`
/// variants); every commit that touches what it reads (tables and columns, or its one row for
/// key lookups) re-fetches it, and `value` changes on the main actor, only when the result
/// changed. Commits of other connections and processes count too. Reading `value` inside an
/// `@Observable` model's computed property or a SwiftUI-style body is tracked by Observation.
/// Observation stops when the query is released.
///
/// ```swift
/// @MainActor @Observable final class CollectionModel {
///     @ObservationIgnored let pieces: LiveQuery<[Piece]>
///     @ObservationIgnored let count: LiveQuery<Int>
///     init(db: Database) throws {
///         pieces = try .all(db, "SELECT id, title FROM pieces ORDER BY created DESC")
///         count = try .value(db, "SELECT count(*) FROM pieces", default: 0)
///     }
///     var title: String { "\(count.value) pieces" }
/// }
/// ```
@MainActor
@Observable
public final class LiveQuery<Value: Sendable & Equatable> {
    /// The current result. Read while ``LiveQueryReads/collecting(_:)`` collects, a query whose
    /// last re-fetch failed also reports that failure (the value is then out of date), and its
    /// ``error`` is read too, so whoever tracks the read sees the failure come and go.
    public var value: Value {
        access(keyPath: \.value)
        if LiveQueryReads.isCollecting, let error { LiveQueryReads.note(LiveQueryFailure(sql: sql, error: error)) }
        return _value
    }
    /// The storage of ``value``, observed by hand (as the macro would, under the name it would
    /// give it, so a dump of a query reads the same).
    @ObservationIgnored private var _value: Value
    /// The last re-fetch error (the query no longer matches the schema, a decoding mismatch…);
    /// `value` keeps the last good result meanwhile. Cleared by the next good result.
    public private(set) var error: SQLiteError?

    /// The SQL the query runs now (``update(sql:arguments:)`` can swap it).
    @ObservationIgnored public private(set) var sql: String
    /// The arguments bound to ``sql`` now.
    @ObservationIgnored public private(set) var arguments: [any SQLConvertible]
    @ObservationIgnored private let database: Database
    @ObservationIgnored private let decode: @Sendable ([Row]) throws -> Value
    @ObservationIgnored private var observerID = 0
    /// Bumped by every swap: results of an observer replaced meanwhile are dropped.
    @ObservationIgnored private var generation = 0
    /// Bumped by every swap request: a `load` overtaken by a later swap is dropped.
    @ObservationIgnored private var requests = 0
    /// How many swaps were asked for (tests).
    var swapRequests: Int { requests }

    /// Fetches the first value now, on the calling (main) actor, then observes.
    public convenience init(
        _ database: Database, sql: String, arguments: [any SQLConvertible] = [], decode: @escaping @Sendable ([Row]) throws -> Value
    ) throws {
        try self.init(database, sql: sql, arguments: arguments, key: nil, decode: decode)
    }

    /// Fetches the first value off the main actor (for large queries), then observes.
    public convenience init(
        loading database: Database, sql: String, arguments: [any SQLConvertible] = [],
        decode: @escaping @Sendable ([Row]) throws -> Value
    ) async throws {
        try await self.init(loading: database, sql: sql, arguments: arguments, key: nil, decode: decode)
    }

    init(_ database: Database, sql: String, arguments: [any SQLConvertible], key: ObservedKey?, decode: @escaping @Sendable ([Row]) throws -> Value)
        throws
    {
        let fetch = Self.fetcher(sql: sql, arguments: arguments, decode: decode)
        let prepared = try database.prepareObservation(sql: sql, fetch: fetch)
        self.database = database
        self.sql = sql
        self.arguments = arguments
        self.decode = decode
        _value = prepared.first as! Value  // `fetch` returns a Value
        observe(prepared, key: key, fetch: fetch)
    }

    init(
        loading database: Database, sql: String, arguments: [any SQLConvertible], key: ObservedKey?,
        decode: @escaping @Sendable ([Row]) throws -> Value
    ) async throws {
        let fetch = Self.fetcher(sql: sql, arguments: arguments, decode: decode)
        let prepared = try await Task.detached(priority: .userInitiated) { try database.prepareObservation(sql: sql, fetch: fetch) }.value
        self.database = database
        self.sql = sql
        self.arguments = arguments
        self.decode = decode
        _value = prepared.first as! Value  // `fetch` returns a Value
        observe(prepared, key: key, fetch: fetch)
    }

    isolated deinit {
        database.removeObserver(observerID)
    }

    // MARK: - Swapping the query

    /// Runs other SQL (`nil`: the same) with other arguments from now on — a filter, a search
    /// term, a sort. The new value is fetched here, on the main actor, like the first one, and
    /// `value` changes (notifying its observers) only when it differs; commits then re-fetch the
    /// new query. On error (bad SQL, a decoding mismatch) nothing changes and the error is thrown.
    ///
    /// ```swift
    /// try pieces.update(arguments: ["%\(searchTerm)%"])
    /// try pieces.update(sql: "SELECT id, title FROM pieces ORDER BY title", arguments: [])
    /// ```
    public func update(sql: String? = nil, arguments: [any SQLConvertible]) throws {
        requests += 1
        let sql = sql ?? self.sql
        let fetch = Self.fetcher(sql: sql, arguments: arguments, decode: decode)
        let prepared = try database.prepareObservation(sql: sql, fetch: fetch)
        install(prepared, sql: sql, arguments: arguments, key: nil, fetch: fetch)
    }

    /// ``update(sql:arguments:)`` with the new value fetched off the main actor (for large
    /// queries); `value` keeps the old result until the new one arrives. When another swap is
    /// asked for meanwhile, the later one wins and this one changes nothing.
    public func load(sql: String? = nil, arguments: [any SQLConvertible]) async throws {
        requests += 1
        let request = requests
        let sql = sql ?? self.sql
        let fetch = Self.fetcher(sql: sql, arguments: arguments, decode: decode)
        let database = database
        let prepared = try await Task.detached(priority: .userInitiated) { try database.prepareObservation(sql: sql, fetch: fetch) }.value
        guard request == requests else { return }
        install(prepared, sql: sql, arguments: arguments, key: nil, fetch: fetch)
    }

    /// Replaces the observer: the old one stops (its results in flight are dropped), the new
    /// value shows, the new observer follows commits.
    private func install(
        _ prepared: PreparedObservation, sql: String, arguments: [any SQLConvertible], key: ObservedKey?,
        fetch: @escaping @Sendable (Connection) throws -> any Sendable
    ) {
        database.removeObserver(observerID)
        self.sql = sql
        self.arguments = arguments
        let typed = prepared.first as! Value  // `fetch` returns a Value
        if typed != _value { withMutation(keyPath: \.value) { _value = typed } }
        if error != nil { error = nil }
        observe(prepared, key: key, fetch: fetch)
    }

    private static func fetcher(sql: String, arguments: [any SQLConvertible], decode: @escaping @Sendable ([Row]) throws -> Value)
        -> @Sendable (Connection) throws -> any Sendable
    {
        { connection in try decode(connection.query(sql, arguments)) }
    }

    private func observe(_ prepared: PreparedObservation, key: ObservedKey?, fetch: @escaping @Sendable (Connection) throws -> any Sendable) {
        generation += 1
        let generation = generation
        let box = WeakBox<LiveQuery<Value>>()
        let observer = Observer(
            sql: sql, readSet: prepared.readSet, key: key, schemaVersion: prepared.schemaVersion, fetch: fetch,
            isEqual: { ($0 as? Value) == ($1 as? Value) },
            deliver: { result in box.object?.apply(result, generation: generation) },
            last: .success(prepared.first))
        observerID = database.register(observer, token: prepared.token)
        box.object = self
    }

    private func apply(_ result: Result<any Sendable, SQLiteError>, generation: Int) {
        guard generation == self.generation else { return }  // from an observer swapped out since
        switch result {
        case .success(let new):
            // The worker delivers only results that differ from the last one delivered (after
            // an error, the value may be the one kept meanwhile).
            let typed = new as! Value  // `fetch` returns a Value
            if error == nil || typed != _value { withMutation(keyPath: \.value) { _value = typed } }
            if error != nil { error = nil }
        case .failure(let e):
            if error != e { error = e }
        }
    }
}

/// A weak reference that a Sendable closure can hold; only touched on the main actor.
final class WeakBox<T: AnyObject>: @unchecked Sendable {
    weak var object: T?
}
