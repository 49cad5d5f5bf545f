/// One registered live query, as the ``ObservationCenter`` keeps it: what it reads, how to
/// fetch it, the last result its model received, and how to deliver a new one on the main
/// actor. A class, so that the center's indexes and batches share it instead of copying it.
/// The `var`s change only in the center's `finish`, under its lock, by the one re-fetcher
/// at work (the worker or a writer in line), which is also the only one reading them unlocked.
///
/// ```swift
/// Observer(sql: sql, readSet: reads, key: nil, schemaVersion: 3, fetch: fetch, isEqual: eq, deliver: apply, last: .success(first))
/// ```
final class Observer: @unchecked Sendable {
    typealias Delivery = @MainActor @Sendable (Result<any Sendable, SQLiteError>) -> Void

    let sql: String
    var readSet: ReadSet
    /// Set for key lookups: only changes to this row of this table concern the observer.
    let key: ObservedKey?
    /// The schema version its read set was computed at; a newer schema recomputes it.
    var schemaVersion: Int64
    let fetch: @Sendable (Connection) throws -> any Sendable
    let isEqual: @Sendable (any Sendable, any Sendable) -> Bool
    let deliver: Delivery
    /// What the model holds now (the first value, then every delivered result).
    var last: Result<any Sendable, SQLiteError>

    init(
        sql: String, readSet: ReadSet, key: ObservedKey?, schemaVersion: Int64, fetch: @escaping @Sendable (Connection) throws -> any Sendable,
        isEqual: @escaping @Sendable (any Sendable, any Sendable) -> Bool, deliver: @escaping Delivery, last: Result<any Sendable, SQLiteError>
    ) {
        self.sql = sql
        self.readSet = readSet
        self.key = key
        self.schemaVersion = schemaVersion
        self.fetch = fetch
        self.isEqual = isEqual
        self.deliver = deliver
        self.last = last
    }

    /// Whether `result` differs from what the model holds, so that it must be delivered.
    func differs(_ result: Result<any Sendable, SQLiteError>) -> Bool {
        switch result {
        case .success(let new):
            guard case .success(let old) = last else { return true }
            return !isEqual(old, new)
        case .failure(let new):
            guard case .failure(let old) = last else { return true }
            return old != new
        }
    }
}
