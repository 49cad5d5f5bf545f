import LiveSQLite

extension Schema {
    /// `004_photos`: photos of pieces, in order; the first (position 0) is the cover. Files live
    /// in the photo folder (``PhotoLibrary``); the table holds plain file names, never paths.
    ///
    /// ```sql
    /// SELECT file_name FROM photos WHERE piece_id = ? ORDER BY position
    /// ```
    static let photos = Migration(
        "004_photos",
        """
        CREATE TABLE photos (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            piece_id TEXT NOT NULL REFERENCES pieces (id) ON DELETE CASCADE,
            file_name TEXT NOT NULL CHECK (length(file_name) > 0 AND instr(file_name, '/') = 0),
            position INTEGER NOT NULL CHECK (typeof(position) = 'integer' AND position >= 0),
            taken_at TEXT NOT NULL CHECK (julianday(taken_at) IS NOT NULL),
            caption TEXT,
            UNIQUE (piece_id, position)
        );
        """)
}
