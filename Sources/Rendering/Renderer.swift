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

    /// The last canvas, shared with the bitmap it became. When the caller has let go of that
    /// bitmap, the next render of the same size clears and reuses this storage: a fresh 12 MB
    /// allocation per render costs more in page faults than the clearing, and drawing into the
    /// bitmap's own storage saves copying the canvas out of Cairo.
    private var canvasPixels: [UInt32] = []

    /// See ``RenderPass/paintsShadowsDirectly``; tests turn it off to compare the two paths.
    var paintsShadowsDirectly = true

    public init(fonts: FontLibrary? = nil, images: ImageStore = ImageStore()) throws {
        textSystem = PangoTextSystem(fonts: try fonts ?? FontLibrary())
        self.images = images
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
        let count = w * h
        var pixels: [UInt32] = []
        swap(&pixels, &canvasPixels)
        // Unique unless the caller still holds the previous bitmap: then the first write below
        // copies it, and the copy is cleared like any other.
        if pixels.count != count { pixels = [UInt32](repeating: 0, count: count) }
        try pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // A first item that paints every pixel opaque replaces whatever is there: no clearing.
            if !Self.coversCanvasOpaquely(layout.displayList.first, canvas) { memset(base, 0, count * 4) }
            let surface = UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt8.self, capacity: count * 4) {
                cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))!
            }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(
                    status: String(cString: cairo_status_to_string(cairo_surface_status(surface))), operation: "creating a \(w)×\(h) surface")
            }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_scale(cr, scale, scale)
            let pass = RenderPass(cr: cr, surface: surface, scale: scale, pixels: (w, h), textSystem: textSystem, images: images)
            pass.paintsShadowsDirectly = paintsShadowsDirectly
            pass.draw(layout.displayList)
            if let chrome { chrome.draw(cr, canvas: canvas, textSystem: textSystem) }
            let status = cairo_status(cr)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), operation: "drawing")
            }
            cairo_surface_flush(surface)
        }
        canvasPixels = pixels
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// Whether `item` is an opaque fill of a rectangle holding the whole canvas (the usual
    /// screen background): source-over an opaque colour at full coverage gives exactly the
    /// colour, whatever was underneath.
    static func coversCanvasOpaquely(_ item: DisplayItem?, _ canvas: Size) -> Bool {
        guard case .fill(let path, let color)? = item, path.kind == .rectangle, color.alpha >= 1 else { return false }
        let r = path.rect
        return r.minX <= 0 && r.minY <= 0 && r.maxX >= canvas.width && r.maxY >= canvas.height
    }
}
