/// PNG row filtering (PNG spec §9): each scanline is stored as the difference to a prediction
/// from its neighbours. The encoder picks, per row, the filter whose output has the smallest sum
/// of absolute values (signed bytes) — libpng's heuristic — trying None, Sub, Up, Average, Paeth
/// in that order and keeping the first minimum, so the choice depends only on the pixels.
enum PNGFilter {
    /// Filters `count` bytes of `row` (previous row `prior`, zeros for the first) into
    /// `out[0]` = filter type and `out[1...count]`, using `scratch` (5 × count bytes).
    static func filterRow(
        _ row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int, out: UnsafeMutablePointer<UInt8>,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        var best = 0
        var bestSum = Int.max
        // 0 None
        var sum = 0
        for i in 0..<count { sum &+= cost(row[i]) }
        if sum < bestSum {
            bestSum = sum
            best = 0
        }
        // 2 Up first in the computation, but ranked in spec order below; rows equal to the one
        // above (common in screens) cost nothing, so check Up's sum before the rest.
        let up = scratch + 2 * count
        var upSum = 0
        for i in 0..<count {
            let v = row[i] &- prior[i]
            up[i] = v
            upSum &+= cost(v)
        }
        if bestSum > 0 {
            // 1 Sub
            let sub = scratch + count
            sum = 0
            for i in 0..<min(bpp, count) {
                sub[i] = row[i]
                sum &+= cost(row[i])
            }
            if count > bpp {
                for i in bpp..<count {
                    let v = row[i] &- row[i - bpp]
                    sub[i] = v
                    sum &+= cost(v)
                }
            }
            if sum < bestSum {
                bestSum = sum
                best = 1
            }
        }
        if upSum < bestSum {
            bestSum = upSum
            best = 2
        }
        if bestSum > 0 {
            // 3 Average
            let avg = scratch + 3 * count
            sum = 0
            for i in 0..<min(bpp, count) {
                let v = row[i] &- prior[i] >> 1
                avg[i] = v
                sum &+= cost(v)
            }
            if count > bpp {
                for i in bpp..<count {
                    let v = row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(prior[i])) >> 1)
                    avg[i] = v
                    sum &+= cost(v)
                }
            }
            if sum < bestSum {
                bestSum = sum
                best = 3
            }
        }
        if bestSum > 0 {
            // 4 Paeth
            let paeth = scratch + 4 * count
            sum = 0
            for i in 0..<min(bpp, count) {
                let v = row[i] &- prior[i]
                paeth[i] = v
                sum &+= cost(v)
            }
            if count > bpp {
                for i in bpp..<count {
                    let a = Int(row[i - bpp])
                    let b = Int(prior[i])
                    let c = Int(prior[i - bpp])
                    let pa = abs(b - c)
                    let pb = abs(a - c)
                    let pc = abs(a + b - 2 * c)
                    let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                    let v = row[i] &- UInt8(truncatingIfNeeded: predictor)
                    paeth[i] = v
                    sum &+= cost(v)
                }
            }
            if sum < bestSum {
                bestSum = sum
                best = 4
            }
        }
        out[0] = UInt8(best)
        if best == 0 {
            (out + 1).update(from: row, count: count)
        } else {
            (out + 1).update(from: scratch + best * count, count: count)
        }
    }
}
