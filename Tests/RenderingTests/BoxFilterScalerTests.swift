import CCairo
import Testing

@testable import Rendering

/// The kit's box-filter scaler against cairo itself: every byte equal, over sizes that cover
/// cairo's cases (both axes boxed, one axis bilinear, the 16× cap, single pixels, odd strides,
/// translucent and opaque sources).
@Suite struct BoxFilterScalerTests {
    /// A deterministic, busy, premultiplied test pattern.
    static func source(width: Int, height: Int, format: cairo_format_t, seed: UInt64) -> OpaquePointer {
        let s = cairo_image_surface_create(format, Int32(width), Int32(height))!
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(s)!).assumingMemoryBound(to: UInt32.self)
        var state = seed | 1
        for yy in 0..<height {
            for xx in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = UInt32(truncatingIfNeeded: state >> 33)
                // Smooth bands plus noise, so that both gradients and edges are sampled.
                let band = UInt32((xx * 7 + yy * 3) % 256)
                let a: UInt32 = format == CAIRO_FORMAT_RGB24 ? 255 : (noise >> 24) | 0x20
                let r = (band * a) / 255
                let g = ((noise & 0xFF) * a) / 255
                let b = ((UInt32(yy * 5 % 256)) * a) / 255
                data[yy * stride + xx] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// What cairo paints (the image store's path where the scaler has no plan).
    static func cairoScaled(_ source: OpaquePointer, width: Int, height: Int) -> [UInt32] {
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        ImageStore.cairoScale(source, into: out)
        cairo_surface_flush(out)
        let pixels = pixelsOf(out)
        cairo_surface_destroy(out)
        return pixels
    }

    static func pixelsOf(_ s: OpaquePointer) -> [UInt32] {
        let w = Int(cairo_image_surface_get_width(s))
        let h = Int(cairo_image_surface_get_height(s))
        let stride = Int(cairo_image_surface_get_stride(s)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(s)!).assumingMemoryBound(to: UInt32.self)
        var out: [UInt32] = []
        out.reserveCapacity(w * h)
        for yy in 0..<h { for xx in 0..<w { out.append(data[yy * stride + xx]) } }
        return out
    }

    static func kitScaled(_ source: OpaquePointer, width: Int, height: Int) -> [UInt32]? {
        let sw = Int(cairo_image_surface_get_width(source))
        let sh = Int(cairo_image_surface_get_height(source))
        guard let scaler = BoxFilterScaler(sourceWidth: sw, sourceHeight: sh, width: width, height: height) else { return nil }
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        out.withUnsafeMutableBufferPointer { buffer in
            scaler.scale(
                data, sourceStride: Int(cairo_image_surface_get_stride(source)) / 4,
                opaque: cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24,
                into: buffer.baseAddress!, targetStride: width)
        }
        return out
    }

    /// (source w, source h, target w, target h)
    static let sizes: [(Int, Int, Int, Int)] = [
        (1200, 1500, 300, 375),  // 4× down
        (1200, 1500, 301, 377),  // not a whole factor
        (640, 480, 97, 73),
        (640, 480, 200, 479),  // one axis bilinear, the other boxed
        (640, 480, 639, 100),
        (400, 400, 200, 133),  // exactly half on x (bilinear there), boxed on y
        (2000, 2000, 60, 61),  // beyond the 16× cap
        (1000, 30, 1, 1),  // single pixel
        (333, 777, 250, 580),  // scale 0.75…: boxed at radius 1
        (1290, 1720, 211, 281),
        (37, 1000, 36, 99),
    ]

    @Test(arguments: [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24])
    func everyByteIsCairos(format: cairo_format_t) {
        for (index, (sw, sh, w, h)) in Self.sizes.enumerated() {
            let source = Self.source(width: sw, height: sh, format: format, seed: UInt64(index) + 1)
            defer { cairo_surface_destroy(source) }
            let expected = Self.cairoScaled(source, width: w, height: h)
            guard let actual = Self.kitScaled(source, width: w, height: h) else {
                Issue.record("no plan for \(sw)×\(sh) → \(w)×\(h)")
                continue
            }
            let differing = zip(actual, expected).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            let count = differing.count
            let first = differing.first.map { "(\($0 % w), \($0 / w))" } ?? "-"
            #expect(count == 0, "\(sw)×\(sh) → \(w)×\(h): \(count) pixels differ, first at \(first)")
        }
    }

    @Test func randomSizesMatchCairo() {
        var state: UInt64 = 0x5EED
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        var compared = 0
        for round in 0..<60 {
            let sw = next(8...700)
            let sh = next(8...700)
            let w = next(1...sw)
            // Half the rounds keep the aspect ratio (as a photo is filled), give or take a pixel.
            let h = round.isMultiple(of: 2) ? min(max((w * sh + sw / 2) / sw + next(-1...1), 1), sh) : next(1...sh)
            let source = Self.source(width: sw, height: sh, format: round % 3 == 0 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, seed: UInt64(round))
            defer { cairo_surface_destroy(source) }
            guard let actual = Self.kitScaled(source, width: w, height: h) else { continue }
            compared += 1
            let expected = Self.cairoScaled(source, width: w, height: h)
            let same = actual == expected
            #expect(same, "\(sw)×\(sh) → \(w)×\(h) differs from cairo")
        }
        #expect(compared > 30)
    }

    @Test func whatCairoFiltersOtherwiseHasNoPlan() {
        // Both axes above 0.75, or both exactly one half: cairo samples bilinearly.
        #expect(BoxFilterScaler(sourceWidth: 100, sourceHeight: 100, width: 90, height: 80) == nil)
        #expect(BoxFilterScaler(sourceWidth: 100, sourceHeight: 100, width: 50, height: 50) == nil)
        #expect(BoxFilterScaler(sourceWidth: 100, sourceHeight: 100, width: 100, height: 100) == nil)
        #expect(BoxFilterScaler(sourceWidth: 100, sourceHeight: 100, width: 40, height: 80) != nil)
        // Growing on one axis: cairo's sampling there is not reproduced, so cairo scales.
        #expect(BoxFilterScaler(sourceWidth: 400, sourceHeight: 400, width: 100, height: 1600) == nil)
    }
}
