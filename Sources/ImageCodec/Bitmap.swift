import Foundation

/// Pixels in the kit's one canonical format: premultiplied ARGB, one native-endian 32-bit word
/// per pixel (Cairo's `CAIRO_FORMAT_ARGB32`), rows packed without padding. Every comparison
/// happens in this format; PNG files store the same pixels un-premultiplied, which converts
/// back exactly. The renderer (`Rendering`) draws into it; reading, writing and comparing
/// need only this module.
///
/// ```swift
/// var bitmap = Bitmap(width: 2, height: 1, fill: 0xFF20_4060)
/// bitmap.pixels[1] = 0x8000_0000   // half-transparent black
/// try bitmap.writePNG(to: url)
/// ```
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: UInt32 = 0) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: fill, count: width * height))
    }

    /// Byte-for-byte equality of the canonical pixels.
    public func isPixelIdentical(to other: Bitmap) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return pixels.withUnsafeBytes { a in other.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// Straight-alpha RGBA bytes of the pixel at (x, y).
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = pixels[y * width + x]
        let a = UInt8(p >> 24)
        func un(_ c: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (un((p >> 16) & 0xFF), un((p >> 8) & 0xFF), un(p & 0xFF), a)
    }
}
