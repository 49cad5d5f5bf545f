import CCairo
import Foundation
import ScreenLayout

/// Loads photos once and keeps them, keyed by path: gives layout their natural size (from the
/// file header, without decoding) and the renderer their pixels. A missing or unreadable file
/// is remembered as a failure, reported through ``failures``, and drawn as a placeholder.
///
/// ```swift
/// let store = ImageStore()
/// store.naturalSize(of: .file("photo.png"))  // Size(width: 1200, height: 1500)
/// ```
public final class ImageStore: ImageMeasuring {
    private var surfaces: [String: OpaquePointer] = [:]
    private var sizes: [String: Size] = [:]
    /// Paths that could not be drawn, with the reason.
    public private(set) var failures: [String: String] = [:]

    public init() {}

    deinit { for s in surfaces.values { cairo_surface_destroy(s) } }

    public func naturalSize(of source: ImageSource) -> Size? {
        guard case .file(let path) = source else { return nil }
        if let s = sizes[path] { return s }
        guard let size = Self.headerSize(path: path) else {
            failures[path] = failures[path] ?? "not a readable PNG file"
            return nil
        }
        sizes[path] = size
        return size
    }

    /// Width and height from a PNG's IHDR chunk, without decoding.
    static func headerSize(path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24,
            data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func be32(_ o: Int) -> Int { data[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16)
        let h = be32(20)
        guard w > 0, h > 0 else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    /// The decoded surface for `path`, or nil (recorded in ``failures``).
    func surface(for path: String) -> OpaquePointer? {
        if let s = surfaces[path] { return s }
        if failures[path] != nil { return nil }
        guard FileManager.default.fileExists(atPath: path) else {
            failures[path] = "the file does not exist"
            return nil
        }
        let s = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            failures[path] = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(s)
            return nil
        }
        surfaces[path] = s
        return s
    }
}
