import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds, as `Timer.publish`; a still
    /// never ticks.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Void? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Timer ticks, as Combine's `Timer.TimerPublisher`.
    public struct TimerPublisher: Publisher, Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        /// Connected at once, as `autoconnect()`; the still never ticks.
        public func autoconnect() -> TimerPublisher { self }
        public func subscribe(receive: @escaping (Date) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}
