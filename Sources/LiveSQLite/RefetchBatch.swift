/// The observers taken from the pending set for one re-fetch, all read from one snapshot.
/// Re-fetching compares each result with what its model holds (outside the center's lock),
/// and reports only the observers with something to record: a changed result, or a new read
/// set after a schema change.
///
/// ```swift
/// let batch = RefetchBatch(generation: work.generation, observers: [(1, observer)])
/// let refetched = batch.refetch(on: connection, schemaVersion: 3)  // [] when nothing changed
/// ```
struct RefetchBatch {
    /// What re-fetching one observer produced: a result to deliver when it differs from what
    /// its model holds, a new read set after a schema change.
    struct Refetched {
        var id: Int
        var observer: Observer
        var changed: Result<any Sendable, SQLiteError>?
        var readSet: ReadSet?
        var schemaVersion: Int64
        /// The key column's index after a schema change, for key lookups.
        var keyColumn: Int32?
    }

    /// The pending count the batch covers: waiters up to it are released once it is applied.
    var generation: UInt64
    var observers: [(Int, Observer)]

    /// Re-fetches every observer on `connection`, inside the snapshot's transaction; a schema
    /// version other than an observer's recomputes its read set.
    func refetch(on connection: Connection, schemaVersion: Int64) -> [Refetched] {
        var results: [Refetched] = []
        if observers.contains(where: { $0.1.schemaVersion != schemaVersion }) { connection.tableInfoCache.removeAll() }
        for (id, observer) in observers {
            var readSet: ReadSet?
            var keyColumn: Int32?
            if observer.schemaVersion != schemaVersion, let reads = try? connection.readSet(of: observer.sql) {
                readSet = reads
                if let key = observer.key, let info = try? connection.tableInfo(key.table), info.primaryKey.count == 1 {
                    keyColumn = Int32(info.primaryKey[0])
                }
            }
            let result: Result<any Sendable, SQLiteError>
            do {
                result = .success(try observer.fetch(connection))
            } catch let error as SQLiteError {
                result = .failure(error)
            } catch {
                result = .failure(.decoderFailed(sql: observer.sql, message: "\(error)"))
            }
            let changed = observer.differs(result) ? result : nil
            if changed != nil || readSet != nil {
                let version = readSet == nil ? observer.schemaVersion : schemaVersion
                results.append(
                    Refetched(id: id, observer: observer, changed: changed, readSet: readSet, schemaVersion: version, keyColumn: keyColumn))
            }
        }
        return results
    }

    /// `error` for every observer that does not hold it already, when there is no snapshot.
    func failing(with error: SQLiteError) -> [Refetched] {
        observers.compactMap { id, observer in
            observer.differs(.failure(error))
                ? Refetched(id: id, observer: observer, changed: .failure(error), readSet: nil, schemaVersion: observer.schemaVersion) : nil
        }
    }
}
