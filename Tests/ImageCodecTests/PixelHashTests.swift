import Foundation
import Testing

@testable import ImageCodec

@Suite struct PixelHashTests {
    /// Vectors from the reference xxHash implementation (python-xxhash).
    @Test func matchesReferenceXXH64() {
        func h(_ bytes: [UInt8], _ seed: UInt64 = 0) -> UInt64 { bytes.withUnsafeBytes { XXH64.hash($0, seed: seed) } }
        #expect(h([]) == 0xEF46_DB37_51D8_E999)
        #expect(h(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(h(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        let ramp = (0..<768).map { UInt8($0 % 256) }
        #expect(h(ramp) == 0x8E03_C838_C596_036F)
        #expect(h(ramp, 200 << 32 | 100) == 0xF793_4481_68A8_8488)
        #expect(h(Array("0123456789abcdef0123456789abcdef0".utf8), 7) == 0x4F54_109A_9DE9_EF94)
    }

    @Test func samePixelsSameHashAndAnyChangeDiffers() {
        let a = Bitmap(width: 64, height: 32, fill: 0xFF11_2233)
        var b = a
        #expect(a.pixelHash == b.pixelHash)
        b.pixels[1000] = 0xFF11_2234
        #expect(a.pixelHash != b.pixelHash)
    }

    @Test func theShapeIsPartOfTheHash() {
        let wide = Bitmap(width: 64, height: 32, fill: 0xFF00_0000)
        let tall = Bitmap(width: 32, height: 64, fill: 0xFF00_0000)
        #expect(wide.pixelHash != tall.pixelHash)
    }

    @Test func textFormRoundTrips() {
        let hash = PixelHash(0x00AB_CDEF_0123_4567)
        #expect(hash.description == "xxh64:00abcdef01234567")
        #expect(PixelHash(hash.description) == hash)
        #expect(PixelHash("xxh64:123") == nil)
        #expect(PixelHash("md5:00abcdef01234567") == nil)
    }
}
