import CCairo
import Foundation
import ScreenLayout
import Theme

/// Draws a layout's display list with Cairo and Pango into a canonical ``Bitmap``.
/// One renderer per thread: it owns its font library, text system and image cache.
///
/// ```swift
/// let renderer = try Renderer()
/// let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(body, in: env)
/// let bitmap = try renderer.render(layout, scale: 3)
/// let preview = try renderer.render(layout, scale: 3, chrome: DeviceChrome(device: .iPhone17Pro, colorScheme: .dark))
/// ```
public final class Renderer {
    public let textSystem: PangoTextSystem
    public let images: ImageStore

    /// The last canvas, reused (cleared) when the next render has the same pixel size: a fresh
    /// 12 MB surface per render costs more in page faults than the clearing.
    private var canvasSurface: OpaquePointer?

    public init(fonts: FontLibrary? = nil, images: ImageStore = ImageStore()) throws {
        textSystem = PangoTextSystem(fonts: try fonts ?? FontLibrary())
        self.images = images
    }

    deinit { if let canvasSurface { cairo_surface_destroy(canvasSurface) } }

    /// A cleared ARGB32 surface of `w` × `h` pixels, the previous one when it fits.
    private func canvasSurface(_ w: Int, _ h: Int) -> OpaquePointer {
        if let s = canvasSurface, Int(cairo_image_surface_get_width(s)) == w, Int(cairo_image_surface_get_height(s)) == h,
            let data = cairo_image_surface_get_data(s)
        {
            cairo_surface_flush(s)
            memset(data, 0, Int(cairo_image_surface_get_stride(s)) * h)
            cairo_surface_mark_dirty(s)
            return s
        }
        if let old = canvasSurface { cairo_surface_destroy(old) }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        canvasSurface = s
        return s
    }

    /// Renderer, font-library and font versions: what snapshot provenance records. The
    /// renderer's number goes up whenever the same display list would give other pixels.
    public static var versions: String { "secondskin-renderer 2; " + FontLibrary.versions }

    /// Draws `layout` at `scale` (1…4). With `chrome`, adds the device's status bar, home
    /// indicator, fold and display corners on top (previews only; off by default).
    /// Throws ``RenderError`` for an invalid canvas or scale and for non-finite geometry in the
    /// display list; photos that cannot be drawn become placeholders (see ``ImageStore/failures``).
    public func render(_ layout: LayoutResult, scale: Double, chrome: DeviceChrome? = nil) throws -> Bitmap {
        let canvas = layout.canvas
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0,
            scale.isFinite, scale >= 1, scale <= 4
        else { throw RenderError.invalidCanvas(width: canvas.width, height: canvas.height, scale: scale) }
        let w = Int((canvas.width * scale).rounded())
        let h = Int((canvas.height * scale).rounded())
        guard w <= 32767, h <= 32767 else { throw RenderError.invalidCanvas(width: canvas.width, height: canvas.height, scale: scale) }
        if let bad = DisplayItemValidation.firstInvalid(layout.displayList) { throw RenderError.invalidGeometry(item: bad) }
        let surface = canvasSurface(w, h)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            canvasSurface = nil
            defer { cairo_surface_destroy(surface) }
            throw RenderError.cairo(
                status: String(cString: cairo_status_to_string(cairo_surface_status(surface))), operation: "creating a \(w)×\(h) surface")
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let pass = RenderPass(cr: cr, surface: surface, scale: scale, pixels: (w, h), textSystem: textSystem, images: images)
        pass.draw(layout.displayList)
        if let chrome { chrome.draw(cr, canvas: canvas, textSystem: textSystem) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), operation: "drawing")
        }
        return try Bitmap(surface: surface)
    }
}
