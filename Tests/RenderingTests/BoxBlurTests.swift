import Testing

@testable import ImageCodec
@testable import Rendering

@Suite struct BoxBlurTests {
    /// Black left half, white right half.
    func edge(_ w: Int, _ h: Int) -> Bitmap {
        Bitmap(width: w, height: h, pixels: (0..<(w * h)).map { $0 % w < w / 2 ? 0xFF00_0000 : 0xFFFF_FFFF })
    }

    @Test func blurSpreadsAnEdgeSymmetricallyAndKeepsFlatAreas() {
        var b = edge(400, 60)
        b.blur(radius: 40)  // σ = 20 px: runs at reduced resolution
        let row = 30
        #expect(b.rgba(x: 0, y: row).r == 0 && b.rgba(x: 399, y: row).r == 255)  // far from the edge: unchanged
        let mid = Int(b.rgba(x: 199, y: row).r) + Int(b.rgba(x: 200, y: row).r)
        #expect(abs(mid - 255) <= 12)  // the edge blends to grey
        #expect(b.rgba(x: 170, y: row).r < b.rgba(x: 185, y: row).r)  // monotone ramp
        #expect(b.rgba(x: 185, y: row).r < b.rgba(x: 215, y: row).r)
        let left = Int(b.rgba(x: 200 - 25, y: row).r)
        let right = 255 - Int(b.rgba(x: 199 + 25, y: row).r)
        #expect(abs(left - right) <= 3)  // symmetric
    }

    @Test func premultipliedPixelsStayValid() {
        var b = Bitmap(width: 200, height: 50, pixels: (0..<10_000).map { $0 % 200 < 100 ? 0x8080_0000 : 0x0000_0000 })
        b.blur(radius: 30)
        #expect(b.pixels.allSatisfy { ($0 >> 16 & 0xFF) <= $0 >> 24 && ($0 >> 8 & 0xFF) <= $0 >> 24 && ($0 & 0xFF) <= $0 >> 24 })
        #expect(b.pixels.contains { $0 >> 24 > 0 && $0 >> 24 < 0x80 })
    }

    @Test func blurIsDeterministicAndSmallRadiiAreExactlyNothing() {
        var a = edge(300, 40)
        var b = edge(300, 40)
        a.blur(radius: 18)
        b.blur(radius: 18)
        #expect(a == b)
        var c = edge(300, 40)
        c.blur(radius: 0.2)
        #expect(c == edge(300, 40))
        c.blur(radius: .nan)
        #expect(c == edge(300, 40))
    }

    /// Rows handed over with some columns skipped carry exactly the full result in every other
    /// column, whatever the skipped spans do from row to row: grow, shrink, move, vanish, or
    /// cover the whole row (the stepped rows below a skip must be recomputed, not stepped on).
    @Test(arguments: [2, 4, 8])
    func skippedColumnsLeaveTheOthersExact(factor f: Int) {
        let (w, h) = (97, 131)
        let (lw, lh) = ((w + f - 1) / f, (h + f - 1) / f)
        var rng = SeededRandom(state: UInt64(f))
        let low: [UInt8] = (0..<(lw * lh)).map { i in i % lw > lw / 4 && i / lw > lh / 5 ? 255 : UInt8(rng.next() & 0x3F) }
        func rows(skip: @escaping (Int) -> Range<Int>?) -> [[UInt8]] {
            var out: [[UInt8]] = []
            low.withUnsafeBufferPointer { l in
                BoxBlur.blurReduced(
                    l.baseAddress!, lowWidth: lw, lowHeight: lh, lowRowBytes: lw, factor: f, sigma: Double(f) * 2.5, width: w, height: h, skip: skip
                ) { y, row in
                    let skipped = skip(y) ?? 0..<0
                    out.append((0..<w).map { skipped.contains($0) ? 0 : row[$0] })
                }
            }
            return out
        }
        let full = rows { _ in nil }
        let spans: [(Int) -> Range<Int>?] = [
            { y in y % 7 == 3 ? nil : (10 + y % 5)..<(60 - y % 9) },  // moving, vanishing
            { y in y < 40 ? 20..<70 : y < 90 ? 30..<50 : 0..<w },  // shrinking, then everything
            { y in (y * 3 % w)..<min(w, y * 3 % w + 25) },  // sliding across
        ]
        for (i, skip) in spans.enumerated() {
            let partial = rows(skip: skip)
            let masked = full.enumerated().map { y, row in row.enumerated().map { x, v in (skip(y) ?? 0..<0).contains(x) ? 0 : v } }
            let wrong = zip(partial, masked).enumerated().first { $0.element.0 != $0.element.1 }.map(\.offset)
            #expect(wrong == nil, "span pattern \(i), factor \(f): row \(wrong ?? -1) differs from the full result")
        }
    }
}
