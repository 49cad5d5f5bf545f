// The Combine pieces views use to tick (`Timer.publish(every:on:in:).autoconnect()` with
// `.onReceive`), which `import SwiftUI` brings on iOS and Linux has no Combine for. A still
// shows the view before any tick: `onReceive` never calls its action.

/// Something a view can receive values from, as Combine's `Publisher`.
public protocol Publisher<Output> {
    associatedtype Output
    associatedtype Failure: Error
}

extension Timer {
    /// A publisher of the current date every `interval` seconds, as `Timer.publish`.
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
    }
}

/// A publisher of one value, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

extension View {
    /// Not called: a still receives no value after it is drawn.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View { self }
}
