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
    /// `add` (spread into 16-bit lanes, see ``spread(_:)``) and `keep` for every mask value
    /// (see ``paint(row:count:x:y:)``).
    private let addTable: [UInt64]
    private let keepTable: [UInt64]
    /// The destination pixel most of the painted area is expected to hold (a plain background),
    /// and the result of painting every mask value over it: where the destination is that
    /// pixel, the blend is a table look-up.
    private let common: UInt32
    private let commonTable: [UInt32]
    private let target: OpaquePointer

    /// `probes`: device pixels that sample the destination; the value most of them hold becomes
    /// ``common`` (a shadow's area corners lie on whatever the shadow is cast on). Any value gives
    /// the same pixels; a good guess only makes painting faster.
    init?(_ pass: RenderPass, color: RGBA, probes: [(x: Int, y: Int)] = []) {
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
        let add = (0..<256).map { Self.times(source, UInt32($0)) }
        addTable = add.map(Self.spread)
        keepTable = add.map { 255 - UInt64($0 >> 24) }
        var counts: [UInt32: Int] = [:]
        for p in probes {
            let x = p.x + Int(dx)
            let y = p.y + Int(dy)
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            counts[pixels[y * strideWords + x], default: 0] += 1
        }
        common = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? 0
        commonTable = (0..<256).map { [addTable, keepTable, common] m in Self.blend(common, keep: keepTable[m], add: addTable[m]) }
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
    /// `keep[m] = 255 − alpha(add[m])`; m = 0 leaves `d` as it is and is skipped.
    func paint(row mask: UnsafePointer<UInt8>, count: Int, x: Int, y: Int) {
        for c in clips where y >= c.y0 && y < c.y1 {
            let from = max(x, c.x0)
            let to = min(x + count, c.x1)
            guard to > from else { continue }
            let row = pixels + (y + offset.y) * strideWords + offset.x
            addTable.withUnsafeBufferPointer { add in
                keepTable.withUnsafeBufferPointer { keep in
                    commonTable.withUnsafeBufferPointer { over in
                        Self.paint(
                            mask + (from - x), into: row + from, count: to - from, add: add.baseAddress!, keep: keep.baseAddress!,
                            common: common, over: over.baseAddress!)
                    }
                }
            }
        }
    }

    /// Runs of eight or more equal mask values (the inside of a shadow, its long straight
    /// edges, the zeros around it) go through a loop with one `keep` and `add`; the rest pixel
    /// by pixel. A destination equal to `common` takes its result from `over`.
    @inline(__always)
    private static func paint(
        _ mask: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>, count n: Int, add: UnsafePointer<UInt64>, keep: UnsafePointer<UInt64>,
        common: UInt32, over: UnsafePointer<UInt32>
    ) {
        @inline(__always) func eight(_ i: Int) -> UInt64 { UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self) }
        var i = 0
        while i < n {
            let v = Int(mask[i])
            let same = UInt64(v) &* 0x0101_0101_0101_0101
            if i + 8 <= n, eight(i) == same {
                var end = i + 8
                while end + 8 <= n, eight(end) == same { end += 8 }
                if v != 0 { blendRun(dst + i, count: end - i, keep: keep[v], add: add[v], common: common, over: over[v]) }
                i = end
            } else {
                if v != 0 {
                    let d = dst[i]
                    dst[i] = d == common ? over[v] : blend(d, keep: keep[v], add: add[v])
                }
                i += 1
            }
        }
    }

    /// ``blendRun(_:count:keep:add:)``, where a destination equal to `common` becomes `over`.
    @inline(__always)
    private static func blendRun(_ dst: UnsafeMutablePointer<UInt32>, count: Int, keep: UInt64, add: UInt64, common: UInt32, over: UInt32) {
        for i in 0..<count {
            let d = dst[i]
            dst[i] = d == common ? over : blend(d, keep: keep, add: add)
        }
    }

    /// ``blend(_:keep:add:)`` over `count` pixels with one `keep` and `add`.
    @inline(__always)
    static func blendRun(_ dst: UnsafeMutablePointer<UInt32>, count: Int, keep: UInt64, add: UInt64) {
        for i in 0..<count { dst[i] = blend(dst[i], keep: keep, add: add) }
    }

    /// `add` with its four bytes spread into 16-bit lanes, as ``blend(_:keep:add:)`` takes it.
    static func spread(_ word: UInt32) -> UInt64 {
        UInt64(word & 0x00FF_00FF) | UInt64(word & 0xFF00_FF00) << 24
    }

    /// `d · keep / 255 + add` per channel, rounded as pixman rounds and saturating at 255:
    /// the four channels of `d` spread into the 16-bit lanes of one 64-bit word (plain integer
    /// arithmetic, fast in debug builds too, where generic SIMD types are not).
    @inline(__always)
    static func blend(_ d: UInt32, keep: UInt64, add: UInt64) -> UInt32 {
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        var t = spread(d) &* keep &+ 0x0080_0080_0080_0080
        t = ((t &+ ((t &>> 8) & lanes)) &>> 8) & lanes
        t &+= add  // ≤ 510 per lane
        t = (t | ((t &>> 8) & 0x0001_0001_0001_0001) &* 0xFF) & lanes
        return UInt32(truncatingIfNeeded: t & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (t &>> 24) & 0xFF00_FF00)
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
}
