import LiveSQLite

extension SampleData {
    /// Three moodboards: one for the Koi idea, flash-day picks, and a link-only board.
    static func insertIdeas(_ c: Connection) throws {
        let boards: [(title: String, piece: Int?, created: String)] = [
            ("Koi & waves", 12, "2026-09-12T18:00:00Z"),
            ("Flash day picks", nil, "2026-10-09T20:00:00Z"),
            ("Ribs, someday", nil, "2026-11-15T21:30:00Z"),
        ]
        for (i, b) in boards.enumerated() {
            try c.execute(
                "INSERT INTO moodboards (id, title, piece_id, created_at) VALUES (?, ?, ?, ?)",
                [SampleID.board(i + 1), b.title, b.piece.map(SampleID.piece), b.created])
        }
        for (i, r) in references.enumerated() {
            try c.execute(
                """
                INSERT INTO moodboard_references (id, board_id, source, link, image_file, note, position, added_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [SampleID.reference(i + 1), SampleID.board(r.board), r.source, r.link, r.image, r.note, r.position, r.added])
        }
    }

    static let references: [(board: Int, source: ReferenceSource, link: String?, image: String?, note: String?, position: Int, added: String)] = [
        (1, .instagram, "https://www.instagram.com/p/Koi0Hanami1/", "flash-koi.png", "This colour, tail lower.", 0, "2026-09-12T18:05:00Z"),
        (1, .pinterest, "https://www.pinterest.com/pin/4471029385/", "flash-koi-gold.png", nil, 1, "2026-09-14T08:10:00Z"),
        (1, .photos, nil, "snake.png", "Same greens as the snake.", 2, "2026-09-20T12:00:00Z"),
        (1, .safari, "https://flash.example.com/waves/", nil, "Wave shapes from the old Horiyoshi books.", 3, "2026-10-01T22:40:00Z"),
        (
            2, .instagram, "https://www.instagram.com/p/OldAnchorFlash13/", "flash-swallow.png", "Friday the 13th at Old Anchor", 0,
            "2026-10-09T20:00:00Z"
        ),
        (2, .instagram, "https://www.instagram.com/p/OldAnchorFlash13b/", "flash-horseshoe.png", "Booked!", 1, "2026-10-09T20:02:00Z"),
        (2, .pinterest, "https://www.pinterest.com/pin/9918273645/", "flash-spiderweb.png", "Elbow?", 2, "2026-10-11T09:30:00Z"),
        (2, .pinterest, "https://www.pinterest.com/pin/1200348765/", "flash-dagger.png", nil, 3, "2026-10-12T10:00:00Z"),
        (3, .safari, "https://flash.example.com/fine-line-botanicals/", nil, "Something small and fine-line first.", 0, "2026-11-15T21:30:00Z"),
    ]
}
