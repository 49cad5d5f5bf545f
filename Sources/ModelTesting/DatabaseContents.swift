import Foundation
import LiveSQLite

/// Every row of every table of a database (and the schema), read in one transaction: what a
/// refused action must leave exactly as it was. Equal contents mean equal databases for
/// anything a query can see.
///
/// ```swift
/// let before = try DatabaseContents(db)
/// try? model.save()   // refused
/// #expect(try DatabaseContents(db) == before)
/// ```
public struct DatabaseContents: Equatable, Sendable {
    /// Each table's name and rows (every column, in key order).
    public var tables: [String: [[SQLValue]]]
    /// The schema's SQL, by object name.
    public var schema: [String: String]

    public init(_ database: Database) throws {
        (tables, schema) = try database.read { connection in
            var schema: [String: String] = [:]
            var tables: [String: [[SQLValue]]] = [:]
            for row in try connection.query("SELECT name, type, coalesce(sql, '') AS sql FROM sqlite_master ORDER BY name") {
                let name: String = try row["name"]
                schema[name] = try row["sql"] as String
                guard try row["type"] as String == "table", !name.hasPrefix("sqlite_") else { continue }
                let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                let sql =
                    (schema[name] ?? "").uppercased().contains("WITHOUT ROWID")
                    ? "SELECT * FROM \(quoted) ORDER BY 1" : "SELECT * FROM \(quoted) ORDER BY rowid"
                tables[name] = try connection.query(sql).map(\.values)
            }
            return (tables, schema)
        }
    }

    /// What differs from `other`, a line per table or schema object ("table items: 3 rows, was 2").
    public func differences(from other: DatabaseContents) -> [String] {
        var out: [String] = []
        for name in Set(schema.keys).union(other.schema.keys).sorted() where schema[name] != other.schema[name] {
            out.append("schema of \(name): \(schema[name] ?? "(absent)"), was \(other.schema[name] ?? "(absent)")")
        }
        for name in Set(tables.keys).union(other.tables.keys).sorted() {
            let now = tables[name] ?? []
            let was = other.tables[name] ?? []
            guard now != was else { continue }
            if now.count != was.count {
                out.append("table \(name): \(now.count) rows, was \(was.count)")
            } else if let index = now.indices.first(where: { now[$0] != was[$0] }) {
                out.append(
                    "table \(name), row \(index + 1): \(now[index].map(\.description).joined(separator: ", ")), was \(was[index].map(\.description).joined(separator: ", "))"
                )
            }
        }
        return out
    }
}
