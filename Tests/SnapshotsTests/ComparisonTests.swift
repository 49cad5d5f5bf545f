import Foundation
import Testing

@testable import ImageCodec
@testable import Snapshots

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Rows of an image with a black/white vertical edge and an anti-aliased grey column between.
func edge(grey: UInt32, width: Int = 7, height: Int = 7) -> Bitmap {
    var pixels: [UInt32] = []
    for _ in 0..<height {
        for x in 0..<width {
            let v: UInt32 = x < 3 ? 255 : (x == 3 ? grey : 0)
            pixels.append(0xFF00_0000 | v << 16 | v << 8 | v)
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

@Suite struct ComparisonTests {
    @Test func identicalImagesMatchInEveryMode() {
        let a = edge(grey: 128)
        for mode in [ImageDiffing.exact, .pixelmatch(), .perceptual()] {
            let (r, _) = mode.compare(a, a)
            #expect(r.matches && r.differingPixels == 0, "\(mode)")
        }
    }

    /// The anti-aliased column changes, but pixelmatch excuses it (Vyšniauskas): it has a
    /// darker and a brighter neighbour, each with many identical siblings in both images.
    @Test func pixelmatchExcusesAntiAliasing() {
        let (r, diff) = ImageDiffing.pixelmatch().compare(edge(grey: 128), edge(grey: 60))
        #expect(r.differingPixels == 0)
        #expect(r.antiAliasedPixels == 7)
        #expect(r.matches)
        #expect(diff?.pixels[3] == 0xFFFF_FF00)  // yellow
        let (counted, _) = ImageDiffing.pixelmatch(includeAntiAliasing: true).compare(edge(grey: 128), edge(grey: 60))
        #expect(counted.differingPixels == 7 && !counted.matches)
    }

    /// A changed pixel in a flat area is no anti-aliasing.
    @Test func pixelmatchCountsRealChanges() {
        var b = Bitmap(width: 8, height: 8, fill: 0xFFFF_FFFF)
        b.pixels[27] = 0xFF00_0000
        let (r, diff) = ImageDiffing.pixelmatch().compare(Bitmap(width: 8, height: 8, fill: 0xFFFF_FFFF), b)
        #expect(r.differingPixels == 1 && r.antiAliasedPixels == 0 && !r.matches)
        #expect(diff?.pixels[27] == 0xFFFF_0000)
        #expect(ImageDiffing.pixelmatch(maxDifferingPixels: 1).compare(Bitmap(width: 8, height: 8, fill: 0xFFFF_FFFF), b).result.matches)
    }

    /// Below the threshold nothing differs: a 1-level change of grey.
    @Test func pixelmatchThreshold() {
        let (r, _) = ImageDiffing.pixelmatch().compare(Bitmap(width: 4, height: 4, fill: 0xFF80_8080), Bitmap(width: 4, height: 4, fill: 0xFF81_8181))
        #expect(r.differingPixels == 0)
    }

    /// CIEDE2000 test data of Sharma, Wu and Dalal (2005), pairs 1 and 7.
    @Test func ciede2000MatchesPublishedPairs() {
        #expect(abs(DeltaE.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 0.0001)
        #expect(abs(DeltaE.ciede2000((50, 0, 0), (50, -1, 2)) - 2.3669) < 0.0001)
    }

    /// perceptualPrecision 0.98 passes pixels with ΔE ≤ 2 ("just noticeable") and fails above.
    @Test func perceptualPrecision() {
        let a = Bitmap(width: 10, height: 10, fill: 0xFF80_8080)
        var b = a
        b.pixels[0] = 0xFF81_8181  // ΔE ≈ 0.4
        #expect(ImageDiffing.perceptual().compare(a, b).result.matches)
        b.pixels[1] = 0xFF00_0000  // ΔE ≫ 2
        let strict = ImageDiffing.perceptual().compare(a, b).result
        #expect(!strict.matches && strict.differingPixels == 1)
        #expect(ImageDiffing.perceptual(precision: 0.99).compare(a, b).result.matches)  // 99 of 100 pass
    }

    /// The same grey picture stored as palette, grey 8-bit, grey 16-bit, RGB and RGBA decodes
    /// to the same canonical pixels.
    @Test(arguments: ["grey-palette.png", "grey-8bit.png", "grey-16bit.png", "rgba-8bit.png"])
    func everyPNGFormatDecodesToTheSamePixels(_ file: String) throws {
        let rgb = try Bitmap.readPNG(at: fixtures.appendingPathComponent("rgb-8bit.png").path)
        let other = try Bitmap.readPNG(at: fixtures.appendingPathComponent(file).path)
        #expect(ImageDiffing.exact.compare(rgb, other).result.matches)
    }
}
