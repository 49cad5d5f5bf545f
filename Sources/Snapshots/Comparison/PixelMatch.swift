import ImageCodec

/// pixelmatch (mapbox/pixelmatch, the comparison Playwright and odiff use), reimplemented from
/// its published description: per pixel the squared YIQ difference
/// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` (max 35215) against `35215 · threshold²`;
/// translucent pixels are composited over pixelmatch 7's fixed checkerboard first
/// (``PixelMatchCheckerboard``), so opaque white and transparent differ; a differing pixel is excused as
/// anti-aliasing (Vyšniauskas 2009) when, in either image, at most two of its eight
/// neighbours equal it, it has both a darker and a brighter neighbour, and the darkest or the
/// brightest of those has three or more identical neighbours in both images. The diff image
/// is a faded grey copy of the first image with red differences and yellow anti-aliasing.
/// Identical words are skipped without any colour math, so identical regions cost a compare;
/// colours come from ``YIQTables`` (bit-identical to the formulas), a run of the same pixel
/// pair reuses its distance, and a neighbour equal to the centre counts as "same brightness"
/// without computing it; a run of the same differing pair whose pixels each have a third
/// equal neighbour in both images is counted without the per-pixel test (``flatRun``), so a
/// screen against its dark twin, which differs everywhere, runs at over 150 MP/s.
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
        YIQTables.shared.withPointers { t in
            a.pixels.withUnsafeBufferPointer { pa in
                b.pixels.withUnsafeBufferPointer { pb in
                    let img1 = pa.baseAddress!
                    let img2 = pb.baseAddress!
                    let out = diff?.baseAddress
                    // The last pair measured and its distance: flat regions repeat it.
                    var lastPair: (UInt32, UInt32) = (0, 0)
                    var lastDelta = 0.0
                    for y in 0..<h {
                        let row = y * w
                        var x = 0
                        while x < w {
                            let i = row + x
                            let p1 = img1[i]
                            let p2 = img2[i]
                            x += 1
                            if p1 == p2 {
                                out?[i] = t.fadedGrey(p1)
                                continue
                            }
                            let opaque = PixelMatchCheckerboard.bothOpaque(p1, p2)
                            let delta: Double
                            if !opaque {
                                // Over the checkerboard, which depends on the position.
                                delta = PixelMatchCheckerboard.background(at: i).delta(p1, p2)
                            } else {
                                if p1 != lastPair.0 || p2 != lastPair.1 {
                                    lastPair = (p1, p2)
                                    lastDelta = t.delta(p1, p2)
                                }
                                delta = lastDelta
                            }
                            guard delta > maxDelta else {
                                out?[i] = t.fadedGrey(p1)
                                continue
                            }
                            if !includeAntiAliasing
                                && ((mayBeAntiAliased(img1, x: x - 1, y: y, width: w, height: h)
                                    && isAntiAliased(img1, img2, x: x - 1, y: y, width: w, height: h, tables: t))
                                    || (mayBeAntiAliased(img2, x: x - 1, y: y, width: w, height: h)
                                        && isAntiAliased(img2, img1, x: x - 1, y: y, width: w, height: h, tables: t)))
                            {
                                antiAliased += 1
                                out?[i] = 0xFFFF_FF00
                            } else {
                                differing += 1
                                out?[i] = 0xFFFF_0000
                            }
                            // The same differing pair often continues (a flat region of a screen
                            // against its dark twin): pixels that are plainly no anti-aliasing
                            // there are counted without the per-pixel test.
                            // Translucent pairs measure differently at every position: no runs.
                            if opaque && y > 0 && y < h - 1 {
                                let run = flatRun(img1, img2, at: i + 1, limit: row + w - 1, width: w, includeAntiAliasing: includeAntiAliasing)
                                if run > 0 {
                                    differing += run
                                    if let out { for j in (i + 1)...(i + run) { out[j] = 0xFFFF_0000 } }
                                    x += run
                                }
                            }
                        }
                    }
                }
            }
        }
        return (differing, antiAliased)
    }

    /// Straight-alpha channels of a premultiplied ARGB word, blended over white (the perceptual
    /// mode's rule, and the faded base of the diff image; pixelmatch itself measures translucent
    /// pixels over ``PixelMatchCheckerboard``).
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

    /// How many pixels from index `start` on (stopping before `limit`, the row's last pixel)
    /// repeat the pair just judged and are plainly no anti-aliasing: the pair continues on
    /// their right (their left is the pair too), and in each image one more of their other six
    /// neighbours equals them, so ``mayBeAntiAliased(_:x:y:width:height:)`` would say false for
    /// both. With anti-aliasing included every differing pixel counts, so any repeat qualifies.
    /// Rows above and below must exist.
    @inline(__always)
    static func flatRun(
        _ img1: UnsafePointer<UInt32>, _ img2: UnsafePointer<UInt32>, at start: Int, limit: Int, width w: Int, includeAntiAliasing: Bool
    ) -> Int {
        let p1 = img1[start - 1]
        let p2 = img2[start - 1]
        @inline(__always) func third(_ img: UnsafePointer<UInt32>, _ j: Int, _ p: UInt32) -> Bool {
            img[j - w] == p || img[j + w] == p || img[j - w - 1] == p || img[j - w + 1] == p || img[j + w - 1] == p || img[j + w + 1] == p
        }
        var j = start
        while j < limit, img1[j] == p1, img2[j] == p2, img1[j + 1] == p1, img2[j + 1] == p2 {
            if !includeAntiAliasing && !(third(img1, j, p1) && third(img2, j, p2)) { break }
            j += 1
        }
        return j - start
    }

    /// False when the pixel at (x, y), away from the edges, has three neighbours equal to it:
    /// then it is no anti-aliasing whatever order the neighbours are visited in, and that is
    /// the answer for nearly every pixel of a flat region. Left, right and above first, so a
    /// flat region costs three compares.
    @inline(__always)
    static func mayBeAntiAliased(_ img: UnsafePointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        guard x > 0 && y > 0 && x < width - 1 && y < height - 1 else { return true }
        let level = img + y * width + x
        let center = level[0]
        let above = level - width
        let below = level + width
        @inline(__always) func eq(_ p: UInt32) -> Int { p == center ? 1 : 0 }
        var equal = eq(level[-1]) + eq(level[1]) + eq(above[0])
        if equal == 3 { return false }
        equal += eq(below[0]) + eq(above[-1]) + eq(above[1]) + eq(below[-1]) + eq(below[1])
        return equal < 3
    }

    /// Whether the pixel at (x, y) of `img` looks like anti-aliasing (pixelmatch's
    /// `antialiased`): neighbours visited column by column, as pixelmatch does, so ties pick
    /// the same darkest and brightest neighbour. A neighbour equal to the centre has the same
    /// brightness by definition, so only different ones are measured.
    static func isAntiAliased(
        _ img: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, x: Int, y: Int, width: Int, height: Int, tables t: YIQTablePointers
    ) -> Bool {
        let center = img[y * width + x]
        // A translucent pixel is measured over the centre's checkerboard, as pixelmatch does.
        let background = PixelMatchCheckerboard.background(at: y * width + x)
        @inline(__always) func brightness(_ p: UInt32) -> Double { p >> 24 == 0xFF ? t.luma(p) : background.luma(p) }
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y2 = min(y + 1, height - 1)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var centerLuma: Double?
        var minDelta = 0.0
        var maxDelta = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                defer { ny += 1 }
                if nx == x && ny == y { continue }
                let p = img[ny * width + nx]
                if p == center {
                    zeroes += 1
                    if zeroes > 2 { return false }
                    continue
                }
                let luma: Double
                if let centerLuma {
                    luma = centerLuma
                } else {
                    luma = brightness(center)
                    centerLuma = luma
                }
                let delta = luma - brightness(p)
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
            nx += 1
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return
            (hasManySiblings(img, x: minX, y: minY, width: width, height: height)
            && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(img, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel has three or more identical neighbours.
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> Bool {
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
    static func fadedGrey(_ p: UInt32) -> UInt32 {
        YIQTables.shared.withPointers { $0.fadedGrey(p) }
    }
}
