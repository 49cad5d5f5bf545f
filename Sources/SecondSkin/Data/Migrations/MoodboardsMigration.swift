import LiveSQLite

extension Schema {
    /// `006_moodboards`: boards for tattoos you are thinking about (optionally tied to an idea
    /// piece), and their references saved from Instagram, Pinterest, Safari or your own photos,
    /// in the order you arrange them.
    ///
    /// ```sql
    /// SELECT source, link, image_file, note FROM moodboard_references WHERE board_id = ? ORDER BY position
    /// ```
    static let moodboards = Migration(
        "006_moodboards",
        """
        CREATE TABLE moodboards (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            piece_id TEXT REFERENCES pieces (id) ON DELETE SET NULL,
            created_at TEXT NOT NULL CHECK (julianday(created_at) IS NOT NULL)
        );
        CREATE INDEX moodboards_created ON moodboards (created_at);
        CREATE INDEX moodboards_piece ON moodboards (piece_id);

        CREATE TABLE moodboard_references (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            board_id TEXT NOT NULL REFERENCES moodboards (id) ON DELETE CASCADE,
            source TEXT NOT NULL CHECK (source IN ('instagram', 'pinterest', 'safari', 'photos')),
            link TEXT CHECK (link IS NULL OR link LIKE 'https://_%'),
            image_file TEXT CHECK (image_file IS NULL OR (length(image_file) > 0 AND instr(image_file, '/') = 0)),
            note TEXT,
            position INTEGER NOT NULL CHECK (typeof(position) = 'integer' AND position >= 0),
            added_at TEXT NOT NULL CHECK (julianday(added_at) IS NOT NULL),
            CHECK (link IS NOT NULL OR image_file IS NOT NULL),
            CHECK (source = 'photos' OR link IS NOT NULL)
        );
        CREATE INDEX moodboard_references_board ON moodboard_references (board_id, position);
        """)
}
