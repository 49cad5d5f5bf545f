import Foundation
import LiveSQLite

@testable import SecondSkin

/// Helpers for the screen-model tests.
extension Database {
    /// Rows in `table` (optionally filtered by a `WHERE` clause).
    func count(_ table: String, where condition: String = "1", _ arguments: [any SQLConvertible] = []) throws -> Int {
        try read { try $0.scalar("SELECT count(*) FROM \(table) WHERE \(condition)", arguments, as: Int.self) } ?? -1
    }

    /// Everything the journal holds, as text: to show that a refused action wrote nothing.
    func dump() throws -> [String] {
        let tables = try read { c in
            try c.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { try $0["name"] as String }
        }
        return try tables.flatMap { table in
            try read { c in try c.query("SELECT * FROM \(table) ORDER BY 1, 2").map { "\(table): \($0.values)" } }
        }
    }
}

/// A date from ISO 8601 text, in UTC.
func iso(_ text: String) -> Date {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime]
    return f.date(from: text)!
}

/// Fresh sample dependencies (fixed clock, IDs counting from 1) for every model that asks:
/// a test that needs two models to share one ID sequence passes one `Dependencies.sample` to both.
var sample: Dependencies { .sample }
