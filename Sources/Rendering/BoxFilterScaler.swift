import CBoxFilter

/// Scales a photo down exactly as cairo 1.16 and pixman 0.42 do when a surface pattern is
/// painted with `cairo_scale`, `CAIRO_FILTER_GOOD`, `CAIRO_EXTEND_PAD` and
/// `CAIRO_OPERATOR_SOURCE` onto a fresh surface, but several times faster: pixman fetches
/// every tap on its own, this plans the kernel's place and weights once per row and column
/// and sums two taps per SIMD step (`CBoxFilter`), with the same integer arithmetic. The
/// pixels are identical (the tests compare every byte against cairo over many sizes); where
/// cairo would pick another filter (a scale above 0.75 or exactly one half on both axes) or
/// one axis grows (cairo then samples otherwise, which the kit does not reproduce) there is
/// no plan and cairo scales.
///
/// ```swift
/// if let scaler = BoxFilterScaler(sourceWidth: 1200, sourceHeight: 1500, width: 300, height: 375) {
///     scaler.scale(source, sourceStride: 1200, opaque: false, into: target, targetStride: 300)
/// }
/// ```
struct BoxFilterScaler: Sendable {
    let sourceWidth: Int
    let sourceHeight: Int
    let width: Int
    let height: Int
    let x: BoxFilterAxis
    let y: BoxFilterAxis

    /// The plan for scaling, or nil when cairo would not use its box filter for it.
    init?(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        guard width > 0, height > 0, width <= sourceWidth, height <= sourceHeight,
            sourceWidth != width || sourceHeight != height
        else { return nil }
        var x = BoxFilterAxis(source: sourceWidth, target: width)
        var y = BoxFilterAxis(source: sourceHeight, target: height)
        if x.prefersBilinear && y.prefersBilinear { return nil }
        // The box's weights lie in 0...65536 (the kernel splits them into two bytes' worth of
        // 16-bit lanes), and no kernel is taller than the 17 rows of the 16× cap.
        guard x.weights.allSatisfy({ (0...65536).contains($0) }), y.weights.allSatisfy({ (0...65536).contains($0) }), y.taps <= 64
        else { return nil }
        // cairo leaves a transform whose determinant is ±1 as it is; any other it nudges until
        // the destination's centre lands where its own matrix puts it (five tries at most).
        let det = x.inverseScale * y.inverseScale
        if !(abs(det * det - 1.0) < 1.0 / 256) {
            for _ in 0..<5 {
                let movedX = x.recentre(extent: width)
                let movedY = y.recentre(extent: height)
                if !movedX && !movedY { break }
            }
        }
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }

    private static func taps(_ axis: BoxFilterAxis, count: Int) -> [screenkit_box_tap] {
        let shift = Int32(16 - axis.phaseBits)
        let offset = Int32(((axis.taps << 16) - 65536) >> 1)
        var out: [screenkit_box_tap] = []
        out.reserveCapacity(count)
        var v = axis.sample(at: 0)
        for _ in 0..<count {
            // The sample moves to the middle of its phase before the kernel is placed.
            let centred = ((v >> shift) << shift) &+ ((1 << shift) >> 1)
            let phase = (centred & 0xFFFF) >> shift
            let first = (centred &- 1 &- offset) >> 16
            out.append(screenkit_box_tap(first: first, phase: phase))
            v &+= axis.step
        }
        return out
    }

    /// Writes the scaled pixels (premultiplied ARGB32, native byte order) into `target`.
    /// `opaque` sources (RGB24) are read with alpha 255, as pixman reads x8r8g8b8.
    func scale(
        _ source: UnsafePointer<UInt32>, sourceStride: Int, opaque: Bool,
        into target: UnsafeMutablePointer<UInt32>, targetStride: Int
    ) {
        let columns = Self.taps(x, count: width)
        let rows = Self.taps(y, count: height)
        let cw = x.taps
        let ch = y.taps
        let kernel = cw * ch
        let xPhases = 1 << x.phaseBits
        // Each tap's weight is pixman's product of the two axes' weights, rounded once;
        // computed for the row phases this size uses.
        var weights = [UInt32](repeating: 0, count: (1 << y.phaseBits) * xPhases * kernel)
        var ready = [Bool](repeating: false, count: 1 << y.phaseBits)
        for row in rows where !ready[Int(row.phase)] {
            let py = Int(row.phase)
            ready[py] = true
            var n = py * xPhases * kernel
            for px in 0..<xPhases {
                for i in 0..<ch {
                    let fy = Int64(y.weights[py * ch + i])
                    for j in 0..<cw {
                        weights[n] = UInt32(truncatingIfNeeded: (Int64(x.weights[px * cw + j]) * fy + 0x8000) >> 16)
                        n += 1
                    }
                }
            }
        }
        screenkit_box_scale(
            source, sourceStride, Int32(sourceWidth), Int32(sourceHeight), opaque ? 0xFF00_0000 : 0,
            target, targetStride, Int32(width), Int32(height),
            columns, Int32(cw), Int32(xPhases), rows, Int32(ch), weights)
    }
}
