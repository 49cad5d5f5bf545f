/// PNG row filtering (PNG spec §9): each scanline is stored as the difference to a prediction
/// from its neighbours. The encoder picks, per row, the filter whose output has the smallest sum
/// of absolute values (signed bytes) — libpng's heuristic — trying None, Sub, Up, Average, Paeth
/// in that order and keeping the first minimum, so the choice depends only on the pixels.
/// Sixteen bytes at a time (SIMD), then one at a time for the rest of the row.
enum PNGFilter {
    typealias Bytes = SIMD16<UInt8>
    typealias Wide = SIMD16<Int16>
    static let lanes = 16

    /// Filters `count` bytes of `row` (previous row `prior`, zeros for the first) into
    /// `out[0]` = filter type and `out[1...count]`, using `scratch` (5 × count bytes).
    static func filterRow(
        _ row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int, out: UnsafeMutablePointer<UInt8>,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        var best = 0
        var bestSum = sumOfCosts(row, count: count)  // 0 None
        // 2 Up first in the computation, but ranked in spec order below; rows equal to the one
        // above (common in screens) cost nothing, so check Up's sum before the rest.
        let upSum = filter(into: scratch + 2 * count, count: count, bpp: bpp, row: row, prior: prior, kind: .up)
        if bestSum > 0 {
            let sum = filter(into: scratch + count, count: count, bpp: bpp, row: row, prior: prior, kind: .sub)
            if sum < bestSum { (bestSum, best) = (sum, 1) }
        }
        if upSum < bestSum { (bestSum, best) = (upSum, 2) }
        if bestSum > 0 {
            let sum = filter(into: scratch + 3 * count, count: count, bpp: bpp, row: row, prior: prior, kind: .average)
            if sum < bestSum { (bestSum, best) = (sum, 3) }
        }
        if bestSum > 0 {
            let sum = filter(into: scratch + 4 * count, count: count, bpp: bpp, row: row, prior: prior, kind: .paeth)
            if sum < bestSum { (bestSum, best) = (sum, 4) }
        }
        out[0] = UInt8(best)
        (out + 1).update(from: best == 0 ? row : UnsafePointer(scratch + best * count), count: count)
    }

    enum Kind { case sub, up, average, paeth }

    /// |v| of a byte read as signed: `min(v, 256 − v)`.
    @inline(__always) static func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }

    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> Bytes { UnsafeRawPointer(p).loadUnaligned(as: Bytes.self) }

    /// The sum of ``cost(_:)`` over `count` bytes.
    static func sumOfCosts(_ p: UnsafePointer<UInt8>, count: Int) -> Int {
        var total = 0
        var i = 0
        while i + lanes <= count {
            // At most 128 per lane and step: 256 steps stay within a 16-bit lane.
            var acc = SIMD16<UInt16>()
            let end = min(count - lanes, i + 255 * lanes)
            while i <= end {
                let v = load(p + i)
                acc &+= SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(v, 0 &- v))
                i += lanes
            }
            total += Int(SIMD16<UInt32>(truncatingIfNeeded: acc).wrappedSum())
        }
        while i < count {
            total += cost(p[i])
            i += 1
        }
        return total
    }

    /// Writes one filter's output for the row into `out` and returns the sum of its costs.
    @inline(__always)
    static func filter(
        into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, kind: Kind
    ) -> Int {
        // The first pixel has no left neighbour (a = c = 0).
        let head = min(bpp, count)
        for i in 0..<head {
            switch kind {
            case .sub: out[i] = row[i]
            case .up, .paeth: out[i] = row[i] &- prior[i]
            case .average: out[i] = row[i] &- prior[i] >> 1
            }
        }
        var i = head
        if kind == .up { i = 0 }
        while i + lanes <= count {
            let x = load(row + i)
            let b = load(prior + i)
            let v: Bytes
            switch kind {
            case .up: v = x &- b
            case .sub: v = x &- load(row + i - bpp)
            case .average:
                let a = load(row + i - bpp)
                v = x &- ((a & b) &+ ((a ^ b) &>> 1))
            case .paeth:
                v = x &- paeth(a: load(row + i - bpp), b: b, c: load(prior + i - bpp))
            }
            UnsafeMutableRawPointer(out + i).storeBytes(of: v, as: Bytes.self)
            i += lanes
        }
        while i < count {
            let x = row[i]
            switch kind {
            case .up: out[i] = x &- prior[i]
            case .sub: out[i] = x &- row[i - bpp]
            case .average: out[i] = x &- UInt8((UInt16(row[i - bpp]) + UInt16(prior[i])) >> 1)
            case .paeth: out[i] = x &- scalarPaeth(a: row[i - bpp], b: prior[i], c: prior[i - bpp])
            }
            i += 1
        }
        return sumOfCosts(out, count: count)
    }

    /// The Paeth predictor of sixteen bytes at once: a, b or c, whichever is closest to a + b − c
    /// (ties in that order).
    @inline(__always) static func paeth(a: Bytes, b: Bytes, c: Bytes) -> Bytes {
        let wa = Wide(truncatingIfNeeded: a)
        let wb = Wide(truncatingIfNeeded: b)
        let wc = Wide(truncatingIfNeeded: c)
        let pa = magnitude(wb &- wc)
        let pb = magnitude(wa &- wc)
        let pc = magnitude(wa &+ wb &- wc &- wc)
        let useA = (pa .<= pb) .& (pa .<= pc)
        let useB = pb .<= pc
        return Bytes(truncatingIfNeeded: wc.replacing(with: wb, where: useB).replacing(with: wa, where: useA))
    }

    @inline(__always) static func magnitude(_ x: Wide) -> Wide { pointwiseMax(x, 0 &- x) }

    @inline(__always) static func scalarPaeth(a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        let (ia, ib, ic) = (Int(a), Int(b), Int(c))
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
    }
}
