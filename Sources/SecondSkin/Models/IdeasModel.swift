import Foundation
import LiveSQLite
import Observation

/// The Ideas tab: moodboards for tattoos you are thinking about, newest first, each with its
/// reference count and a collage of its images.
///
/// ```swift
/// let model = try IdeasModel(database: db, dependencies: .sample)
/// model.boards.value.map(\.title)  // ["Ribs, someday", "Flash day picks", "Koi & waves"]
/// let id = try model.addBoard(title: "Sleeve")
/// ```
@MainActor
@Observable
public final class IdeasModel {
    @ObservationIgnored public let boards: LiveQuery<[MoodboardCard]>
    @ObservationIgnored let database: Database
    @ObservationIgnored let dependencies: Dependencies
    @ObservationIgnored public let photos: PhotoLibrary
    /// Why the last action was refused, for the screen to show; nil after success.
    public private(set) var inputError: InputError?

    public init(database: Database, dependencies: Dependencies) throws {
        self.database = database
        self.dependencies = dependencies
        photos = dependencies.photos
        boards = try .all(
            database,
            """
            SELECT b.id, b.title, b.piece_id, p.title AS piece_title, b.created_at,
                (SELECT count(*) FROM moodboard_references x WHERE x.board_id = b.id) AS reference_count,
                (SELECT group_concat(image_file, '/') FROM (
                    SELECT x.image_file FROM moodboard_references x
                    WHERE x.board_id = b.id AND x.image_file IS NOT NULL
                    ORDER BY x.position LIMIT 4)) AS image_files
            FROM moodboards b LEFT JOIN pieces p ON p.id = b.piece_id
            ORDER BY b.created_at DESC, b.id
            """)
    }

    public var isEmpty: Bool { boards.value.isEmpty }

    public static let emptyTitle = "Start a moodboard"
    public static let emptyMessage = "Save references from Instagram, Pinterest, Safari or your photos for the next one."

    /// Creates a board; throws ``InputError/emptyName(_:)`` for a blank title.
    @discardableResult
    public func addBoard(title: String, forPiece pieceID: UUID? = nil) throws -> UUID {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else {
            inputError = .emptyName(.title)
            throw InputError.emptyName(.title)
        }
        let id = dependencies.makeID()
        try database.write { c in
            try c.execute("INSERT INTO moodboards (id, title, piece_id, created_at) VALUES (?, ?, ?, ?)", [id, title, pieceID, dependencies.now()])
        }
        inputError = nil
        return id
    }

    /// Deletes a board and its references.
    public func deleteBoard(_ id: UUID) throws {
        try database.write { try $0.execute("DELETE FROM moodboards WHERE id = ?", [id]) }
    }
}
