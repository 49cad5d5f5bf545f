import Foundation
import Testing

@testable import LiveSQLite

/// Binding and decoding Swift values, and the statement cache.
@Suite struct ConnectionTests {
    enum Status: String, SQLConvertible { case idea, booked, healed }

    struct Piece: RowDecodable, Equatable {
        var id: UUID
        var title: String
        var status: Status
        var date: Date
        var cost: Double?
        var photo: Data
        var done: Bool
        init(id: UUID, title: String, status: Status, date: Date, cost: Double?, photo: Data, done: Bool) {
            (self.id, self.title, self.status, self.date, self.cost, self.photo, self.done) = (id, title, status, date, cost, photo, done)
        }
        init(row: Row) throws {
            id = try row["id"]
            title = try row["title"]
            status = try row["status"]
            date = try row["date"]
            cost = try row["cost"]
            photo = try row["photo"]
            done = try row["done"]
        }
    }

    @Test func swiftValuesRoundTrip() throws {
        let db = try Database.inMemory()
        try db.migrate([
            Migration("001", "CREATE TABLE pieces (id TEXT PRIMARY KEY, title TEXT, status TEXT, date TEXT, cost REAL, photo BLOB, done INTEGER)")
        ])
        let pieces = [
            Piece(
                id: UUID(), title: "Rose \u{1F339} with a\0nul", status: .healed, date: Date(timeIntervalSince1970: 1_790_000_000), cost: 120.5,
                photo: Data([0, 1, 2, 255]), done: true),
            Piece(id: UUID(), title: "", status: .idea, date: Date(timeIntervalSince1970: 0), cost: nil, photo: Data(), done: false),
        ]
        try db.write { c in
            for p in pieces {
                try c.execute(
                    "INSERT INTO pieces VALUES (?, ?, ?, ?, ?, ?, ?)", [p.id, p.title, p.status, p.date, p.cost, p.photo, p.done])
            }
        }
        let read = try db.read { try $0.query("SELECT * FROM pieces ORDER BY date DESC").map(Piece.init(row:)) }
        #expect(read == pieces)
        #expect(try db.read { try $0.scalar("SELECT typeof(photo) FROM pieces WHERE title = ''", as: String.self) } == "blob")
        #expect(try db.read { try $0.scalar("SELECT date FROM pieces WHERE title = ''", as: String.self) } == "1970-01-01T00:00:00Z")
    }

    @Test func unknownEnumValueNamesTheColumn() throws {
        let db = try Database.inMemory()
        let row = try db.read { try $0.query("SELECT 'lost' AS status").first! }
        #expect(throws: SQLiteError.decoding(sql: "SELECT 'lost' AS status", column: "status", expected: "Status", found: "text 'lost'")) {
            _ = try row["status"] as Status
        }
    }

    @Test func readSetNamesTablesAndColumns() throws {
        let db = try makePeopleDatabase()
        let reads = try db.read { try $0.readSet(of: "SELECT p.name, count(*) FROM people p JOIN other o ON o.x = p.id WHERE p.age > ?") }
        #expect(reads.columns == ["people": ["name", "id", "age"], "other": ["x"]])
        let existence = try db.read { try $0.readSet(of: "SELECT count(*) FROM people") }
        #expect(existence.columns == ["people": []])
    }

    @Test func emptySQLIsAnError() throws {
        let db = try Database.inMemory()
        #expect(throws: SQLiteError.self) { try db.read { try $0.query("  -- nothing") } }
    }
}
