import Rendering

/// pixelmatch (mapbox/pixelmatch, the comparison Playwright and odiff use), reimplemented from
/// its published description: per pixel the squared YIQ difference
/// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` (max 35215) against `35215 · threshold²`;
/// translucent pixels are blended over white first; a differing pixel is excused as
/// anti-aliasing (Vyšniauskas 2009) when, in either image, at most two of its eight
/// neighbours equal it, it has both a darker and a brighter neighbour, and the darkest or the
/// brightest of those has three or more identical neighbours in both images. The diff image
/// is a faded grey copy of the first image with red differences and yellow anti-aliasing.
/// Identical words are skipped without any colour math, so identical regions cost a compare.
///
/// ```swift
/// let r = PixelMatch.compare(a, b, threshold: 0.1, includeAntiAliasing: false, diff: &diffPixels)
/// ```
public enum PixelMatch {
    public static func compare(_ a: Bitmap, _ b: Bitmap, threshold: Double, includeAntiAliasing: Bool, diff: UnsafeMutableBufferPointer<UInt32>?) -> (
        differing: Int, antiAliased: Int
    ) {
        precondition(a.width == b.width && a.height == b.height, "compare sizes first")
        let w = a.width
        let h = a.height
        let maxDelta = 35215 * threshold * threshold
        var differing = 0
        var antiAliased = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<h {
                    let row = y * w
                    for x in 0..<w {
                        let i = row + x
                        let p1 = pa[i]
                        let p2 = pb[i]
                        if p1 == p2 {
                            if let diff { diff[i] = fadedGrey(p1) }
                            continue
                        }
                        let delta = colorDelta(p1, p2, yOnly: false)
                        if abs(delta) > maxDelta {
                            if !includeAntiAliasing
                                && (isAntiAliased(pa, pb, x: x, y: y, width: w, height: h) || isAntiAliased(pb, pa, x: x, y: y, width: w, height: h))
                            {
                                antiAliased += 1
                                diff?[i] = 0xFFFF_FF00
                            } else {
                                differing += 1
                                diff?[i] = 0xFFFF_0000
                            }
                        } else if let diff {
                            diff[i] = fadedGrey(p1)
                        }
                    }
                }
            }
        }
        return (differing, antiAliased)
    }

    /// Straight-alpha channels of a premultiplied ARGB word, blended over white.
    @inline(__always)
    static func blendedRGB(_ p: UInt32) -> (Double, Double, Double) {
        let a = Double(p >> 24)
        let r = Double((p >> 16) & 0xFF)
        let g = Double((p >> 8) & 0xFF)
        let b = Double(p & 0xFF)
        // Premultiplied c over white: c + 255·(1 − α).
        let white = 255 - a
        return (r + white, g + white, b + white)
    }

    /// pixelmatch's `colorDelta`: squared YIQ distance, negative when the second pixel is
    /// lighter; with `yOnly`, the signed brightness difference.
    @inline(__always)
    static func colorDelta(_ p1: UInt32, _ p2: UInt32, yOnly: Bool) -> Double {
        let (r1, g1, b1) = blendedRGB(p1)
        let (r2, g2, b2) = blendedRGB(p2)
        let y1 = r1 * 0.298_895_31 + g1 * 0.586_622_47 + b1 * 0.114_482_23
        let y2 = r2 * 0.298_895_31 + g2 * 0.586_622_47 + b2 * 0.114_482_23
        let y = y1 - y2
        if yOnly { return y }
        let i = (r1 * 0.595_977_99 - g1 * 0.274_176_10 - b1 * 0.321_801_89) - (r2 * 0.595_977_99 - g2 * 0.274_176_10 - b2 * 0.321_801_89)
        let q = (r1 * 0.211_470_17 - g1 * 0.522_617_11 + b1 * 0.311_146_94) - (r2 * 0.211_470_17 - g2 * 0.522_617_11 + b2 * 0.311_146_94)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// Whether the pixel at (x, y) of `img` looks like anti-aliasing (pixelmatch's `antialiased`).
    static func isAntiAliased(_ img: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>, x: Int, y: Int, width: Int, height: Int)
        -> Bool
    {
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y2 = min(y + 1, height - 1)
        let center = img[y * width + x]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var minDelta = 0.0
        var maxDelta = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                let delta = colorDelta(center, img[ny * width + nx], yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = nx
                    minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = nx
                    maxY = ny
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return
            (hasManySiblings(img, x: minX, y: minY, width: width, height: height)
            && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(img, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel has three or more identical neighbours.
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y2 = min(y + 1, height - 1)
        let center = img[y * width + x]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                if img[ny * width + nx] == center {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    /// pixelmatch's faded base: the pixel's luminance blended 90 % towards white.
    @inline(__always)
    static func fadedGrey(_ p: UInt32) -> UInt32 {
        let (r, g, b) = blendedRGB(p)
        let yv = r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
        let v = UInt32(max(0, min(255, 255 + (yv - 255) * 0.1)))
        return 0xFF00_0000 | (v << 16) | (v << 8) | v
    }
}
