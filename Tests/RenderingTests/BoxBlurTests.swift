import Testing

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
}
