import Foundation
import Testing

@testable import ImageCodec
@testable import Snapshots

/// pixelmatch as first written in the kit: per pixel colour math in Double, neighbours'
/// brightness recomputed for every test. The optimised ``PixelMatch`` must give the very same
/// counts and diff pixels.
enum ReferencePixelMatch {
    static func compare(_ a: Bitmap, _ b: Bitmap, threshold: Double, includeAntiAliasing: Bool, diff: UnsafeMutableBufferPointer<UInt32>?) -> (
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
                        let delta = colorDelta(p1, p2, at: i, yOnly: false)
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

    /// pixelmatch 7's background for the pixel at `index`: its RGBA byte offset `k = 4·index`
    /// picks dark (48) or light (207) per channel from `k`, `k / φ` and `k / φ²`.
    static func checkerboard(_ index: Int) -> (Double, Double, Double) {
        let k = 4 * index
        let r = 48 + 159 * (k % 2)
        let g = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
        let b = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
        return (Double(r), Double(g), Double(b))
    }

    /// A premultiplied ARGB word composited over the checkerboard at `index`.
    static func blended(_ p: UInt32, at index: Int) -> (Double, Double, Double) {
        let (br, bg, bb) = checkerboard(index)
        let uncovered = Double(255 - p >> 24) / 255
        return (Double(p >> 16 & 0xFF) + br * uncovered, Double(p >> 8 & 0xFF) + bg * uncovered, Double(p & 0xFF) + bb * uncovered)
    }

    /// pixelmatch's `colorDelta` over the checkerboard at `index`: squared YIQ distance,
    /// negative when the second pixel is lighter; with `yOnly`, the signed brightness difference.
    @inline(__always)
    static func colorDelta(_ p1: UInt32, _ p2: UInt32, at index: Int, yOnly: Bool) -> Double {
        let (r1, g1, b1) = blended(p1, at: index)
        let (r2, g2, b2) = blended(p2, at: index)
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
                let delta = colorDelta(center, img[ny * width + nx], at: y * width + x, yOnly: true)
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

/// A seeded SplitMix64, so every random image is the same on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random images built to hit every branch: a few colours (so neighbours are often equal),
/// translucency, edges and noise; and the second image a perturbed copy.
func randomPair(width: Int, height: Int, seed: UInt64) -> (Bitmap, Bitmap) {
    var random = SeededRandom(state: seed)
    let palette: [UInt32] = (0..<6).map { _ in
        let a = [UInt32(255), 255, 255, 128, 0, 200].randomElement(using: &random)!
        func c() -> UInt32 { a == 0 ? 0 : UInt32.random(in: 0...a, using: &random) }
        return a << 24 | c() << 16 | c() << 8 | c()
    }
    var a = Bitmap(width: width, height: height)
    for i in 0..<a.pixels.count {
        a.pixels[i] =
            Int.random(in: 0..<10, using: &random) < 8 ? palette[(i / 7 + i % width / 5) % palette.count] : palette.randomElement(using: &random)!
    }
    var b = a
    for i in 0..<b.pixels.count {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: b.pixels[i] = palette.randomElement(using: &random)!
        case 1: b.pixels[i] = UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000
        case 2: b.pixels[i] ^= 0x0001_0101
        default: break
        }
    }
    return (a, b)
}

@Suite struct PixelMatchEquivalenceTests {
    /// Counts and diff images equal the reference on random pairs, with and without
    /// anti-aliasing counted, at several thresholds and sizes (1×1 and single rows included).
    @Test(arguments: [(1, 1), (1, 9), (9, 1), (2, 2), (23, 17), (64, 48)])
    func optimisedPixelmatchEqualsTheReference(_ width: Int, _ height: Int) {
        var excused = 0
        for seed in UInt64(1)...12 {
            let (a, b) = randomPair(width: width, height: height, seed: seed &* 7919 &+ UInt64(width * 100 + height))
            for threshold in [0.0, 0.05, 0.1, 0.5] {
                for includeAA in [false, true] {
                    excused += Self.expectReference(a, b, threshold, includeAA, "seed \(seed), threshold \(threshold)").antiAliased
                }
            }
        }
        if width * height > 100 { #expect(excused > 0, "the random pairs exercise the anti-aliasing test") }
    }

    /// Screens against their dark twins differ everywhere, in long flat runs of one pixel pair:
    /// blocky images whose every colour is swapped, with a few pixels disturbed so that runs
    /// break at every kind of neighbour, give the reference's counts and diff image too.
    @Test(arguments: [(40, 30), (3, 3), (17, 5)])
    func flatRegionsThatDifferEverywhereEqualTheReference(_ width: Int, _ height: Int) {
        for seed in UInt64(1)...8 {
            var random = SeededRandom(state: seed &* 104_729)
            let colours: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFFD9_485F, 0x8040_2010, 0xFF20_2020, 0xFF80_8080]
            var a = Bitmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    // Blocks, and one-pixel grey lines between a dark and a light block: those
                    // look like anti-aliasing, so a run over them must not skip the test.
                    let line = y % 5 == 2 && seed % 2 == 0
                    a.pixels[y * width + x] = line ? colours[5] : colours[(x / 6 + (y / 5) * 3 + Int(seed)) % 2]
                }
            }
            var b = Bitmap(width: width, height: height, pixels: a.pixels.map { colours[(colours.firstIndex(of: $0)! + 1) % colours.count] })
            for _ in 0..<(width * height / 12) {
                let i = Int.random(in: 0..<(width * height), using: &random)
                if Bool.random(using: &random) {
                    a.pixels[i] = colours.randomElement(using: &random)!
                } else {
                    b.pixels[i] = colours.randomElement(using: &random)!
                }
            }
            for threshold in [0.0, 0.1] {
                for includeAA in [false, true] {
                    Self.expectReference(a, b, threshold, includeAA, "seed \(seed), threshold \(threshold), anti-aliasing \(includeAA)")
                }
            }
        }
    }

    /// Expects counts and diff image (and the counts without a diff image) to equal the
    /// reference implementation's; returns the reference's counts.
    @discardableResult
    static func expectReference(_ a: Bitmap, _ b: Bitmap, _ threshold: Double, _ includeAA: Bool, _ label: String) -> (
        differing: Int, antiAliased: Int
    ) {
        var expected = [UInt32](repeating: 0, count: a.width * a.height)
        var actual = expected
        let want = expected.withUnsafeMutableBufferPointer {
            ReferencePixelMatch.compare(a, b, threshold: threshold, includeAntiAliasing: includeAA, diff: $0)
        }
        let got = actual.withUnsafeMutableBufferPointer { PixelMatch.compare(a, b, threshold: threshold, includeAntiAliasing: includeAA, diff: $0) }
        #expect(got == want, "\(label)")
        #expect(actual == expected, "\(label)")
        #expect(PixelMatch.compare(a, b, threshold: threshold, includeAntiAliasing: includeAA, diff: nil) == want, "\(label)")
        return want
    }

    /// The exact and perceptual diff images keep the reference's faded grey.
    @Test func fadedGreyEqualsTheReference() {
        var random = SeededRandom(state: 99)
        for _ in 0..<100_000 {
            let a = UInt32.random(in: 0...255, using: &random)
            let p = a << 24 | UInt32.random(in: 0...0xFF_FFFF, using: &random)
            #expect(PixelMatch.fadedGrey(p) == ReferencePixelMatch.fadedGrey(p))
        }
    }
}
