/// Reverses PNG row filtering (PNG spec §9) in place: the inverse of ``PNGFilter``. Each
/// scanline is rebuilt from its filtered bytes and the already rebuilt row above (zeros above
/// the first row). The loops run on raw pointers without bounds checks; Sub, Average and Paeth
/// are specialised for 1–4 bytes per pixel so the left neighbour's distance is a constant.
///
/// ```swift
/// try PNGUnfilter.unfilterRow(filterType, row, prior: above, count: rowBytes, bpp: 4)
/// ```
enum PNGUnfilter {
    /// Rebuilds `count` bytes of `row` filtered with `filter` (0…4), returning false for an
    /// unknown filter type. `prior` is the rebuilt row above, or zeros for the first row.
    @inline(__always)
    static func unfilterRow(_ filter: UInt8, _ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int) -> Bool {
        switch filter {
        case 0: return true
        case 1: sub(row, count: count, bpp: bpp)
        case 2: up(row, prior: prior, count: count)
        case 3: average(row, prior: prior, count: count, bpp: bpp)
        case 4: paeth(row, prior: prior, count: count, bpp: bpp)
        default: return false
        }
        return true
    }

    /// Dispatches to a body compiled for a constant pixel size.
    @inline(__always)
    private static func withConstantBPP(_ bpp: Int, _ body: (Int) -> Void) {
        switch bpp {
        case 1: body(1)
        case 2: body(2)
        case 3: body(3)
        case 4: body(4)
        default: body(bpp)
        }
    }

    /// Sub: each byte adds the byte one pixel to the left.
    static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        withConstantBPP(bpp) { bpp in
            var i = bpp
            while i < count {
                row[i] &+= row[i - bpp]
                i += 1
            }
        }
    }

    /// Up: each byte adds the byte above; independent bytes, so the loop vectorises.
    static func up(_ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i + 8 <= count {
            let r = UnsafeMutableRawPointer(row + i).loadUnaligned(as: SIMD8<UInt8>.self)
            let p = UnsafeRawPointer(prior + i).loadUnaligned(as: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(row + i).storeBytes(of: r &+ p, as: SIMD8<UInt8>.self)
            i += 8
        }
        while i < count {
            row[i] &+= prior[i]
            i += 1
        }
    }

    /// Average: each byte adds the floor of the mean of its left and upper neighbours.
    static func average(_ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        withConstantBPP(bpp) { bpp in
            let lead = min(bpp, count)
            for i in 0..<lead { row[i] &+= prior[i] >> 1 }
            var i = lead
            while i < count {
                row[i] &+= UInt8(truncatingIfNeeded: (UInt16(row[i - bpp]) &+ UInt16(prior[i])) >> 1)
                i += 1
            }
        }
    }

    /// Paeth: each byte adds whichever of left, up and upper-left is closest to
    /// left + up − upper-left (ties in that order), chosen without branches.
    static func paeth(_ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        withConstantBPP(bpp) { bpp in
            let lead = min(bpp, count)
            for i in 0..<lead { row[i] &+= prior[i] }  // no left neighbour: the predictor is up
            var i = lead
            while i < count {
                let a = Int32(row[i - bpp])
                let b = Int32(prior[i])
                let c = Int32(prior[i - bpp])
                let pa = abs(b - c)
                let pb = abs(a - c)
                let pc = abs(a + b - 2 * c)
                let bc = pb <= pc ? b : c
                let predictor = pa <= pb && pa <= pc ? a : bc
                row[i] &+= UInt8(truncatingIfNeeded: predictor)
                i += 1
            }
        }
    }
}
