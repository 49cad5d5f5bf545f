import LiveSQLite

extension Schema {
    /// `007_aftercare`: a routine started after a session (usually the artist's), its steps
    /// (which days of the routine, how many times a day) and the daily check-ins, one row per
    /// time a step was done. A trigger refuses more check-ins than the step's times a day.
    ///
    /// ```sql
    /// SELECT count(*) FROM aftercare_checkins WHERE step_id = ? AND day = ?
    /// ```
    static let aftercare = Migration(
        "007_aftercare",
        """
        CREATE TABLE aftercare_routines (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            piece_id TEXT NOT NULL REFERENCES pieces (id) ON DELETE CASCADE,
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            artist_id TEXT REFERENCES artists (id) ON DELETE SET NULL,
            start_day TEXT NOT NULL CHECK (date(start_day, '+0 days') IS start_day),
            length_days INTEGER NOT NULL CHECK (typeof(length_days) = 'integer' AND length_days BETWEEN 1 AND 365),
            ended_day TEXT CHECK (ended_day IS NULL OR (date(ended_day, '+0 days') IS ended_day AND ended_day >= start_day))
        );
        CREATE UNIQUE INDEX aftercare_routines_active_piece ON aftercare_routines (piece_id) WHERE ended_day IS NULL;

        CREATE TABLE aftercare_steps (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            routine_id TEXT NOT NULL REFERENCES aftercare_routines (id) ON DELETE CASCADE,
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            detail TEXT,
            first_day INTEGER NOT NULL CHECK (typeof(first_day) = 'integer' AND first_day >= 1),
            last_day INTEGER NOT NULL CHECK (typeof(last_day) = 'integer' AND last_day >= first_day),
            times_per_day INTEGER NOT NULL CHECK (typeof(times_per_day) = 'integer' AND times_per_day BETWEEN 1 AND 12),
            position INTEGER NOT NULL CHECK (typeof(position) = 'integer' AND position >= 0)
        );
        CREATE INDEX aftercare_steps_routine ON aftercare_steps (routine_id, position);

        CREATE TABLE aftercare_checkins (
            step_id TEXT NOT NULL REFERENCES aftercare_steps (id) ON DELETE CASCADE,
            day TEXT NOT NULL CHECK (date(day, '+0 days') IS day),
            occurrence INTEGER NOT NULL CHECK (typeof(occurrence) = 'integer' AND occurrence >= 1),
            done_at TEXT NOT NULL CHECK (julianday(done_at) IS NOT NULL),
            PRIMARY KEY (step_id, day, occurrence)
        );
        CREATE INDEX aftercare_checkins_day ON aftercare_checkins (day);

        CREATE TRIGGER aftercare_checkins_within_times_per_day
        BEFORE INSERT ON aftercare_checkins
        WHEN NEW.occurrence > (SELECT times_per_day FROM aftercare_steps WHERE id = NEW.step_id)
        BEGIN
            SELECT RAISE(ABORT, 'a step cannot be checked off more times a day than it asks for');
        END;
        """)
}
