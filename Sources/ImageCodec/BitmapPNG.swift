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

    /// Encodes the pixels with the kit's writer (``PNGEncoder``): same pixels, metadata and
    /// compression, same bytes. The pixel hash is always stored.
    public func pngData(metadata: [String: String] = [:], compression: PNGCompression = .fast, split: PNGSplit = .bySize) throws -> Data {
        try PNGEncoder.encode(self, metadata: metadata, compression: compression, split: split)
    }

    /// Writes a PNG atomically: a temporary file in the same folder, then a rename, so a crash
    /// never leaves half a file behind. Throws ``PNGError/unwritable(path:reason:)`` when the
    /// folder cannot be created or the file written. References use ``PNGCompression/smallest``.
    public func writePNG(to url: URL, metadata: [String: String] = [:], compression: PNGCompression = .fast, split: PNGSplit = .bySize) throws {
        try write(try pngData(metadata: metadata, compression: compression, split: split), to: url)
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
            try AtomicFile.write(data, to: url)
        } catch {
            throw PNGError.unwritable(path: url.path, reason: error.localizedDescription)
        }
    }
}
