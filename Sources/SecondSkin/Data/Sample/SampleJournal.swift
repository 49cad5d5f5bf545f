import LiveSQLite

extension SampleData {
    /// Artists, pieces, their photos and sessions (with reviews).
    static func insertJournal(_ c: Connection) throws {
        let artists: [(String, String, String, String)] = [
            ("Sasha Reyes", "Old Anchor Tattoo", "Lisbon", "sasha.oldanchor"),
            ("Jonas Kirk", "Blackbird Studio", "Berlin", "jonaskirk.tattoo"),
            ("Mei Tanaka", "Hanami Ink", "Berlin", "mei.hanami"),
            ("Lou Moreau", "Atelier Nuit", "Paris", "lou.nuit"),
        ]
        for (i, a) in artists.enumerated() {
            try c.execute(
                "INSERT INTO artists (id, name, studio, city, instagram, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                [SampleID.artist(i + 1), a.0, a.1, a.2, a.3, "2022-05-01T12:00:00Z"])
        }
        for (i, p) in pieces.enumerated() {
            try c.execute(
                """
                INSERT INTO pieces (id, title, artist_id, region_id, area_cm2, style, day, status, notes, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    SampleID.piece(i + 1), p.title, SampleID.artist(p.artist), p.region, p.area, p.style, p.day.flatMap { Day($0) },
                    p.status, p.notes, p.created,
                ])
        }
        for (i, f) in photos.enumerated() {
            try c.execute(
                "INSERT INTO photos (id, piece_id, file_name, position, taken_at, caption) VALUES (?, ?, ?, ?, ?, ?)",
                [SampleID.photo(i + 1), SampleID.piece(f.piece), f.file, f.position, f.taken, f.caption])
        }
        for (i, s) in sessions.enumerated() {
            let id = SampleID.session(i + 1)
            try c.execute(
                "INSERT INTO sessions (id, piece_id, starts_at, planned_minutes, deposit_cents) VALUES (?, ?, ?, ?, ?)",
                [id, SampleID.piece(s.piece), s.start, s.minutes, s.deposit])
            if let r = s.review {
                try c.execute(
                    "INSERT INTO session_reviews (session_id, hours, cost_cents, pain, notes, reviewed_at) VALUES (?, ?, ?, ?, ?, ?)",
                    [id, r.hours, r.cost, r.pain, r.notes, r.at])
            }
        }
    }

    typealias SamplePiece = (
        title: String, artist: Int, region: String, area: Double, style: String, day: String?, status: PieceStatus, notes: String?,
        created: String
    )

    static let pieces: [SamplePiece] = [
        ("Swallows", 1, "chest", 140, "Traditional", "2022-06-18", .healed, "My first. One for each year away from home.", "2022-05-02T18:00:00Z"),
        ("Red rose", 1, "right_forearm", 90, "Traditional", "2022-11-05", .healed, nil, "2022-10-01T18:00:00Z"),
        ("Anchor", 1, "left_forearm", 85, "Traditional", "2023-04-22", .healed, "Flash from the wall at Old Anchor.", "2023-03-30T18:00:00Z"),
        ("Heart & banner", 2, "left_upper_arm", 110, "Traditional", "2023-09-09", .healed, "Jonas freehanded the banner.", "2023-08-01T18:00:00Z"),
        ("Dagger", 1, "right_calf", 120, "Traditional", "2024-03-16", .healed, nil, "2024-02-10T18:00:00Z"),
        ("Snake", 3, "left_thigh", 320, "Neo-traditional", "2024-10-26", .healed, "Two sittings: outline, then colour.", "2024-09-01T18:00:00Z"),
        ("Panther", 2, "right_upper_arm", 150, "Traditional", "2025-05-31", .healed, nil, "2025-04-20T18:00:00Z"),
        ("Moth", 4, "upper_back", 220, "Blackwork", "2025-12-06", .healed, "Guest spot in Paris.", "2025-10-15T18:00:00Z"),
        ("Skull", 3, "left_calf", 130, "Traditional", "2026-11-12", .healing, nil, "2026-10-01T18:00:00Z"),
        ("Spider web", 2, "right_forearm", 70, "Traditional", nil, .booked, "On the elbow.", "2026-11-02T18:00:00Z"),
        ("Horseshoe", 1, "left_foot", 45, "Traditional", nil, .booked, "For luck.", "2026-10-20T18:00:00Z"),
        ("Koi & waves", 3, "right_thigh", 450, "Japanese", nil, .idea, "Big one. Maybe next summer.", "2026-09-12T18:00:00Z"),
    ]

    static let photos: [(piece: Int, file: String, position: Int, taken: String, caption: String?)] = [
        (1, "swallows.png", 0, "2022-08-01T17:00:00Z", nil),
        (2, "rose.png", 0, "2022-12-10T17:00:00Z", nil),
        (3, "anchor.png", 0, "2023-06-02T17:00:00Z", nil),
        (4, "heart-banner.png", 0, "2023-10-20T17:00:00Z", nil),
        (5, "dagger.png", 0, "2024-04-28T17:00:00Z", nil),
        (6, "snake.png", 0, "2024-12-08T17:00:00Z", "Healed"),
        (6, "snake-fresh.png", 1, "2024-10-26T16:00:00Z", "Fresh, after the colour sitting"),
        (7, "panther.png", 0, "2025-07-12T17:00:00Z", nil),
        (8, "moth.png", 0, "2026-01-20T17:00:00Z", nil),
        (9, "skull-day8.png", 0, "2026-11-19T18:00:00Z", "Day 8"),
        (9, "skull-fresh.png", 1, "2026-11-12T17:30:00Z", "Fresh off the table"),
        (10, "flash-spiderweb.png", 0, "2026-11-02T18:00:00Z", "The flash I picked"),
        (11, "flash-horseshoe.png", 0, "2026-10-20T18:00:00Z", "The flash I picked"),
    ]

    typealias SampleReview = (hours: Double, cost: Int, pain: Int, notes: String?, at: String)

    static let sessions: [(piece: Int, start: String, minutes: Int, deposit: Int, review: SampleReview?)] = [
        (1, "2022-06-18T11:00:00Z", 240, 10_000, (4, 52_000, 6, "Sternum buzzed. Sasha kept me laughing.", "2022-06-18T19:00:00Z")),
        (2, "2022-11-05T13:00:00Z", 180, 8_000, (3, 38_000, 4, nil, "2022-11-05T19:00:00Z")),
        (3, "2023-04-22T10:00:00Z", 150, 8_000, (2.5, 30_000, 3, "Easy one.", "2023-04-22T16:00:00Z")),
        (4, "2023-09-09T12:00:00Z", 180, 10_000, (3, 36_000, 4, nil, "2023-09-09T18:00:00Z")),
        (5, "2024-03-16T14:00:00Z", 180, 10_000, (2.75, 34_000, 7, "Shin bone. Never again. (Again.)", "2024-03-16T20:00:00Z")),
        (6, "2024-10-05T10:00:00Z", 300, 15_000, (5, 60_000, 6, "Outline.", "2024-10-05T18:00:00Z")),
        (6, "2024-10-26T10:00:00Z", 300, 0, (4.5, 55_000, 7, "Colour. Long day.", "2024-10-26T18:00:00Z")),
        (7, "2025-05-31T11:00:00Z", 240, 12_000, (4, 48_000, 5, nil, "2025-05-31T18:00:00Z")),
        (8, "2025-12-06T12:00:00Z", 300, 15_000, (4.5, 65_000, 9, "Spine. Breathing helped, a bit.", "2025-12-06T19:00:00Z")),
        (9, "2026-11-12T13:00:00Z", 240, 12_000, (3.5, 45_000, 5, "Mei's shading is so soft.", "2026-11-12T19:00:00Z")),
        (11, "2026-11-18T15:00:00Z", 90, 5_000, nil),
        (10, "2026-11-27T14:00:00Z", 120, 6_000, nil),
        (7, "2027-01-08T16:00:00Z", 60, 0, nil),
    ]
}
