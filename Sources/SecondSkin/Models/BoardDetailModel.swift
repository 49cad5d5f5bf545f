import Foundation
import LiveSQLite
import Observation

/// One moodboard: its references in the order you arranged them. Add, move, annotate and
/// remove references; every change goes through the database, so the Ideas list follows.
///
/// ```swift
/// let model = try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .sample)
/// try model.moveReference(model.references.value[3].id, to: 0)
/// try model.addReference(source: .pinterest, link: "https://www.pinterest.com/pin/1/", imageFile: nil, note: "Waves")
/// ```
@MainActor
@Observable
public final class BoardDetailModel {
    public let boardID: UUID
    @ObservationIgnored public let board: LiveQuery<Moodboard?>
    @ObservationIgnored public let references: LiveQuery<[BoardReference]>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies
    @ObservationIgnored public let photos: PhotoLibrary
    /// Why the last action was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    public init(boardID: UUID, database: Database, dependencies: Dependencies) throws {
        self.boardID = boardID
        self.database = database
        self.dependencies = dependencies
        photos = dependencies.photos
        board = try .one(
            database,
            """
            SELECT b.id, b.title, b.piece_id, p.title AS piece_title, b.created_at
            FROM moodboards b LEFT JOIN pieces p ON p.id = b.piece_id WHERE b.id = ?
            """, [boardID])
        references = try .all(
            database,
            "SELECT id, source, link, image_file, note, position FROM moodboard_references WHERE board_id = ? ORDER BY position, added_at, id",
            [boardID])
    }

    public var isMissing: Bool { board.value == nil }
    public var isEmpty: Bool { references.value.isEmpty }
    /// References with an image, for the photo grid.
    public var imageReferences: [BoardReference] { references.value.filter { $0.imageFile != nil } }
    /// Link-only references, listed below the grid.
    public var linkReferences: [BoardReference] { references.value.filter { $0.imageFile == nil } }

    /// Saves a reference at the end of the board. Web sources need an `https://` link; every
    /// reference needs a link or an image.
    @discardableResult
    public func addReference(source: ReferenceSource, link: String?, imageFile: String?, note: String?) throws -> UUID {
        let link = link?.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty
        if let imageFile, imageFile.isEmpty || imageFile.contains("/") { throw refuse(.invalidPhoto(imageFile)) }
        if link == nil && imageFile == nil { throw refuse(.emptyReference) }
        if source.needsLink && link == nil { throw refuse(.missingLink(source)) }
        if let link, !(link.lowercased().hasPrefix("https://") && link.count > 8 && !link.contains(" ")) { throw refuse(.invalidLink(link)) }
        let id = dependencies.makeID()
        try database.write { c in
            guard try c.scalar("SELECT count(*) FROM moodboards WHERE id = ?", [boardID], as: Int.self) == 1 else { throw InputError.notFound }
            try c.execute(
                """
                INSERT INTO moodboard_references (id, board_id, source, link, image_file, note, position, added_at)
                SELECT ?, ?, ?, ?, ?, ?, coalesce(max(position) + 1, 0), ? FROM moodboard_references WHERE board_id = ?
                """, [id, boardID, source, link, imageFile, note, dependencies.now(), boardID])
        }
        inputError = nil
        return id
    }

    /// Moves a reference to `index` (clamped to the board) and renumbers the board 0, 1, 2….
    public func moveReference(_ id: UUID, to index: Int) throws {
        try database.write { c in
            var order = try c.query(
                "SELECT id FROM moodboard_references WHERE board_id = ? ORDER BY position, added_at, id", [boardID]
            ).map { try $0["id"] as UUID }
            guard let from = order.firstIndex(of: id) else { throw InputError.notFound }
            order.remove(at: from)
            order.insert(id, at: max(0, min(index, order.count)))
            try renumber(order, c)
        }
    }

    /// Changes a reference's note (blank removes it).
    public func setNote(_ note: String, for id: UUID) throws {
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty
        try database.write { try $0.execute("UPDATE moodboard_references SET note = ? WHERE id = ? AND board_id = ?", [note, id, boardID]) }
    }

    /// Removes a reference and closes the gap.
    public func removeReference(_ id: UUID) throws {
        try database.write { c in
            try c.execute("DELETE FROM moodboard_references WHERE id = ? AND board_id = ?", [id, boardID])
            let order = try c.query(
                "SELECT id FROM moodboard_references WHERE board_id = ? ORDER BY position, added_at, id", [boardID]
            ).map { try $0["id"] as UUID }
            try renumber(order, c)
        }
    }

    /// Renames the board; throws ``InputError/emptyName(_:)`` for a blank title.
    public func rename(_ title: String) throws {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw refuse(.emptyName(.title)) }
        try database.write { try $0.execute("UPDATE moodboards SET title = ? WHERE id = ?", [title, boardID]) }
        inputError = nil
    }

    private func renumber(_ order: [UUID], _ c: Connection) throws {
        for (position, id) in order.enumerated() {
            try c.execute("UPDATE moodboard_references SET position = ? WHERE id = ? AND position IS NOT ?", [position, id, position])
        }
    }

    private func refuse(_ error: InputError) -> InputError {
        inputError = error
        return error
    }
}

extension String {
    /// nil for "", the string otherwise.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
