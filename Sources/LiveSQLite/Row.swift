/// One result row: column names and values, with typed access that names the column and the
/// type on a mismatch.
///
/// ```swift
/// let name: String = try row["name"]
/// let photo: String? = try row["photo_path"]
/// ```
public struct Row: Sendable, Equatable {
    public let sql: String
    public let columns: [String]
    public let values: [SQLValue]

    @inlinable
    public subscript<T: SQLConvertible>(_ column: String) -> T {
        get throws {
            guard let i = columns.firstIndex(of: column) else {
                throw SQLiteError.missingColumn(sql: sql, column: column, available: columns)
            }
            return try self[i]
        }
    }

    @inlinable
    public subscript<T: SQLConvertible>(_ index: Int) -> T {
        get throws {
            guard values.indices.contains(index) else {
                throw SQLiteError.missingColumn(sql: sql, column: "#\(index)", available: columns)
            }
            let v = values[index]
            guard let t = T(sqlValue: v) else {
                throw SQLiteError.decoding(sql: sql, column: columns[index], expected: String(describing: T.self), found: v.description)
            }
            return t
        }
    }
}

/// A type that decodes itself from a row.
///
/// ```swift
/// struct Profile: RowDecodable { init(row: Row) throws { name = try row["name"] } }
/// ```
public protocol RowDecodable: Sendable {
    init(row: Row) throws
}
