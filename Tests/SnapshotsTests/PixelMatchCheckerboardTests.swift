import Testing

@testable import ImageCodec
@testable import Snapshots

/// pixelmatch measures translucent pixels over its fixed checkerboard (pixelmatch 7), so a
/// change of transparency counts and identical translucent images still match.
@Suite struct PixelMatchCheckerboardTests {
    static func filled(_ pixel: UInt32, width: Int = 128, height: Int = 96) -> Bitmap {
        Bitmap(width: width, height: height, pixels: [UInt32](repeating: pixel, count: width * height))
    }

    /// Opaque white against fully transparent pixels differs at every pixel: over white they
    /// would look the same, over the checkerboard they cannot.
    @Test func opaqueWhiteAgainstTransparentDiffersEverywhere() {
        let white = Self.filled(0xFFFF_FFFF)
        let clear = Self.filled(0x0000_0000)
        for (a, b) in [(white, clear), (clear, white)] {
            let (result, _) = ImageDiffing.pixelmatch().compare(a, b, drawDiff: false)
            #expect(result.differingPixels == 128 * 96)
            #expect(result.antiAliasedPixels == 0)
            #expect(!result.matches)
        }
    }

    /// Only the alpha changes — white fading to half opacity, which over white would look the
    /// same — and every pixel differs.
    @Test func aTransparencyChangeCounts() {
        let (result, _) = ImageDiffing.pixelmatch().compare(Self.filled(0xFFFF_FFFF), Self.filled(0x8080_8080), drawDiff: false)
        #expect(result.differingPixels == 128 * 96)
    }

    /// Identical translucent images match, and so do translucent images one step apart in a
    /// channel: the checkerboard is the same behind both.
    @Test func translucentImagesThatAgreeStillMatch() {
        let a = Self.filled(0x8040_2010, width: 128, height: 128)
        #expect(ImageDiffing.pixelmatch().compare(a, a, drawDiff: false).result.matches)
        let b = Self.filled(0x8040_2011, width: 128, height: 128)
        let (result, _) = ImageDiffing.pixelmatch().compare(a, b, drawDiff: false)
        #expect(result.matches)
        #expect(result.differingPixels == 0)
    }

    /// The pattern's first pixels, worked out by hand from pixelmatch's rule: for byte offset
    /// k, red is always dark (k is even), green is light when ⌊k/φ⌋ is odd, blue when ⌊k/φ²⌋ is.
    @Test func theBackgroundFollowsPixelmatchsPattern() {
        let expected: [(Double, Double, Double)] = [(48, 48, 48), (48, 48, 207), (48, 48, 207), (48, 207, 48)]
        for (index, want) in expected.enumerated() {
            let bg = PixelMatchCheckerboard.background(at: index)
            #expect(bg.red == want.0 && bg.green == want.1 && bg.blue == want.2, "pixel \(index)")
        }
        // Opaque pixels do not see it.
        #expect(PixelMatchCheckerboard.background(at: 3).luma(0xFF80_8080) == PixelMatchCheckerboard.background(at: 0).luma(0xFF80_8080))
    }
}
