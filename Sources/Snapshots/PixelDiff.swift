import Rendering

/// The result of an exact comparison: how many pixels differ, where, and a diff image
/// (changed pixels in red over a faded grey copy of the reference).
///
/// ```swift
/// let diff = PixelDiff(expected: reference, actual: bitmap)
/// diff.differingPixels  // 0 when identical
/// ```
public struct PixelDiff: Sendable {
    public let differingPixels: Int
    /// Bounding box of the differing pixels, in pixels: (x, y, width, height).
    public let region: (x: Int, y: Int, width: Int, height: Int)?
    public let image: Bitmap

    public init(expected: Bitmap, actual: Bitmap) {
        precondition(expected.width == actual.width && expected.height == actual.height, "compare sizes first")
        let w = expected.width
        let h = expected.height
        var out = [UInt32](repeating: 0, count: w * h)
        var count = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                out.withUnsafeMutableBufferPointer { o in
                    for y in 0..<h {
                        for x in 0..<w {
                            let i = y * w + x
                            let pe = e[i]
                            if pe != a[i] {
                                count += 1
                                minX = min(minX, x)
                                maxX = max(maxX, x)
                                minY = min(minY, y)
                                maxY = max(maxY, y)
                                o[i] = 0xFFFF_0000
                            } else {
                                // Faded grey: luminance of the (premultiplied) pixel blended 75 % to white.
                                let r = (pe >> 16) & 0xFF
                                let g = (pe >> 8) & 0xFF
                                let b = pe & 0xFF
                                let alpha = pe >> 24
                                let lum = (r * 77 + g * 150 + b * 29) >> 8 + (255 - alpha)
                                let v = (min(lum, 255) + 3 * 255) / 4
                                o[i] = 0xFF00_0000 | (v << 16) | (v << 8) | v
                            }
                        }
                    }
                }
            }
        }
        differingPixels = count
        region = count == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
        image = Bitmap(width: w, height: h, pixels: out)
    }
}
