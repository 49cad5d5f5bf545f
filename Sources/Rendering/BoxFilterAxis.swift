/// One axis of the box filter cairo 1.16 gives pixman when a surface pattern is painted scaled
/// down with `CAIRO_FILTER_GOOD`: the kernel's taps and sub-pixel phases, its fixed-point
/// weights, and the pixman transform's scale and translation entries after cairo's
/// re-centring. ``BoxFilterScaler`` samples with it exactly as pixman's separable convolution
/// does, so its pixels are cairo's, bit for bit.
///
/// ```swift
/// let axis = BoxFilterAxis(source: 1200, target: 300)  // 4× down: 5 taps, 32 phases
/// ```
struct BoxFilterAxis: Sendable, Equatable {
    /// Kernel width in source pixels.
    let taps: Int
    /// log2 of the number of sub-pixel phases.
    let phaseBits: Int
    /// `taps` weights (16.16, summing to 1) for each phase in turn.
    let weights: [Int32]
    /// The inverse (device → source) scale as cairo's pattern matrix holds it.
    let inverseScale: Double
    /// The pixman transform's scale entry (16.16).
    let step: Int32
    /// The pixman transform's translation entry (16.16), re-centred as cairo does.
    var translation: Int32 = 0

    /// The axis for `source` pixels scaled to `target`, as cairo computes it from
    /// `cairo_scale(target / source)`.
    init(source: Int, target: Int) {
        let scale = Double(target) / Double(source)
        inverseScale = 1 / scale
        step = Self.fixed(inverseScale)
        var r = abs(inverseScale)
        if !(r < 0x7FFF) { r = 0x7FFF }
        if r > 16 { r = 16 }
        if r < 1.0 / 0.75 { r = 1 }
        let width = r < 1 ? 2 : Int((r + 1).rounded(.up))
        var bits = 0
        if width > 1 {
            while r * Double(1 << bits) <= 128 { bits += 1 }
        }
        taps = width
        phaseBits = bits
        weights = Self.boxWeights(radius: r, taps: width, phaseBits: bits)
    }

    /// Whether cairo samples this axis bilinearly rather than with the box filter (a scale
    /// above 0.75, or exactly one half).
    var prefersBilinear: Bool {
        let h = inverseScale * inverseScale
        return h < 1.0 / (0.75 * 0.75) || (h > 3.99 && h < 4.01)
    }

    /// The source coordinate (16.16) pixman samples for destination pixel `index`: its centre,
    /// transformed.
    func sample(at index: Int) -> Int32 { transform(Int64(index) << 16 | 0x8000) }

    /// A destination coordinate (16.16) through pixman's transform of this axis: a split 64-bit
    /// product of the whole and fractional parts, the fractional half rounded once.
    private func transform(_ v: Int64) -> Int32 {
        let whole = Int64(step) * (v >> 16) + Int64(translation)
        let fraction = (Int64(step) * (v & 0xFFFF) + 0x8000) >> 16
        return Int32(truncatingIfNeeded: whole + fraction)
    }

    /// cairo's correction of the translation so that the centre of the destination extents
    /// maps where cairo's double-precision matrix maps it; one step, returning whether the
    /// translation changed.
    mutating func recentre(extent: Int) -> Bool {
        let centre = Double(extent) / 2
        let mapped = Double(transform(Int64(Self.fixed(centre)))) / 65536
        let back = (1 / inverseScale) * mapped
        let error = inverseScale * (back - centre)
        let correction = Self.fixed(error)
        translation &-= correction
        return correction != 0
    }

    /// cairo's double → 16.16 conversion: round half to even.
    static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: Int64((value * 65536).rounded(.toNearestOrEven)))
    }

    /// The box kernel's weights for every phase, normalised in fixed point with the rounding
    /// error put on the middle tap, as cairo builds them.
    private static func boxWeights(radius r: Double, taps width: Int, phaseBits: Int) -> [Int32] {
        let phases = 1 << phaseBits
        var out = [Int32](repeating: 0, count: phases * width)
        guard width > 1 else {
            for i in 0..<phases { out[i] = 65536 }
            return out
        }
        let stepSize = 1.0 / Double(phases)
        for phase in 0..<phases {
            let frac = (Double(phase) + 0.5) * stepSize
            let first = (frac - Double(width) / 2.0 - 0.5).rounded(.up) - frac + 0.5
            var total = 0.0
            let base = phase * width
            for j in 0..<width {
                let v = box(first + Double(j), r)
                total += v
                out[base + j] = Int32(v * 65536.0)
            }
            total = 1 / total
            var sum: Int32 = 0
            for j in 0..<width {
                out[base + j] = Int32(Double(out[base + j]) * total)
                sum &+= out[base + j]
            }
            out[base + width / 2] &+= 65536 - sum
        }
        return out
    }

    /// A box of width `r` intersected with a unit pixel centred `x` away.
    private static func box(_ x: Double, _ r: Double) -> Double {
        let half = (r + 1) / 2
        return max(0.0, min(min(r, 1.0), min(half - x, half + x)))
    }
}
