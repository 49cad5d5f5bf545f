/// A view redrawn on a schedule, as SwiftUI's `TimelineView`: a still draws it once, at the
/// schedule's first date (`.periodic(from:by:)`'s start, else now).
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in Text(context.date, style: .time) }
/// ```
nonisolated public struct TimelineView<Content: View>: View {
    let content: Content
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: TimelineSchedule, @ViewBuilder content: (TimelineViewDefaultContext) -> Content) {
        self.content = content(TimelineViewDefaultContext(date: schedule.start ?? Date(), cadence: .live))
    }
    @MainActor public var body: some View { content }
}

/// What a ``TimelineView``'s content is drawn for: the date of this update.
public struct TimelineViewDefaultContext: Sendable {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// When a ``TimelineView`` updates.
public struct TimelineSchedule: Sendable {
    let start: Date?
    public static let animation = TimelineSchedule(start: nil)
    public static let everyMinute = TimelineSchedule(start: nil)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineSchedule { TimelineSchedule(start: nil) }
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> TimelineSchedule { TimelineSchedule(start: startDate) }
    public static func explicit<S: Sequence>(_ dates: S) -> TimelineSchedule where S.Element == Date {
        TimelineSchedule(start: dates.first(where: { _ in true }))
    }
}
