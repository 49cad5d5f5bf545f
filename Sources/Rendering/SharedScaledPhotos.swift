import CCairo
import Foundation
import ImageCodec

/// PNG photos scaled to a pixel size by any ``ImageStore`` of the process, kept for the other
/// stores: the workers of a run (one store each) then scale each photo to each size once
/// instead of once per worker. The pixels are those the first store computed with the same
/// Cairo call, so sharing changes no pixel. An entry is tied to the file's inode, size and
/// modification time, so a changed photo is scaled again. At most ``budget`` bytes are kept, oldest out
/// first; a surface made from an entry keeps its pixels alive on its own.
///
/// ```swift
/// if let pixels = SharedScaledPhotos.shared.pixels(for: key) { surface = pixels.surface() }
/// ```
final class SharedScaledPhotos: @unchecked Sendable {
    static let shared = SharedScaledPhotos()
    /// PNG photos as decoded, at their own size (keys of width and height 0), shared the same
    /// way: each worker would otherwise decode every photo again.
    static let decoded = SharedScaledPhotos()
    let budget = 256 << 20

    struct Key: Hashable {
        var path: String
        var file: Int
        var fileSize: Int
        var modified: Double
        var width: Int
        var height: Int

        /// The key of `path` at `width` × `height`; nil when the file cannot be examined.
        init?(path: String, width: Int, height: Int) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date,
                let file = attributes[.systemFileNumber] as? NSNumber
            else { return nil }
            self.path = path
            self.file = file.intValue
            fileSize = size.intValue
            modified = date.timeIntervalSinceReferenceDate
            self.width = width
            self.height = height
        }
    }

    /// One scaled photo's ARGB32 pixels, immutable once made.
    final class Pixels: @unchecked Sendable {
        let data: UnsafeMutableRawPointer
        let width: Int
        let height: Int
        let stride: Int

        /// A copy of `surface`'s pixels (an ARGB32 image surface).
        init(copying surface: OpaquePointer) {
            cairo_surface_flush(surface)
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            stride = Int(cairo_image_surface_get_stride(surface))
            data = .allocate(byteCount: max(1, stride * height), alignment: 16)
            data.copyMemory(from: cairo_image_surface_get_data(surface)!, byteCount: stride * height)
        }

        /// A copy of a bitmap's canonical pixels (premultiplied ARGB32, as Cairo lays it out).
        init(_ bitmap: Bitmap) {
            width = bitmap.width
            height = bitmap.height
            stride = bitmap.width * 4
            data = .allocate(byteCount: max(1, stride * height), alignment: 16)
            bitmap.pixels.withUnsafeBytes { data.copyMemory(from: $0.baseAddress!, byteCount: stride * height) }
        }

        deinit { data.deallocate() }

        /// A Cairo surface over these pixels (drawn from, never into), which holds them until
        /// it is destroyed.
        func surface() -> OpaquePointer {
            let surface = cairo_image_surface_create_for_data(
                data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
            cairo_surface_set_user_data(surface, &Self.ownerKey, Unmanaged.passRetained(self).toOpaque()) { owner in
                Unmanaged<Pixels>.fromOpaque(owner!).release()
            }
            return surface
        }

        nonisolated(unsafe) static var ownerKey = cairo_user_data_key_t()
    }

    private let lock = NSLock()
    private var entries: [Key: Pixels] = [:]
    private var order: [Key] = []
    private var bytes = 0

    func pixels(for key: Key) -> Pixels? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func keep(_ pixels: Pixels, for key: Key) {
        let size = pixels.stride * pixels.height
        guard size <= budget else { return }
        lock.lock()
        defer { lock.unlock() }
        guard entries[key] == nil else { return }
        entries[key] = pixels
        order.append(key)
        bytes += size
        while bytes > budget, !order.isEmpty {
            let oldest = order.removeFirst()
            if let dropped = entries.removeValue(forKey: oldest) { bytes -= dropped.stride * dropped.height }
        }
    }
}
