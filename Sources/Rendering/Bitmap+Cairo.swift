import CCairo
import Foundation
import ImageCodec

/// The bridge between canonical pixels and Cairo image surfaces, and Cairo's own PNG reader and
/// writer (libpng), the yardsticks the kit's codec is tested and benchmarked against.
///
/// ```swift
/// let libpng = try Bitmap.cairoReadPNG(at: path)
/// #expect(try Bitmap.readPNG(at: path).isPixelIdentical(to: libpng))
/// ```
extension Bitmap {
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

    /// Reads a PNG with `cairo_image_surface_create_from_png` (libpng) only: the yardstick
    /// `readPNG(at:maxPixels:)` is tested and benchmarked against.
    public static func cairoReadPNG(at path: String) throws -> Bitmap {
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError.unreadableImage(path: path, reason: "the file does not exist")
        }
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.unreadableImage(path: path, reason: "not a readable PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        return try Bitmap(surface: surface)
    }

    /// Encodes the pixels with `cairo_surface_write_to_png` (libpng defaults): the yardstick
    /// the benchmark compares `pngData(metadata:)` with.
    public func cairoPNGData() throws -> Data {
        try withSurface { surface in
            final class Sink { var data = Data() }
            let sink = Sink()
            let status = cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                    sink.data.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), operation: "PNG encoding")
            }
            return sink.data
        }
    }
}
