import Foundation

/// New identifiers, as a dependency: random live; counting up in tests and previews
/// (`00000000-0000-0000-0000-000000000001`, then `…002`), from 1 in every scope.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.uuid) var uuid
/// let id = uuid()
/// ```
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    public func callAsFunction() -> UUID { generate() }

    /// Random (version 4) UUIDs.
    public static var random: UUIDGenerator { UUIDGenerator { UUID() } }

    /// `…0001`, `…0002`, … (a new counter for each generator made).
    public static var incrementing: UUIDGenerator {
        let counter = LockedValue(0)
        return UUIDGenerator {
            let n = counter.withLock { value -> Int in
                value += 1
                return value
            }
            return UUID(uuidString: "00000000-0000-0000-0000-" + String(format: "%012llx", n))!  // 12 hex digits
        }
    }

    /// Always `uuid`.
    public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }
}

enum UUIDKey: DependencyKey {
    static var liveValue: UUIDGenerator { .random }
    static var testValue: UUIDGenerator { .incrementing }
    static var previewValue: UUIDGenerator { .incrementing }
}

extension DependencyValues {
    public var uuid: UUIDGenerator {
        get { self[UUIDKey.self] }
        set { self[UUIDKey.self] = newValue }
    }
}
