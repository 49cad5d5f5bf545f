/// The Stats dashboard as plain SQL over the journal: sums, counts, max, and the skin-coverage
/// computation against the body-surface model.
///
/// ```swift
/// let summary: LiveQuery<StatsSummary?> = try .one(db, StatsQueries.summary)
/// ```
public enum StatsQueries {
    /// One row: hours, money, coverage and counts (decoded by ``StatsSummary``).
    public static let summary = """
        WITH region_cover AS (
            SELECT min(sum(p.area_cm2), r.share_percent * m.surface_cm2 / 100.0) AS cm2
            FROM pieces p
            JOIN body_regions r ON r.id = p.region_id
            CROSS JOIN body_model m
            WHERE p.status IN ('healing', 'healed') AND p.area_cm2 IS NOT NULL
            GROUP BY r.id
        )
        SELECT
            (SELECT coalesce(sum(hours), 0.0) FROM session_reviews) AS hours_in_chair,
            (SELECT coalesce(sum(cost_cents), 0) FROM session_reviews)
                + (SELECT coalesce(sum(s.deposit_cents), 0) FROM sessions s
                   WHERE NOT EXISTS (SELECT 1 FROM session_reviews v WHERE v.session_id = s.id)) AS spent_cents,
            coalesce((SELECT currency FROM profile WHERE id = 1), 'EUR') AS currency,
            (SELECT min(1.0, coalesce(sum(cm2), 0.0) / (SELECT surface_cm2 FROM body_model)) FROM region_cover) AS skin_covered,
            (SELECT count(*) FROM pieces WHERE status IN ('healing', 'healed')) AS pieces_on_skin,
            (SELECT count(*) FROM pieces WHERE status = 'healing') AS healing_count,
            (SELECT count(*) FROM pieces WHERE status = 'booked') AS booked_count,
            (SELECT count(*) FROM pieces WHERE status = 'idea') AS idea_count,
            (SELECT count(*) FROM session_reviews) AS session_count,
            (SELECT count(DISTINCT artist_id) FROM pieces WHERE status IN ('healing', 'healed')) AS artist_count,
            (SELECT avg(pain) FROM session_reviews) AS average_pain
        """

    /// The go-to artist (decoded by ``ArtistTally``); no row before the first piece on skin.
    public static let goToArtist = """
        SELECT a.id, a.name, count(DISTINCT p.id) AS piece_count, coalesce(sum(v.hours), 0.0) AS hours
        FROM artists a
        JOIN pieces p ON p.artist_id = a.id AND p.status IN ('healing', 'healed')
        LEFT JOIN sessions s ON s.piece_id = p.id
        LEFT JOIN session_reviews v ON v.session_id = s.id
        GROUP BY a.id
        ORDER BY piece_count DESC, hours DESC, a.name
        LIMIT 1
        """

    /// The most painful reviewed session (decoded by ``PainfulSession``).
    public static let mostPainful = """
        SELECT s.id, p.title AS piece_title, a.name AS artist_name, r.name AS region_name, s.starts_at, v.pain, v.hours
        FROM session_reviews v
        JOIN sessions s ON s.id = v.session_id
        JOIN pieces p ON p.id = s.piece_id
        LEFT JOIN artists a ON a.id = p.artist_id
        LEFT JOIN body_regions r ON r.id = p.region_id
        ORDER BY v.pain DESC, s.starts_at DESC
        LIMIT 1
        """
}
