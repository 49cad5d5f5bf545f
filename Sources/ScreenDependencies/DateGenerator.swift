import Foundation

/// "Now", as a dependency: the wall clock live; a fixed instant in tests and previews
/// (``DateGenerator/fixedInstant``, 2026-01-01T00:00:00Z), so nothing of the machine's time
/// leaks into a model.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.date) var date
/// let createdAt = date.now
/// withDependencies { $0.date = .constant(someDate) } operation: { … }
/// ```
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    public var now: Date { generate() }
    public func callAsFunction() -> Date { generate() }

    /// Always `date`.
    public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }

    /// The wall clock.
    public static var system: DateGenerator { DateGenerator { Date() } }

    /// 2026-01-01T00:00:00Z, the test and preview "now".
    public static let fixedInstant = Date(timeIntervalSince1970: 1_767_225_600)
}

enum DateKey: DependencyKey {
    static var liveValue: DateGenerator { .system }
    static var testValue: DateGenerator { .constant(DateGenerator.fixedInstant) }
    static var previewValue: DateGenerator { .constant(DateGenerator.fixedInstant) }
}

extension DependencyValues {
    public var date: DateGenerator {
        get { self[DateKey.self] }
        set { self[DateKey.self] = newValue }
    }
}
