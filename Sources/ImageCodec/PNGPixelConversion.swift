/// Converts rebuilt 8-bit PNG scanlines to canonical pixels (premultiplied ARGB32), exactly as
/// Cairo's PNG reader does: grey is copied to red, green and blue, and colour with alpha is
/// premultiplied with `t = c·a + 128; (t + t >> 8) >> 8`, which is `round(c·a / 255)` and
/// gives 0 for alpha 0 and `c` for alpha 255.
///
/// ```swift
/// PNGPixelConversion.convertRow(row, colorType: 6, width: w, into: pixels + y * w)
/// ```
enum PNGPixelConversion {
    /// `round(c·a / 255)` in integers, Cairo's `multiply_alpha`.
    @inline(__always)
    static func premultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c &* a &+ 0x80
        return (t &+ (t >> 8)) >> 8
    }

    /// Writes `width` pixels of the 8-bit row (colour type 0, 2, 4 or 6) to `out`.
    @inline(__always)
    static func convertRow(_ row: UnsafePointer<UInt8>, colorType: Int, width: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch colorType {
        case 0:
            for x in 0..<width {
                let v = UInt32(row[x])
                out[x] = 0xFF00_0000 | v << 16 | v << 8 | v
            }
        case 2:
            // Four bytes at a time (R G B and the next pixel's R): byte-swapped and shifted, that
            // is 0x00RRGGBB. The last pixel is read bytewise, so nothing past the row is touched.
            var s = UnsafeRawPointer(row)
            for x in 0..<(width - 1) {
                out[x] = 0xFF00_0000 | UInt32(littleEndian: s.loadUnaligned(as: UInt32.self)).byteSwapped >> 8
                s += 3
            }
            let last = row + 3 * (width - 1)
            out[width - 1] = 0xFF00_0000 | UInt32(last[0]) << 16 | UInt32(last[1]) << 8 | UInt32(last[2])
        case 4:
            var s = row
            for x in 0..<width {
                let a = UInt32(s[1])
                let v = premultiply(UInt32(s[0]), a)
                out[x] = a << 24 | v << 16 | v << 8 | v
                s += 2
            }
        default:
            var s = UnsafeRawPointer(row)
            for x in 0..<width {
                // R G B A in memory; byte-swapped 0xRRGGBBAA, rotated to 0xAARRGGBB.
                let rgba = UInt32(littleEndian: s.loadUnaligned(as: UInt32.self)).byteSwapped
                let a = rgba & 0xFF
                if a == 255 {
                    out[x] = rgba >> 8 | rgba << 24
                } else {
                    let r = premultiply(rgba >> 24, a)
                    let g = premultiply(rgba >> 16 & 0xFF, a)
                    let b = premultiply(rgba >> 8 & 0xFF, a)
                    out[x] = a << 24 | r << 16 | g << 8 | b
                }
                s += 4
            }
        }
    }
}
