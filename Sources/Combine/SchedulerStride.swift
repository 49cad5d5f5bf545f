import Foundation

/// A span of time given to `debounce`, `throttle` and `delay` (`.milliseconds(300)`, `0.5`), as
/// a scheduler's `SchedulerTimeType.Stride` in Combine.
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Equatable {
    /// The span in seconds.
    public let seconds: Double
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public init(_ seconds: TimeInterval) { self.seconds = seconds }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(Double(ns) / 1e9) }
}
