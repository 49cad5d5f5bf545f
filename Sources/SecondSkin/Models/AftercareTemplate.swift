/// The routine a new aftercare starts with when the artist gave none: the common advice of
/// tattoo studios, as reminders (Second Skin gives no medical advice).
///
/// ```swift
/// AftercareTemplate.standard.steps.map(\.title)
/// ```
public struct AftercareTemplate: Equatable, Sendable {
    /// One step: which days of the routine (day 1 is the session's day) and how often a day.
    ///
    /// ```swift
    /// Step(title: "Wash gently", detail: nil, firstDay: 1, lastDay: 14, timesPerDay: 2)
    /// ```
    public struct Step: Equatable, Sendable {
        public var title: String
        public var detail: String?
        public var firstDay: Int
        public var lastDay: Int
        public var timesPerDay: Int

        public init(title: String, detail: String?, firstDay: Int, lastDay: Int, timesPerDay: Int) {
            self.title = title
            self.detail = detail
            self.firstDay = firstDay
            self.lastDay = lastDay
            self.timesPerDay = timesPerDay
        }
    }

    public var lengthDays: Int
    public var steps: [Step]

    public init(lengthDays: Int, steps: [Step]) {
        self.lengthDays = lengthDays
        self.steps = steps
    }

    public static let standard = AftercareTemplate(
        lengthDays: 28,
        steps: [
            Step(title: "Wash gently", detail: "Lukewarm water and unscented soap, pat dry.", firstDay: 1, lastDay: 14, timesPerDay: 2),
            Step(title: "Thin layer of balm", detail: "A rice-grain amount, rubbed in.", firstDay: 1, lastDay: 14, timesPerDay: 3),
            Step(title: "Moisturise", detail: "Unscented lotion once it flakes.", firstDay: 15, lastDay: 28, timesPerDay: 2),
            Step(title: "No sun, no swimming", detail: nil, firstDay: 1, lastDay: 28, timesPerDay: 1),
        ])
}
