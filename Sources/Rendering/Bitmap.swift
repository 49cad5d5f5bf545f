import CCairo
import Foundation

/// Pixels in the kit's one canonical format: premultiplied ARGB, one native-endian 32-bit word
/// per pixel (Cairo's `CAIRO_FORMAT_ARGB32`), rows packed without padding. Every comparison
/// happens in this format; PNG files store the same pixels un-premultiplied, which converts
/// back exactly.
///
/// ```swift
/// let bitmap = try renderer.render(layout)
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

    /// Copies a Cairo image surface (ARGB32 or RGB24) into canonical form.
    init(surface: OpaquePointer) throws {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw RenderError.cairo(status: "unsupported pixel format \(format.rawValue)", operation: "reading an image surface")
        }
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo(status: "no pixel data", operation: "reading an image surface")
        }
        let opaqueMask: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        let pixels = [UInt32](unsafeUninitializedCapacity: w * h) { out, count in
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let dst = out.baseAddress! + y * w
                if opaqueMask == 0 {
                    dst.initialize(from: row, count: w)
                } else {
                    for x in 0..<w { dst[x] = row[x] | opaqueMask }
                }
            }
            count = w * h
        }
        self.init(width: w, height: h, pixels: pixels)
    }

    /// Runs `body` with a Cairo surface that aliases these pixels (read-only use).
    func withSurface<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
        var copy = pixels
        return try copy.withUnsafeMutableBytes { raw in
            let surface = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))!
            defer { cairo_surface_destroy(surface) }
            return try body(surface)
        }
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
