import LiveSQLite

extension SampleData {
    /// The Skull's routine (Mei's, 28 days from 2026-11-12, so today is day 9) with check-ins
    /// for days 1–8 (two missed) and today's partly done; and the Moth's finished routine.
    static func insertAftercare(_ c: Connection) throws {
        try c.execute(
            "INSERT INTO aftercare_routines (id, piece_id, title, artist_id, start_day, length_days, ended_day) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [SampleID.routine(1), SampleID.piece(9), "Mei's aftercare", SampleID.artist(3), "2026-11-12", 28, nil as String?])
        try c.execute(
            "INSERT INTO aftercare_routines (id, piece_id, title, artist_id, start_day, length_days, ended_day) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [SampleID.routine(2), SampleID.piece(8), "Lou's aftercare", SampleID.artist(4), "2025-12-06", 21, "2025-12-27"])
        for (i, s) in steps.enumerated() {
            try c.execute(
                """
                INSERT INTO aftercare_steps (id, routine_id, title, detail, first_day, last_day, times_per_day, position)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [SampleID.step(i + 1), SampleID.routine(s.routine), s.title, s.detail, s.first, s.last, s.times, s.position])
        }
        let start = Day(year: 2026, month: 11, day: 12)
        for (i, s) in steps.enumerated() where s.routine == 1 && s.first <= 9 {
            for dayNumber in s.first...min(s.last, 9) {
                let day = start.adding(days: dayNumber - 1)
                var done = s.times
                if dayNumber == 9 { done = todayDone[i] }
                if missed.contains(where: { $0 == (i, dayNumber) }) { done -= 1 }
                for occurrence in stride(from: 1, through: done, by: 1) {
                    try c.execute(
                        "INSERT INTO aftercare_checkins (step_id, day, occurrence, done_at) VALUES (?, ?, ?, ?)",
                        [SampleID.step(i + 1), day, occurrence, "\(day)T\(String(format: "%02d", 7 + occurrence * 4)):30:00Z"])
                }
            }
        }
    }

    typealias SampleStep = (routine: Int, title: String, detail: String?, first: Int, last: Int, times: Int, position: Int)

    static let steps: [SampleStep] = [
        (1, "Take the film off", "Peel it slowly under warm running water.", 3, 3, 1, 0),
        (1, "Wash gently", "Lukewarm water and unscented soap, pat dry with paper towel.", 1, 14, 2, 1),
        (1, "Thin layer of balm", "Rice-grain amount, rubbed in until it disappears.", 1, 14, 3, 2),
        (1, "Moisturise", "Unscented lotion once the flaking starts.", 15, 28, 2, 3),
        (1, "No sun, no swimming", "Keep it covered outside and out of pools and the sea.", 1, 28, 1, 4),
        (2, "Wash gently", nil, 1, 14, 2, 0),
        (2, "Moisturise", nil, 3, 21, 2, 1),
    ]

    /// Today's (day 9) check-ins per step index: wash 1 of 2, balm 1 of 3, sun 1 of 1.
    static let todayDone = [0, 1, 1, 0, 1]
    /// (step index, day number) pairs with one check-in fewer than asked.
    static let missed: [(Int, Int)] = [(2, 4), (1, 6)]
}
