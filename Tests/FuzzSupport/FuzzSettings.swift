import Foundation

/// What a fuzz run is told by its environment: the seed every input derives from
/// (`FUZZ_SEED`, decimal or 0x-hex; a fixed default so CI is repeatable), a time budget that
/// replaces the fixed input counts (`FUZZ_SECONDS`, for longer local runs), and one input to
/// replay alone (`FUZZ_INPUT`). `FUZZ_VERBOSE` makes the render families print every error.
///
/// ```sh
/// FUZZ_SECONDS=600 swift test --skip-build --filter FuzzTests          # ten minutes, same seed
/// FUZZ_SEED=0x5eed FUZZ_INPUT=17 swift test --skip-build --filter PNGFuzzTests   # one input again
/// ```
public struct FuzzSettings: Sendable {
    public static let defaultSeed: UInt64 = 0x5C2E_E4C1_7020_0020

    public var seed: UInt64
    public var seconds: Double?
    public var only: Int?

    public init(seed: UInt64 = defaultSeed, seconds: Double? = nil, only: Int? = nil) {
        self.seed = seed
        self.seconds = seconds
        self.only = only
    }

    /// The settings of this process's environment.
    public static var current: FuzzSettings {
        let env = ProcessInfo.processInfo.environment
        var settings = FuzzSettings()
        if let text = env["FUZZ_SEED"] {
            let lower = text.lowercased()
            if let v = lower.hasPrefix("0x") ? UInt64(lower.dropFirst(2), radix: 16) : UInt64(lower) { settings.seed = v }
        }
        if let text = env["FUZZ_SECONDS"], let v = Double(text), v > 0 { settings.seconds = v }
        if let text = env["FUZZ_INPUT"], let v = Int(text), v >= 0 { settings.only = v }
        return settings
    }

    /// The seed as the environment variable takes it.
    public var seedText: String { "0x" + String(seed, radix: 16) }
}
