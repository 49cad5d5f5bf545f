import Foundation

/// One family's inputs: a fixed count by default (the same inputs on every run), or as many
/// as fit in its share of `FUZZ_SECONDS`; each input has a generator of its own, derived from
/// the seed, the family and its index, so any one of them replays alone with `FUZZ_INPUT`.
///
/// ```swift
/// let budget = FuzzBudget(family: "png-decoder", inputs: 2000, share: 0.15)
/// budget.run { i, g in let bytes = g.bytes(100); … }
/// ```
public struct FuzzBudget: Sendable {
    public var family: String
    public var settings: FuzzSettings
    public var inputs: Int
    /// Seconds this family may run when `FUZZ_SECONDS` is set.
    public var seconds: Double?

    public init(family: String, inputs: Int, share: Double, settings: FuzzSettings = .current) {
        self.family = family
        self.settings = settings
        self.inputs = inputs
        seconds = settings.seconds.map { $0 * share }
    }

    /// The generator of input `index`.
    public func generator(_ index: Int) -> SeededGenerator {
        var salt: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in family.utf8 { salt = (salt ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var g = SeededGenerator(seed: settings.seed ^ salt &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        _ = g.next()
        return g
    }

    /// The command that replays input `index` alone.
    public func reproduce(_ index: Int) -> String {
        "FUZZ_SEED=\(settings.seedText) FUZZ_INPUT=\(index) swift test --skip-build --filter FuzzTests"
    }

    /// Whether input `index` runs, `start` being when the family started.
    public func runs(_ index: Int, since start: ContinuousClock.Instant) -> Bool {
        if let only = settings.only { return index == only }
        if let seconds { return ContinuousClock.now - start < .milliseconds(Int(seconds * 1000)) }
        return index < inputs
    }

    /// The indices to run: one when `FUZZ_INPUT` is set.
    public func first() -> Int { settings.only ?? 0 }

    /// Runs `body` for every input of the budget, each under the watchdog, and returns how
    /// many ran.
    @discardableResult
    public func run(_ body: (Int, inout SeededGenerator) throws -> Void) rethrows -> Int {
        let start = ContinuousClock.now
        var index = first()
        var count = 0
        while runs(index, since: start) {
            var g = generator(index)
            Watchdog.shared.begin(family: family, input: index, reproduce: reproduce(index))
            defer { Watchdog.shared.end(family: family) }
            try body(index, &g)
            count += 1
            index += 1
        }
        return count
    }

    /// ``run(_:)`` for bodies that wait: the watchdog times only what the body marks with
    /// ``FuzzTally/busy(_:)``, never its waits.
    @discardableResult
    public func run(
        isolation: isolated (any Actor)? = #isolation, _ body: (Int, inout SeededGenerator) async throws -> Void
    ) async rethrows -> Int {
        let start = ContinuousClock.now
        var index = first()
        var count = 0
        while runs(index, since: start) {
            var g = generator(index)
            Watchdog.shared.begin(family: family, input: index, reproduce: reproduce(index), timed: false)
            defer { Watchdog.shared.end(family: family) }
            try await body(index, &g)
            count += 1
            index += 1
        }
        return count
    }
}
