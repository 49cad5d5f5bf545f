import CCairo
import Foundation
import ImageCodec
import ScreenLayout

/// Loads photos (PNG and JPEG) for layout and drawing. Layout gets the natural size from the
/// file header — EXIF orientation applied, nothing decoded. Drawing gets pixels decoded once per
/// file and scaled once per target pixel size, both cached, so a warm render only copies pixels.
/// The pixels kept stay under ``cacheBudget`` bytes, least recently used first out, so a long
/// run over many photos and sizes (a thousand-snapshot suite) stays flat in memory.
/// A header announcing more than ``maxPixels`` is refused before decoding (decompression
/// bombs). A missing, unreadable, damaged or unsupported file is kept in ``failures`` with an
/// ``ImageError`` and drawn as a visible placeholder.
///
/// ```swift
/// let store = ImageStore()
/// store.naturalSize(of: .file("photo.jpg"))  // Size(width: 1200, height: 1500)
/// store.failures["missing.png"]?.description   // "Cannot draw the image missing.png: …"
/// ```
public final class ImageStore: ImageMeasuring {
    /// The largest image accepted, in pixels (width × height), checked against the header.
    public let maxPixels: Int
    /// Paths that could not be drawn, with the reason.
    public private(set) var failures: [String: ImageError] = [:]
    /// How many times a file was decoded: a second draw of the same photo does not decode again.
    public private(set) var decodeCount = 0
    /// How many times this store scaled an original photo itself (not counting pixels another
    /// store shared, nor reductions of scaled copies).
    public private(set) var scaleCount = 0

    /// The most bytes of decoded and scaled pixels kept between draws.
    public let cacheBudget: Int
    /// Bytes of pixels held now.
    public private(set) var cachedBytes = 0

    private var headers: [String: ImageHeader] = [:]
    /// Decoded, oriented pixels per path, and the JPEG scale denominator they were decoded at.
    private var sources: [String: (surface: OpaquePointer, denominator: Int)] = [:]
    private var scaled: [ScaledKey: OpaquePointer] = [:]
    /// Scaled photos with no translucent pixel (checked once, when scaled).
    private var opaqueScaled: Set<ScaledKey> = []
    /// When each cached surface was last asked for (a counter), for eviction.
    private var lastUse: [CacheKey: UInt64] = [:]
    private var clock: UInt64 = 0

    private enum CacheKey: Hashable {
        case source(String)
        case scaled(ScaledKey)
    }

    private struct ScaledKey: Hashable {
        var path: String
        var width: Int
        var height: Int
        /// The larger copy this one was reduced from (0 × 0: from the original).
        var viaWidth = 0
        var viaHeight = 0
    }

    /// `maxPixels` defaults to 100 megapixels: every phone camera's photos, not a 30000² bomb.
    /// `cacheBudget` defaults to 192 MB per store (one store per renderer, one renderer per thread).
    public init(maxPixels: Int = 100_000_000, cacheBudget: Int = 192 << 20) {
        self.maxPixels = maxPixels
        self.cacheBudget = cacheBudget
    }

    deinit { removeAll() }

    /// Releases every decoded and scaled image (failures are kept).
    public func removeAll() {
        for s in sources.values { cairo_surface_destroy(s.surface) }
        for s in scaled.values { cairo_surface_destroy(s) }
        sources = [:]
        scaled = [:]
        opaqueScaled = []
        lastUse = [:]
        cachedBytes = 0
    }

    private static func bytes(_ surface: OpaquePointer) -> Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    private func touch(_ key: CacheKey) {
        clock += 1
        lastUse[key] = clock
    }

    /// Drops least recently used surfaces until the cache fits its budget; `keep` stays (it is
    /// about to be drawn). Cairo holds its own reference to a surface it is drawing from.
    private func evict(keeping keep: CacheKey) {
        while cachedBytes > cacheBudget {
            guard let (oldest, _) = lastUse.filter({ $0.key != keep }).min(by: { $0.value < $1.value }) else { return }
            lastUse[oldest] = nil
            switch oldest {
            case .source(let path):
                if let s = sources.removeValue(forKey: path) {
                    cachedBytes -= Self.bytes(s.surface)
                    cairo_surface_destroy(s.surface)
                }
            case .scaled(let key):
                if let s = scaled.removeValue(forKey: key) {
                    opaqueScaled.remove(key)
                    cachedBytes -= Self.bytes(s)
                    cairo_surface_destroy(s)
                }
            }
        }
    }

    public func naturalSize(of source: ImageSource) -> Size? {
        guard case .file(let path) = source, let header = header(for: path) else { return nil }
        let size = header.orientedSize
        return Size(width: Double(size.width), height: Double(size.height))
    }

    func header(for path: String) -> ImageHeader? {
        if let h = headers[path] { return h }
        if failures[path] != nil { return nil }
        do throws(ImageError) {
            let h = try ImageHeader.read(try readPrefix(path), path: path)
            guard h.width <= maxPixels / h.height else {
                throw ImageError.tooLarge(path: path, width: h.width, height: h.height, limit: maxPixels)
            }
            headers[path] = h
            return h
        } catch {
            failures[path] = error
            return nil
        }
    }

    private func readPrefix(_ path: String) throws(ImageError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path, reason: "it cannot be opened") }
        defer { try? handle.close() }
        do {
            return try handle.read(upToCount: 1 << 20) ?? Data()
        } catch {
            throw .unreadable(path: path, reason: "reading failed (\(error.localizedDescription))")
        }
    }

    /// The photo at `path` scaled to `width` × `height` device pixels (decoded and scaled on
    /// first use, then cached), or nil when it cannot be drawn (see ``failures``).
    func surface(for path: String, width: Int, height: Int) -> OpaquePointer? {
        let key = ScaledKey(path: path, width: width, height: height)
        if let s = scaled[key] {
            touch(.scaled(key))
            return s
        }
        // A PNG is always decoded whole, so its scaled pixels depend only on the file and the
        // size: another worker's are these.
        let sharedKey = header(for: path)?.format == .png ? SharedScaledPhotos.Key(path: path, width: width, height: height) : nil
        let out: OpaquePointer
        if let sharedKey, let pixels = SharedScaledPhotos.shared.pixels(for: sharedKey) {
            out = pixels.surface()
        } else {
            guard let source = source(for: path, atLeast: (width, height)) else { return nil }
            let sw = Int(cairo_image_surface_get_width(source))
            let sh = Int(cairo_image_surface_get_height(source))
            if sw == width && sh == height { return source }
            out = Self.scaled(source, width: width, height: height)
            scaleCount += 1
            if let sharedKey { SharedScaledPhotos.shared.keep(SharedScaledPhotos.Pixels(copying: out), for: sharedKey) }
        }
        return keep(out, as: key)
    }

    /// The photo at `path` at `width` × `height` pixels, reduced from its copy at `via` (itself
    /// scaled from the original and cached, as a render at that size would have it) instead
    /// of from the original: cheaper when that copy is already there, and always the same
    /// pixels for the same arguments. Without `via`, ``surface(for:width:height:)``.
    func surface(for path: String, width: Int, height: Int, via: (width: Int, height: Int)?) -> OpaquePointer? {
        guard let via, via.width != width || via.height != height else { return surface(for: path, width: width, height: height) }
        let key = ScaledKey(path: path, width: width, height: height, viaWidth: via.width, viaHeight: via.height)
        if let s = scaled[key] {
            touch(.scaled(key))
            return s
        }
        guard let larger = surface(for: path, width: via.width, height: via.height) else { return nil }
        return keep(Self.scaled(larger, width: width, height: height), as: key)
    }

    /// `source` scaled to a new `width` × `height` surface: the kit's copy of cairo's box
    /// filter where it has a plan, else cairo.
    private static func scaled(_ source: OpaquePointer, width: Int, height: Int) -> OpaquePointer {
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        if !boxScale(source, into: out) {
            cairoScale(source, into: out)
        }
        return out
    }

    /// Caches a scaled surface under `key` (evicting the least recently used beyond the
    /// budget) and returns it.
    private func keep(_ out: OpaquePointer, as key: ScaledKey) -> OpaquePointer {
        scaled[key] = out
        if Self.isOpaque(out) { opaqueScaled.insert(key) }
        cachedBytes += Self.bytes(out)
        touch(.scaled(key))
        evict(keeping: .scaled(key))
        return out
    }

    /// Scales with the kit's exact copy of cairo's box filter where it has a plan; false when
    /// cairo must scale.
    static func boxScale(_ source: OpaquePointer, into out: OpaquePointer) -> Bool {
        let format = cairo_image_surface_get_format(source)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let scaler = BoxFilterScaler(
                sourceWidth: Int(cairo_image_surface_get_width(source)), sourceHeight: Int(cairo_image_surface_get_height(source)),
                width: Int(cairo_image_surface_get_width(out)), height: Int(cairo_image_surface_get_height(out)))
        else { return false }
        cairo_surface_flush(source)
        cairo_surface_flush(out)
        guard let from = cairo_image_surface_get_data(source), let to = cairo_image_surface_get_data(out) else { return false }
        scaler.scale(
            UnsafeRawPointer(from).assumingMemoryBound(to: UInt32.self), sourceStride: Int(cairo_image_surface_get_stride(source)) / 4,
            opaque: format == CAIRO_FORMAT_RGB24,
            into: UnsafeMutableRawPointer(to).assumingMemoryBound(to: UInt32.self), targetStride: Int(cairo_image_surface_get_stride(out)) / 4)
        cairo_surface_mark_dirty(out)
        return true
    }

    /// cairo's own scaling: the box filter (`GOOD`), edges padded.
    static func cairoScale(_ source: OpaquePointer, into out: OpaquePointer) {
        let sw = Int(cairo_image_surface_get_width(source))
        let sh = Int(cairo_image_surface_get_height(source))
        let width = Int(cairo_image_surface_get_width(out))
        let height = Int(cairo_image_surface_get_height(out))
        let cr = cairo_create(out)!
        cairo_scale(cr, Double(width) / Double(sw), Double(height) / Double(sh))
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// The decoded photo (oriented), at least `size` pixels large where the file allows.
    func source(for path: String, atLeast size: (Int, Int)? = nil) -> OpaquePointer? {
        guard let header = header(for: path) else { return nil }
        let oriented = header.orientedSize
        // JPEG can decode at 1/2, 1/4, 1/8: the smallest that still covers the target.
        var denominator = 1
        if header.format == .jpeg, let size {
            for d in [8, 4, 2] where oriented.width / d >= size.0 && oriented.height / d >= size.1 {
                denominator = d
                break
            }
        }
        if let cached = sources[path], cached.denominator <= denominator {
            touch(.source(path))
            return cached.surface
        }
        do throws(ImageError) {
            let surface = try decode(path, header: header, denominator: denominator)
            if let old = sources[path] {
                cachedBytes -= Self.bytes(old.surface)
                cairo_surface_destroy(old.surface)
            }
            sources[path] = (surface, denominator)
            cachedBytes += Self.bytes(surface)
            decodeCount += 1
            touch(.source(path))
            evict(keeping: .source(path))
            return surface
        } catch {
            failures[path] = error
            return nil
        }
    }

    /// Whether the photo at `path`, scaled to `width` × `height`, is cached and has no
    /// translucent pixel: drawn at full coverage it replaces what is under it.
    func isOpaque(_ path: String, width: Int, height: Int) -> Bool {
        opaqueScaled.contains(ScaledKey(path: path, width: width, height: height))
    }

    private static func isOpaque(_ surface: OpaquePointer) -> Bool {
        cairo_surface_flush(surface)
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 { return true }
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface) else { return false }
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            var all: UInt32 = 0xFF00_0000
            let row = pixels + y * stride
            for x in 0..<w { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    private func decode(_ path: String, header: ImageHeader, denominator: Int) throws(ImageError) -> OpaquePointer {
        switch header.format {
        case .png:
            // Decoded once per process by the kit's reader (libpng's pixels, faster), and shared
            // by every worker's store: a PNG's pixels depend only on the file.
            let key = SharedScaledPhotos.Key(path: path, width: 0, height: 0)
            if let key, let pixels = SharedScaledPhotos.decoded.pixels(for: key) { return pixels.surface() }
            let bitmap: Bitmap
            do {
                bitmap = try Bitmap.readPNG(at: path, maxPixels: maxPixels)
            } catch let error as PNGError {
                throw .corrupt(path: path, reason: error.description)
            } catch {
                throw .corrupt(path: path, reason: "\(error)")
            }
            let pixels = SharedScaledPhotos.Pixels(bitmap)
            if let key { SharedScaledPhotos.decoded.keep(pixels, for: key) }
            return pixels.surface()
        case .jpeg:
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
            } catch {
                throw .unreadable(path: path, reason: "reading failed (\(error.localizedDescription))")
            }
            return ImageOrientation.apply(header.orientation, to: try JPEGCodec.decodeSurface(data, denominator: denominator, path: path))
        }
    }
}
