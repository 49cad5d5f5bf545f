import CCairo

/// A separable blur on premultiplied ARGB32 pixels: three box passes per axis approximate a
/// Gaussian whose standard deviation is about half the radius (as in CSS blur radii).
enum BoxBlur {
    static func blur(surface: OpaquePointer, radius: Double) {
        guard radius >= 0.5, let data = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let sigma = radius / 2
        // Box widths for three passes (W3C filter effects, "feGaussianBlur" approximation).
        let d = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        let half = d / 2
        var line = [UInt32](repeating: 0, count: max(w, h))
        var out = [UInt32](repeating: 0, count: max(w, h))
        for _ in 0..<3 {
            for y in 0..<h {
                for x in 0..<w { line[x] = pixels[y * stride + x] }
                boxPass(&line, &out, count: w, half: half)
                for x in 0..<w { pixels[y * stride + x] = out[x] }
            }
            for x in 0..<w {
                for y in 0..<h { line[y] = pixels[y * stride + x] }
                boxPass(&line, &out, count: h, half: half)
                for y in 0..<h { pixels[y * stride + x] = out[y] }
            }
        }
    }

    /// A running-sum box filter of width 2·half+1 over `count` pixels, edges clamped.
    @inline(__always)
    static func boxPass(_ src: inout [UInt32], _ dst: inout [UInt32], count: Int, half: Int) {
        guard count > 0 else { return }
        let width = UInt32(2 * half + 1)
        var a: UInt32 = 0
        var r: UInt32 = 0
        var g: UInt32 = 0
        var b: UInt32 = 0
        @inline(__always) func at(_ i: Int) -> UInt32 { src[min(max(i, 0), count - 1)] }
        for i in -half...half {
            let p = at(i)
            a += p >> 24
            r += (p >> 16) & 0xFF
            g += (p >> 8) & 0xFF
            b += p & 0xFF
        }
        for i in 0..<count {
            dst[i] = ((a / width) << 24) | ((r / width) << 16) | ((g / width) << 8) | (b / width)
            let outP = at(i - half)
            let inP = at(i + half + 1)
            a = a &+ (inP >> 24) &- (outP >> 24)
            r = r &+ ((inP >> 16) & 0xFF) &- ((outP >> 16) & 0xFF)
            g = g &+ ((inP >> 8) & 0xFF) &- ((outP >> 8) & 0xFF)
            b = b &+ (inP & 0xFF) &- (outP & 0xFF)
        }
    }
}
