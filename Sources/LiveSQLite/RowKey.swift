import CSQLite
import Foundation

/// A primary-key value in a canonical form, so that a key bound as `5`, `5.0` or `"5"` matches
/// the row SQLite stores for it whatever the column's affinity. Matching errs on the side of
/// a spare re-fetch, never a missed one.
///
/// ```swift
/// RowKey(SQLValue.text("5")) == RowKey(SQLValue.integer(5))  // true
/// ```
struct RowKey: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)
    }
    private let storage: Storage

    init(_ value: SQLValue) {
        switch value {
        case .null: storage = .null
        case .integer(let i): storage = .integer(i)
        case .real(let d): storage = RowKey.number(d)
        case .text(let s):
            if let i = Int64(s) {
                storage = .integer(i)
            } else if let d = Double(s), d.isFinite {
                storage = RowKey.number(d)
            } else {
                storage = .text(s)
            }
        case .blob(let b): storage = .blob(b)
        }
    }

    init(rowid: Int64) { storage = .integer(rowid) }

    /// Reads a protected value inside a preupdate callback.
    init(_ value: OpaquePointer?) {
        guard let value else {
            self.init(SQLValue.null)
            return
        }
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self.init(.integer(sqlite3_value_int64(value)))
        case SQLITE_FLOAT: self.init(.real(sqlite3_value_double(value)))
        case SQLITE_TEXT:
            let n = Int(sqlite3_value_bytes(value))
            if let p = sqlite3_value_text(value) {
                self.init(.text(String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self)))
            } else {
                self.init(.text(""))
            }
        case SQLITE_BLOB:
            let n = Int(sqlite3_value_bytes(value))
            if n > 0, let p = sqlite3_value_blob(value) { self.init(.blob(Data(bytes: p, count: n))) } else { self.init(.blob(Data())) }
        default: self.init(SQLValue.null)
        }
    }

    private static func number(_ d: Double) -> Storage {
        if d.rounded() == d, let i = Int64(exactly: d) { return .integer(i) }
        return .real(d)
    }
}
