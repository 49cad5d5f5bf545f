import Audits
import Foundation
import LiveSQLite
import ScreenCatalog
import ScreenLayout
import Theme

/// A small app the kit has never heard of: one table, two screens, no token files.
enum Notes {
    struct Note: RowDecodable, Equatable, Sendable {
        var title: String
        init(row: Row) throws { title = try row["title"] }
    }

    static func makeDatabase(titles: [String] = ["Milk", "Call Ada"]) throws -> Database {
        let db = try Database.inMemory()
        try db.write { c in
            try c.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
            for t in titles { try c.execute("INSERT INTO notes (title) VALUES (?)", [t]) }
        }
        return db
    }

    static let sample = DatabaseFixture(name: "notes") { try makeDatabase() }
    static let none = DatabaseFixture(name: "no notes") { try makeDatabase(titles: []) }

    static func list(_ notes: [Note]) -> Node {
        ZStack {
            Color(.background).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 8) {
                Text("Notes", style: .largeTitle, weight: .bold)
                for note in notes { Text(note.title, style: .body).identifier("note.\(note.title)") }
                Spacer()
            }
            .padding(.all, 16)
        }
    }

    /// A screen with a 20 pt button: the tap-target audit finds it.
    static func tinyButton() -> Node {
        ZStack {
            Color(.background).ignoresSafeArea()
            Button("Close", id: "notes.close") { Text("×", style: .body).frame(width: 20, height: 20) }
        }
    }

    static let device = DeviceConfiguration(
        name: "notes", displayName: "Notes phone", size: Size(width: 200, height: 160), scale: 1, orientation: .portrait, safeArea: .zero,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)

    static func catalog(root: URL, matrix: SnapshotMatrix = .product(devices: [device], appearances: [.light])) -> ScreenCatalog {
        ScreenCatalog(
            name: "Notes",
            screens: [
                ScreenEntry(
                    name: "List",
                    states: [
                        ScreenState(name: "default") { db in
                            let notes = try LiveQuery<[Note]>.all(db, "SELECT title FROM notes ORDER BY id")
                            return { _ in list(notes.value) }
                        },
                        ScreenState(name: "empty", database: none) { db in
                            let notes = try LiveQuery<[Note]>.all(db, "SELECT title FROM notes ORDER BY id")
                            return { _ in list(notes.value) }
                        },
                    ]),
                ScreenEntry(
                    name: "Close",
                    states: [
                        ScreenState(name: "default", auditExceptions: [AuditException(.tapTarget, element: "notes.close", reason: "Test")]) { _ in
                            { _ in tinyButton() }
                        }
                    ]),
            ],
            matrix: matrix, database: sample, root: root)
    }
}

func temporaryFolder(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}
