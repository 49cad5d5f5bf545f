import LiveSQLite

extension Schema {
    /// `003_artists_and_pieces`: the people who tattoo you and every piece, from idea to healed,
    /// with its placement (a body region) and approximate area for the coverage stat.
    ///
    /// ```sql
    /// SELECT title FROM pieces WHERE status IN ('healing', 'healed') ORDER BY day DESC
    /// ```
    static let artistsAndPieces = Migration(
        "003_artists_and_pieces",
        """
        CREATE TABLE artists (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            studio TEXT,
            city TEXT,
            instagram TEXT,
            created_at TEXT NOT NULL CHECK (julianday(created_at) IS NOT NULL)
        );
        CREATE UNIQUE INDEX artists_name ON artists (name COLLATE NOCASE);

        CREATE TABLE pieces (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            artist_id TEXT REFERENCES artists (id) ON DELETE SET NULL,
            region_id TEXT REFERENCES body_regions (id),
            area_cm2 REAL CHECK (area_cm2 IS NULL OR (area_cm2 > 0 AND area_cm2 <= 18000)),
            style TEXT CHECK (style IS NULL OR length(trim(style)) > 0),
            day TEXT CHECK (day IS NULL OR date(day, '+0 days') IS day),
            status TEXT NOT NULL CHECK (status IN ('idea', 'booked', 'healing', 'healed')),
            notes TEXT,
            created_at TEXT NOT NULL CHECK (julianday(created_at) IS NOT NULL)
        );
        CREATE INDEX pieces_status_day ON pieces (status, day);
        CREATE INDEX pieces_artist ON pieces (artist_id);
        CREATE INDEX pieces_region ON pieces (region_id);
        """)
}
