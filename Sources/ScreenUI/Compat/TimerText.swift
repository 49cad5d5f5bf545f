import Foundation

extension Text {
    /// A timer, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`. A still is
    /// one moment, and the kit takes the interval's start (or `pauseTime`): counting down it
    /// shows the whole interval, counting up `0:00` — `M:SS`, or `H:MM:SS` past an hour when
    /// `showsHours` (else minutes go past 59), as iOS writes timers.
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(300))   // "5:00"
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? timerInterval.lowerBound, timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.timerText(seconds: Int(seconds.rounded(.down)), showsHours: showsHours))
    }

    /// `seconds` as a timer shows them.
    static func timerText(seconds: Int, showsHours: Bool) -> String {
        let total = max(seconds, 0)
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(total / 60):\(two(secs))"
    }
}
