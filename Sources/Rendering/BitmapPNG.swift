import CCairo
import Foundation

extension Bitmap {
    /// Reads a PNG into canonical pixels with ``PNGDecoder``: palette, grey, grey + alpha, RGB
    /// and RGBA at 1–16 bits, interlaced or not, to the pixels libpng would give.
    /// Throws ``PNGError``: the file is missing, not a PNG, truncated, damaged, malformed, or its
    /// header announces more than `maxPixels` pixels.
    public static func readPNG(at path: String, maxPixels: Int = PNGDecoder.defaultMaxPixels) throws -> Bitmap {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be opened" : "the file does not exist"
            throw PNGError.unreadable(path: path, reason: reason)
        }
        return try PNGDecoder.decode(data, path: path, maxPixels: maxPixels)
    }

    /// Reads a PNG with `cairo_image_surface_create_from_png` (libpng) only: the yardstick
    /// ``readPNG(at:maxPixels:)`` is tested and benchmarked against.
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

    /// Encodes the pixels with the kit's writer (``PNGEncoder``): same pixels and metadata,
    /// same bytes. The pixel hash is always stored.
    public func pngData(metadata: [String: String] = [:]) throws -> Data {
        try PNGEncoder.encode(self, metadata: metadata)
    }

    /// Encodes the pixels with `cairo_surface_write_to_png` (libpng defaults): the yardstick
    /// the benchmark compares ``pngData(metadata:)`` with.
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

    /// Writes a PNG atomically: a temporary file in the same folder, then a rename, so a crash
    /// never leaves half a file behind.
    public func writePNG(to url: URL, metadata: [String: String] = [:]) throws {
        try write(try pngData(metadata: metadata), to: url)
    }

    /// Writes a diff image or another artifact fast: a palette PNG when there are at most 256
    /// colours (``PNGPaletteEncoder``), else as ``writePNG(to:metadata:)``. Same pixels when read
    /// back; not for references, whose bytes ``PNGEncoder`` fixes.
    public func writeArtifactPNG(to url: URL, metadata: [String: String] = [:]) throws {
        try write(try PNGPaletteEncoder.encode(self, metadata: metadata) ?? pngData(metadata: metadata), to: url)
    }

    private func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw RenderError.unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
