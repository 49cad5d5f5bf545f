import Foundation
import LiveSQLite
import Observation
import ScreenDependencies

/// A row of the `items` table.
struct Item: RowDecodable, Equatable {
    var id: Int
    var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
    init(row: Row) throws {
        id = try row["id"]
        name = try row["name"]
    }
}

/// `items (id, name)` with Flour and Rice, `log (id, at)` empty.
func makeShelfDatabase() throws -> Database {
    let db = try Database.inMemory()
    try db.migrate([
        Migration(
            "001",
            """
            CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE log (id INTEGER PRIMARY KEY, at TEXT NOT NULL);
            """)
    ])
    try db.write { try $0.execute("INSERT INTO items (name) VALUES ('Flour'), ('Rice')") }
    return db
}

/// What the tests drive: a draft, a list and a count from live queries, a debounced autosave,
/// reminders.
@MainActor
@Observable
final class ShelfModel {
    @ObservationIgnored let items: LiveQuery<[Item]>
    @ObservationIgnored let count: LiveQuery<Int>
    @ObservationIgnored let database: Database
    @ObservationIgnored @Dependency(\.clock) var clock
    @ObservationIgnored @Dependency(\.date) var date
    @ObservationIgnored @Dependency(\.effects) var effects
    @ObservationIgnored @Dependency(\.notifications) var notifications
    @ObservationIgnored var pendingSave: EffectHandle?

    var draft = ""
    var isSaving = false
    var lastSaved: Date?
    var error: String?

    init(database: Database) throws {
        self.database = database
        items = try .all(database, "SELECT id, name FROM items ORDER BY id")
        count = try .value(database, "SELECT count(*) FROM items", default: 0)
    }

    /// Adds the draft as an item and clears it; refuses an empty draft.
    func add() throws {
        let name = draft.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            error = "Type a name first"
            throw ShelfError.emptyName
        }
        try database.write { try $0.execute("INSERT INTO items (name) VALUES (?)", [name]) }
        draft = ""
        error = nil
        lastSaved = date.now
    }

    /// Saves the draft 500 ms after the last keystroke.
    func type(_ text: String) {
        draft = text
        isSaving = true
        pendingSave?.cancel()
        pendingSave = effects.run("autosave") { @MainActor [clock] in
            guard (try? await clock.sleep(for: .milliseconds(500))) != nil else { return }
            try? self.add()
            self.isSaving = false
        }
    }

    /// One reminder a day for `days` days, at 9:00 after "now".
    func remind(days: Int) throws {
        for day in 1...days {
            try notifications.schedule(
                NotificationRequest(id: "restock-\(day)", title: "Restock", body: "", fireDate: date.now.addingTimeInterval(Double(day) * 86_400)))
        }
    }

    func forget() {
        notifications.cancel(ids: notifications.pending().map(\.id))
    }
}

enum ShelfError: Error, Equatable {
    case emptyName
}
