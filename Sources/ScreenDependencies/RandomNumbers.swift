import Foundation

/// Random numbers, as a dependency: the system generator live; a seeded generator in tests and
/// previews (seed 0 in every scope), so a shuffle is the same on every run and machine.
///
/// ```swift
/// @ObservationIgnored @Dependency(\.random) var random
/// let pick = random.int(in: 1...6)
/// let order = random.shuffled(cards)
/// ```
public struct RandomNumbers: Sendable {
    private let source: LockedValue<any RandomNumberGenerator>

    public init(_ generator: some RandomNumberGenerator & Sendable) {
        source = LockedValue(generator)
    }

    /// The system's cryptographic generator.
    public static var system: RandomNumbers { RandomNumbers(SystemRandomNumberGenerator()) }

    /// A deterministic generator (SplitMix64) started at `seed`.
    public static func seeded(_ seed: UInt64) -> RandomNumbers { RandomNumbers(SeededGenerator(seed: seed)) }

    /// Runs `body` with the generator, for the standard library's `random(in:using:)` family.
    public func withGenerator<R>(_ body: (inout any RandomNumberGenerator) throws -> R) rethrows -> R {
        try source.withLock { try body(&$0) }
    }

    public func next() -> UInt64 { withGenerator { $0.next() } }
    public func int(in range: ClosedRange<Int>) -> Int { withGenerator { Int.random(in: range, using: &$0) } }
    public func double(in range: ClosedRange<Double>) -> Double { withGenerator { Double.random(in: range, using: &$0) } }
    public func bool() -> Bool { withGenerator { Bool.random(using: &$0) } }
    public func shuffled<Element>(_ elements: [Element]) -> [Element] { withGenerator { elements.shuffled(using: &$0) } }
    public func element<C: Collection>(of collection: C) -> C.Element? { withGenerator { collection.randomElement(using: &$0) } }
}

/// SplitMix64: small, fast, and the same sequence for the same seed everywhere.
///
/// ```swift
/// var g = SeededGenerator(seed: 42); let n = g.next()
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum RandomKey: DependencyKey {
    static var liveValue: RandomNumbers { .system }
    static var testValue: RandomNumbers { .seeded(0) }
    static var previewValue: RandomNumbers { .seeded(0) }
}

extension DependencyValues {
    public var random: RandomNumbers {
        get { self[RandomKey.self] }
        set { self[RandomKey.self] = newValue }
    }
}
