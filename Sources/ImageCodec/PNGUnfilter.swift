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

    /// Sub: each byte adds the byte one pixel to the left; for 4 bytes per pixel a whole pixel
    /// at a time, with bytewise SIMD addition.
    static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        if bpp == 4 {
            var left = SIMD4<UInt8>(row[0], row[1], row[2], row[3])
            var i = 4
            while i + 4 <= count {
                let raw = UnsafeMutableRawPointer(row + i).loadUnaligned(as: SIMD4<UInt8>.self)
                left = raw &+ left
                UnsafeMutableRawPointer(row + i).storeBytes(of: left, as: SIMD4<UInt8>.self)
                i += 4
            }
            return
        }
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
    /// left + up − upper-left (ties in that order), chosen without branches. For 3 and 4 bytes
    /// per pixel the channels run side by side with left and upper-left kept in registers, so
    /// no byte waits on the store of the one before it.
    static func paeth(_ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        let lead = min(bpp, count)
        for i in 0..<lead { row[i] &+= prior[i] }  // no left neighbour: the predictor is up
        switch bpp {
        case 3: paethPixels(row, prior: prior, count: count, channels: 3)
        case 4: paethPixels(row, prior: prior, count: count, channels: 4)
        default:
            withConstantBPP(bpp) { bpp in
                var i = bpp
                while i < count {
                    row[i] &+= UInt8(truncatingIfNeeded: predict(Int32(row[i - bpp]), Int32(prior[i]), Int32(prior[i - bpp])))
                    i += 1
                }
            }
        }
    }

    /// Paeth after the first pixel for 3 or 4 channels (a constant once inlined).
    @inline(__always)
    private static func paethPixels(_ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, channels: Int) {
        guard count >= 2 * channels else { return }
        var a0 = Int32(row[0])
        var a1 = Int32(row[1])
        var a2 = Int32(row[2])
        var a3 = channels == 4 ? Int32(row[3]) : 0
        var c0 = Int32(prior[0])
        var c1 = Int32(prior[1])
        var c2 = Int32(prior[2])
        var c3 = channels == 4 ? Int32(prior[3]) : 0
        var i = channels
        while i + channels <= count {
            let b0 = Int32(prior[i])
            let b1 = Int32(prior[i + 1])
            let b2 = Int32(prior[i + 2])
            a0 = (Int32(row[i]) &+ predict(a0, b0, c0)) & 0xFF
            a1 = (Int32(row[i + 1]) &+ predict(a1, b1, c1)) & 0xFF
            a2 = (Int32(row[i + 2]) &+ predict(a2, b2, c2)) & 0xFF
            row[i] = UInt8(truncatingIfNeeded: a0)
            row[i + 1] = UInt8(truncatingIfNeeded: a1)
            row[i + 2] = UInt8(truncatingIfNeeded: a2)
            c0 = b0
            c1 = b1
            c2 = b2
            if channels == 4 {
                let b3 = Int32(prior[i + 3])
                a3 = (Int32(row[i + 3]) &+ predict(a3, b3, c3)) & 0xFF
                row[i + 3] = UInt8(truncatingIfNeeded: a3)
                c3 = b3
            }
            i += channels
        }
    }

    /// The Paeth predictor of left `a`, up `b` and upper-left `c`.
    @inline(__always)
    private static func predict(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
        let pa = abs(b &- c)
        let pb = abs(a &- c)
        let pc = abs(a &+ b &- 2 &* c)
        let bc = pb <= pc ? b : c
        return pa <= pb && pa <= pc ? a : bc
    }
}
