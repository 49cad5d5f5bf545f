/// A live query's first value and read set, fetched from one snapshot, with the token that
/// tells registration whether a commit may have slipped in between.
///
/// ```swift
/// let prepared = try db.prepareObservation(sql: sql, fetch: fetch)
/// let id = db.center.register(prepared, …)
/// ```
struct PreparedObservation: Sendable {
    let token: ObservationCenter.Token
    let readSet: ReadSet
    let schemaVersion: Int64
    let first: any Sendable
}
