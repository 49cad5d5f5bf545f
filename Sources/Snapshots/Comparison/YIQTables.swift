/// pixelmatch's YIQ coefficients times every channel value a pixel blended over white can
/// have (0…510: a premultiplied channel plus 255 − alpha), so a colour's Y, I and Q are three
/// table reads and two additions. Each entry is the very product `Double(k) · coefficient` the
/// formula computes, and the sums keep its order, so results are bit-identical to the
/// arithmetic.
///
/// ```swift
/// let t = YIQTables.shared
/// t.luma(0xFF80_8080)   // Y of mid grey
/// ```
struct YIQTables: Sendable {
    /// Y coefficients for red, green and blue, interleaved: entry `3k + c`.
    let y: [Double]
    let i: [Double]
    let q: [Double]

    static let shared = YIQTables()

    private init() {
        func table(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
            (0...510).flatMap { k -> [Double] in [Double(k) * r, Double(k) * g, Double(k) * b] }
        }
        y = table(0.298_895_31, 0.586_622_47, 0.114_482_23)
        i = table(0.595_977_99, 0.274_176_10, 0.321_801_89)
        q = table(0.211_470_17, 0.522_617_11, 0.311_146_94)
    }

    /// The blended channel indexes (×3) of a premultiplied ARGB word: `c + 255 − alpha`.
    @inline(__always)
    static func indexes(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        let white = 255 - Int(p >> 24)
        return (3 * (Int(p >> 16 & 0xFF) + white), 3 * (Int(p >> 8 & 0xFF) + white) + 1, 3 * (Int(p & 0xFF) + white) + 2)
    }
}

/// Read-only views of the tables for the inner loops.
struct YIQTablePointers {
    let y: UnsafePointer<Double>
    let i: UnsafePointer<Double>
    let q: UnsafePointer<Double>

    /// Y of the pixel blended over white: `r·0.29889531 + g·0.58662247 + b·0.11448223`.
    @inline(__always)
    func luma(_ p: UInt32) -> Double {
        let (r, g, b) = YIQTables.indexes(p)
        return y[r] + y[g] + y[b]
    }

    /// pixelmatch's squared YIQ distance, unsigned.
    @inline(__always)
    func delta(_ p1: UInt32, _ p2: UInt32) -> Double {
        let (r1, g1, b1) = YIQTables.indexes(p1)
        let (r2, g2, b2) = YIQTables.indexes(p2)
        let dy = (y[r1] + y[g1] + y[b1]) - (y[r2] + y[g2] + y[b2])
        let di = (i[r1] - i[g1] - i[b1]) - (i[r2] - i[g2] - i[b2])
        let dq = (q[r1] - q[g1] + q[b1]) - (q[r2] - q[g2] + q[b2])
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// pixelmatch's faded base: the pixel's luminance blended 90 % towards white.
    @inline(__always)
    func fadedGrey(_ p: UInt32) -> UInt32 {
        let v = UInt32(max(0, min(255, 255 + (luma(p) - 255) * 0.1)))
        return 0xFF00_0000 | (v << 16) | (v << 8) | v
    }
}

extension YIQTables {
    /// Runs `body` with pointers into the tables.
    func withPointers<T>(_ body: (YIQTablePointers) throws -> T) rethrows -> T {
        try y.withUnsafeBufferPointer { y in
            try i.withUnsafeBufferPointer { i in
                try q.withUnsafeBufferPointer { q in
                    try body(YIQTablePointers(y: y.baseAddress!, i: i.baseAddress!, q: q.baseAddress!))
                }
            }
        }
    }
}
