import LiveSQLite

extension Schema {
    /// `005_sessions`: bookings (scheduled start, planned length, deposit) and, afterwards, the
    /// "How did it go?" review: hours in the chair, what it cost (deposit included), pain 0–10,
    /// notes. Money is in minor units (cents) of the profile's currency.
    ///
    /// ```sql
    /// SELECT s.starts_at FROM sessions s LEFT JOIN session_reviews r ON r.session_id = s.id WHERE r.session_id IS NULL
    /// ```
    static let sessions = Migration(
        "005_sessions",
        """
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            piece_id TEXT NOT NULL REFERENCES pieces (id) ON DELETE CASCADE,
            starts_at TEXT NOT NULL CHECK (julianday(starts_at) IS NOT NULL),
            planned_minutes INTEGER NOT NULL CHECK (typeof(planned_minutes) = 'integer' AND planned_minutes BETWEEN 1 AND 1440),
            deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (typeof(deposit_cents) = 'integer' AND deposit_cents >= 0)
        );
        CREATE INDEX sessions_starts_at ON sessions (starts_at);
        CREATE INDEX sessions_piece ON sessions (piece_id, starts_at);

        CREATE TABLE session_reviews (
            session_id TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            hours REAL NOT NULL CHECK (hours >= 0 AND hours <= 24),
            cost_cents INTEGER NOT NULL CHECK (typeof(cost_cents) = 'integer' AND cost_cents >= 0),
            pain INTEGER NOT NULL CHECK (typeof(pain) = 'integer' AND pain BETWEEN 0 AND 10),
            notes TEXT,
            reviewed_at TEXT NOT NULL CHECK (julianday(reviewed_at) IS NOT NULL)
        );
        CREATE INDEX session_reviews_pain ON session_reviews (pain);
        """)
}
