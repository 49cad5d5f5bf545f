import CSQLite
import Foundation

/// The SQLite callbacks every connection carries: the authorizer (what a statement reads; DDL),
/// the preupdate hook (what a transaction changes, WITHOUT ROWID tables and REPLACE deletions
/// included; its presence also turns off the truncate optimisation, so a bare `DELETE FROM t`
/// reports every row) and the WAL hook (how long the log is, for checkpoints off the commit path).
///
/// ```swift
/// connection.installHooks()  // done by Connection.init
/// ```
extension Connection {
    /// Authorizer action codes for DDL that can change what an existing query reads or returns.
    private static let schemaChangingActions: Set<Int32> = [
        SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_TABLE, SQLITE_DROP_VIEW, SQLITE_DROP_TEMP_VIEW, SQLITE_ALTER_TABLE, SQLITE_DROP_VTABLE,
    ]

    func installHooks() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_set_authorizer(
            handle,
            { context, action, first, second, _, _ in
                let connection = Unmanaged<Connection>.fromOpaque(context!).takeUnretainedValue()
                switch action {
                case SQLITE_READ:
                    if connection.readTracker != nil, let first {
                        let table = String(cString: first).lowercased()
                        if !table.hasPrefix("sqlite_") {
                            connection.readTracker!.insert(table: table, column: second.map { String(cString: $0).lowercased() } ?? "")
                        }
                    }
                default:
                    if Connection.schemaChangingActions.contains(action) { connection.recorder.schemaChanged = true }
                }
                return SQLITE_OK
            }, me)
        sqlite3_preupdate_hook(
            handle,
            { context, db, op, _, table, key1, key2 in
                guard let context, let db, let table else { return }
                Unmanaged<Connection>.fromOpaque(context).takeUnretainedValue().recorder.record(db, op, table, key1, key2)
            }, me)
        sqlite3_wal_hook(
            handle,
            { context, _, _, frames in
                Unmanaged<Connection>.fromOpaque(context!).takeUnretainedValue().walFrames = frames
                return SQLITE_OK
            }, me)
    }

    /// Checkpoints the write-ahead log once it holds `threshold` frames. Registering the WAL
    /// hook turned SQLite's automatic checkpoint off, so that it no longer runs inside COMMIT,
    /// before observers hear of the commit.
    func checkpointIfNeeded(threshold: Int32 = 1000) {
        guard walFrames >= threshold else { return }
        walFrames = 0
        sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
    }
}
