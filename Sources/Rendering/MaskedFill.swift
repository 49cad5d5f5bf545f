import CCairo
import ScreenLayout
import Theme

/// A solid colour painted through an 8-bit coverage mask, one mask row at a time, straight into
/// the pixels of a context's current target — what `cairo_mask_surface` with a solid source
/// does, in the same integer arithmetic (pixman's OVER of a solid source through an A8 mask:
/// `src IN m`, then `OVER` with the destination, each product rounded as `(t + (t >> 8)) >> 8`
/// with `t = a·b + 128`), so the pixels are identical. It lets a shadow's blurred mask go to
/// the canvas row by row while the row is still in cache, instead of a full-size mask surface
/// that Cairo composites in a second pass.
///
/// Only built when the result is certain to match Cairo's: an ARGB32 image target at whole-
/// pixel offset, the OVER operator, and a clip that is a set of whole-pixel rectangles.
/// Otherwise ``init(_:color:)`` returns nil and the caller uses `cairo_mask_surface`.
struct MaskedFill {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let strideWords: Int
    private let offset: (x: Int, y: Int)
    /// Parts of the canvas (device pixels) the clip lets through, within the target.
    private let clips: [(x0: Int, y0: Int, x1: Int, y1: Int)]
    /// The colour as Cairo hands it to pixman: premultiplied ARGB32.
    let source: UInt32
    /// `add` and `keep` for every mask value (see ``paint(row:count:x:y:)``); `keep` repeated
    /// in both 16-bit halves of its word.
    private let addTable: [UInt32]
    private let keepTable: [UInt32]
    private let target: OpaquePointer

    init?(_ pass: RenderPass, color: RGBA) {
        let cr = pass.cr
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let target = cairo_get_group_target(cr),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return nil }
        var dx = 0.0
        var dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        guard dx == dx.rounded(), dy == dy.rounded() else { return nil }
        let width = Int(cairo_image_surface_get_width(target))
        let height = Int(cairo_image_surface_get_height(target))
        cairo_save(cr)
        pass.useDevicePixels()
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var clips: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            let edges = [r.x, r.y, r.x + r.width, r.y + r.height]
            guard edges.allSatisfy({ $0.isFinite && $0 == $0.rounded() && abs($0) < 1e6 }) else { return nil }
            // Within the target surface too: device pixel p is target pixel p + offset.
            let x0 = max(Int(edges[0]), -Int(dx))
            let y0 = max(Int(edges[1]), -Int(dy))
            let x1 = min(Int(edges[2]), width - Int(dx))
            let y1 = min(Int(edges[3]), height - Int(dy))
            if x1 > x0, y1 > y0 { clips.append((x0, y0, x1, y1)) }
        }
        guard let data = cairo_image_surface_get_data(target), let source = Self.cairoSource(color) else { return nil }
        cairo_surface_flush(target)
        self.target = target
        self.pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        self.strideWords = Int(cairo_image_surface_get_stride(target)) / 4
        self.offset = (Int(dx), Int(dy))
        self.clips = clips
        self.source = source
        addTable = (0..<256).map { Self.times(source, UInt32($0)) }
        keepTable = addTable.map { 255 - ($0 >> 24) }.map { $0 | $0 << 16 }
    }

    /// The premultiplied word Cairo composites for `color`: asked of Cairo itself, by masking
    /// the colour at full coverage onto one transparent pixel.
    static func cairoSource(_ color: RGBA) -> UInt32? {
        let pixel = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        defer {
            cairo_surface_destroy(pixel)
            cairo_surface_destroy(mask)
        }
        guard let m = cairo_image_surface_get_data(mask) else { return nil }
        cairo_surface_flush(mask)
        m[0] = 255
        cairo_surface_mark_dirty(mask)
        let cr = cairo_create(pixel)!
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_destroy(cr)
        cairo_surface_flush(pixel)
        guard let p = cairo_image_surface_get_data(pixel) else { return nil }
        return UnsafeRawPointer(p).load(as: UInt32.self)
    }

    /// Paints `count` mask values, the first at device pixel (`x`, `y`). Every mask value m
    /// comes down to `d · keep[m] / 255 + add[m]` per channel, with `add[m] = src IN m` and
    /// `keep[m] = 255 − alpha(add[m])` (m = 0 leaves `d` as it is, so runs of zero are skipped);
    /// four pixels at a time, two channels per 16-bit lane.
    func paint(row mask: UnsafePointer<UInt8>, count: Int, x: Int, y: Int) {
        for c in clips where y >= c.y0 && y < c.y1 {
            let from = max(x, c.x0)
            let to = min(x + count, c.x1)
            guard to > from else { continue }
            let row = pixels + (y + offset.y) * strideWords + offset.x
            addTable.withUnsafeBufferPointer { add in
                keepTable.withUnsafeBufferPointer { keep in
                    Self.paint(mask + (from - x), into: row + from, count: to - from, add: add.baseAddress!, keep: keep.baseAddress!)
                }
            }
        }
    }

    @inline(__always)
    private static func paint(
        _ mask: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>, count: Int, add: UnsafePointer<UInt32>, keep: UnsafePointer<UInt32>
    ) {
        var i = 0
        while i + 4 <= count {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self)
            if m != 0 {
                let k: SIMD4<UInt32>
                let a: SIMD4<UInt32>
                if m == (m & 0xFF) &* 0x0101_0101 {
                    // One value for all four: the inside of a shadow, its long straight edges.
                    k = SIMD4(repeating: keep[Int(m & 0xFF)])
                    a = SIMD4(repeating: add[Int(m & 0xFF)])
                } else {
                    let (m0, m1, m2, m3) = (Int(m & 0xFF), Int(m >> 8 & 0xFF), Int(m >> 16 & 0xFF), Int(m >> 24))
                    k = SIMD4(keep[m0], keep[m1], keep[m2], keep[m3])
                    a = SIMD4(add[m0], add[m1], add[m2], add[m3])
                }
                let d = UnsafeRawPointer(dst + i).loadUnaligned(as: SIMD4<UInt32>.self)
                UnsafeMutableRawPointer(dst + i).storeBytes(of: blend(d, keep: k, add: a), as: SIMD4<UInt32>.self)
            }
            i += 4
        }
        while i < count {
            let m = Int(mask[i])
            if m != 0 { dst[i] = over(add[m], dst[i]) }
            i += 1
        }
    }

    /// `d · keep / 255 + add` for four pixels, two channels per 16-bit lane, rounded as
    /// pixman rounds and saturating at 255.
    @inline(__always)
    private static func blend(_ d: SIMD4<UInt32>, keep: SIMD4<UInt32>, add: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let low = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let k = unsafeBitCast(keep, to: SIMD8<UInt16>.self)
        @inline(__always) func lanes(_ d: SIMD4<UInt32>, _ a: SIMD4<UInt32>) -> SIMD4<UInt32> {
            let t = unsafeBitCast(d & low, to: SIMD8<UInt16>.self) &* k &+ 0x80
            let product = (t &+ (t &>> 8)) &>> 8
            let sum = pointwiseMin(product &+ unsafeBitCast(a & low, to: SIMD8<UInt16>.self), SIMD8(repeating: 255))
            return unsafeBitCast(sum, to: SIMD4<UInt32>.self)
        }
        return lanes(d, add) | lanes(d &>> 8, add &>> 8) &<< 8
    }

    /// Marks the target's pixels as changed behind Cairo's back; call once after painting.
    func finish() {
        cairo_surface_mark_dirty(target)
    }

    /// Each byte of `x` times `a` / 255, rounded as pixman rounds, two channels per multiply.
    @inline(__always) static func times(_ x: UInt32, _ a: UInt32) -> UInt32 {
        var lo = (x & 0x00FF_00FF) &* a &+ 0x0080_0080
        lo = ((lo &+ ((lo >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var hi = ((x >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        hi = (hi &+ ((hi >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return lo | hi
    }

    /// Premultiplied `s` over `d`: `s + d · (255 − alpha(s)) / 255`, each byte saturating.
    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let keep = 255 &- (s >> 24)
        var lo = (d & 0x00FF_00FF) &* keep &+ 0x0080_0080
        lo = ((lo &+ ((lo >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        lo &+= s & 0x00FF_00FF
        lo |= 0x0100_0100 &- ((lo >> 8) & 0x00FF_00FF)
        lo &= 0x00FF_00FF
        var hi = ((d >> 8) & 0x00FF_00FF) &* keep &+ 0x0080_0080
        hi = ((hi &+ ((hi >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        hi &+= (s >> 8) & 0x00FF_00FF
        hi |= 0x0100_0100 &- ((hi >> 8) & 0x00FF_00FF)
        hi &= 0x00FF_00FF
        return lo | hi << 8
    }
}
