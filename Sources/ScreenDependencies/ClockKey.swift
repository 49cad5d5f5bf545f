/// The clock a model sleeps and measures with: `ContinuousClock` live, a ``TestClock`` in
/// tests (it moves only when told), an ``ImmediateClock`` in previews.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.clock) var clock
/// try await clock.sleep(for: .milliseconds(300))
/// ```
enum ClockKey: DependencyKey {
    static var liveValue: any Clock<Duration> { ContinuousClock() }
    static var testValue: any Clock<Duration> { TestClock() }
    static var previewValue: any Clock<Duration> { ImmediateClock() }
}

extension DependencyValues {
    public var clock: any Clock<Duration> {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }
}
