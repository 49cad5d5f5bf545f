/// A seeded random sequence (SplitMix64): the same seed gives the same photo on every machine.
///
/// ```swift
/// var random = ArtRandom(seed: 102)
/// random.next(in: -4...4)
/// ```
struct ArtRandom: Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03 }

    mutating func nextUInt64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(nextUInt64() >> 11) / Double(1 << 53) }

    mutating func next(in range: ClosedRange<Double>) -> Double { range.lowerBound + unit() * (range.upperBound - range.lowerBound) }
}
