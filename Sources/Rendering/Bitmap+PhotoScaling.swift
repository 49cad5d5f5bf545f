import CCairo
import ImageCodec

/// Which code scales a photo: the kit's exact copy of cairo's box filter, or cairo itself
/// (the yardstick the copy is tested and benchmarked against).
public enum PhotoScaling: Sendable {
    /// ``BoxFilterScaler`` where it has a plan, else cairo.
    case kit
    /// `cairo_paint` of the scaled pattern (`CAIRO_FILTER_GOOD`, padded edges).
    case cairo
}

extension Bitmap {
    /// These pixels scaled to `width` × `height` as the renderer scales a photo into its
    /// frame; both ways give identical pixels.
    ///
    /// ```swift
    /// let thumbnail = try photo.scaledPhoto(width: 300, height: 375)
    /// #expect(thumbnail == (try photo.scaledPhoto(width: 300, height: 375, with: .cairo)))
    /// ```
    public func scaledPhoto(width: Int, height: Int, with scaling: PhotoScaling = .kit) throws -> Bitmap {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw RenderError.cairo(status: "a scaled size of \(width)×\(height) pixels", operation: "scaling a photo")
        }
        return try withSurface { source in
            let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            defer { cairo_surface_destroy(out) }
            if scaling == .cairo || !ImageStore.boxScale(source, into: out) {
                ImageStore.cairoScale(source, into: out)
            }
            return try Bitmap(surface: out)
        }
    }
}
