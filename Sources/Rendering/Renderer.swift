import CCairo
import Foundation
import ImageCodec
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

    /// The canvases of the last few sizes drawn (a run alternates phone, Duo and iPad), each
    /// shared with the bitmap it became, most recent last. When the caller has let go of that
    /// bitmap, the next render of the same size clears and reuses its storage: a fresh 12 MB
    /// allocation per render costs more in page faults than the clearing, and drawing into the
    /// bitmap's own storage saves copying the canvas out of Cairo.
    private var canvases: [[UInt32]] = []
    static let keptCanvases = 3
    /// The pixel counts of the kept canvases, least recently drawn first (for tests).
    var keptCanvasSizes: [Int] { canvases.map(\.count) }

    /// See ``RenderPass/paintsShadowsDirectly``; tests turn it off to compare the two paths.
    var paintsShadowsDirectly = true

    /// Whether blurred shadow masks are kept for the next render (on by default): a screen drawn
    /// again, or in the other appearance, paints its shadows without recomputing them. The
    /// masks of the last two renders are kept, at most 64 MB. Pixels are the same either way.
    public var cachesShadowMasks = true {
        didSet { if !cachesShadowMasks { shadowMasks.removeAll() } }
    }
    let shadowMasks = ShadowMaskCache()

    public init(fonts: FontLibrary? = nil, images: ImageStore = ImageStore()) throws {
        textSystem = PangoTextSystem(fonts: try fonts ?? FontLibrary())
        self.images = images
    }

    /// Renderer, font-library and font versions: what snapshot provenance records. The
    /// renderer's number goes up whenever the same display list would give other pixels.
    public static var versions: String { "screenkit-renderer 2; " + FontLibrary.versions }

    /// Draws `layout` at `scale` (1…4). With `chrome`, adds the device's status bar, home
    /// indicator, fold and display corners on top (previews only; off by default).
    /// Throws ``RenderError`` for an invalid canvas or scale and for non-finite geometry in the
    /// display list; photos that cannot be drawn become placeholders (see ``ImageStore/failures``).
    /// With a `deadline`, drawing stops between display items once its budget is spent, and
    /// the render throws ``RenderBudgetExceeded``. With `photosFrom` larger than `scale`,
    /// photos are reduced from their copies scaled for that scale (an audit's smaller copy of a
    /// snapshot reuses the snapshot's scaled photos instead of scaling every original again).
    public func render(
        _ layout: LayoutResult, scale: Double, chrome: DeviceChrome? = nil, deadline: RenderDeadline? = nil, photosFrom: Double? = nil
    ) throws -> Bitmap {
        let canvas = layout.canvas
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0,
            scale.isFinite, scale >= 1, scale <= 4
        else { throw RenderError.invalidCanvas(width: canvas.width, height: canvas.height, scale: scale) }
        let w = Int((canvas.width * scale).rounded())
        let h = Int((canvas.height * scale).rounded())
        guard w <= 32767, h <= 32767 else { throw RenderError.invalidCanvas(width: canvas.width, height: canvas.height, scale: scale) }
        if let bad = DisplayItemValidation.firstInvalid(layout.displayList) { throw RenderError.invalidGeometry(item: bad) }
        let count = w * h
        // Unique unless the caller still holds the bitmap it became: then the first write
        // below copies it, and the copy is cleared like any other.
        var pixels = canvases.firstIndex { $0.count == count }.map { canvases.remove(at: $0) } ?? [UInt32](repeating: 0, count: count)
        try pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Pixels the first item paints opaque at full coverage are replaced whatever they
            // hold: only the rest is cleared.
            Self.clear(base, width: w, height: h, except: Self.opaqueRect(of: layout.displayList.first, scale: scale))
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
            pass.deadline = deadline
            if let photosFrom, photosFrom.isFinite, photosFrom > scale, photosFrom <= 4 { pass.photoScale = photosFrom }
            if cachesShadowMasks {
                shadowMasks.startRender()
                pass.shadowMasks = shadowMasks
            }
            pass.draw(layout.displayList)
            if let exceeded = deadline?.exceeded { throw exceeded }
            if let chrome { chrome.draw(cr, canvas: canvas, textSystem: textSystem) }
            let status = cairo_status(cr)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), operation: "drawing")
            }
            cairo_surface_flush(surface)
        }
        canvases.append(pixels)
        if canvases.count > Self.keptCanvases { canvases.removeFirst() }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// The device pixels `item` is certain to paint with an opaque colour at full coverage —
    /// an opaque fill of a rectangle (the usual screen background), its edges rounded inwards
    /// to whole pixels: source-over an opaque colour at full coverage gives exactly the colour,
    /// whatever was underneath.
    static func opaqueRect(of item: DisplayItem?, scale: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard case .fill(let path, let color)? = item, path.kind == .rectangle, color.alpha >= 1 else { return nil }
        return path.rect.pixelsInside(scale: scale)
    }

    /// Sets every pixel of the `width` × `height` canvas outside `keep` to transparent.
    static func clear(_ base: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int, except keep: (x0: Int, y0: Int, x1: Int, y1: Int)?) {
        guard let keep, keep.x1 > keep.x0, keep.y1 > keep.y0 else {
            memset(base, 0, w * h * 4)
            return
        }
        let (x0, x1) = (max(0, min(w, keep.x0)), max(0, min(w, keep.x1)))
        let (y0, y1) = (max(0, min(h, keep.y0)), max(0, min(h, keep.y1)))
        memset(base, 0, y0 * w * 4)
        memset(base + y1 * w, 0, (h - y1) * w * 4)
        guard x0 > 0 || x1 < w else { return }
        for y in y0..<y1 {
            memset(base + y * w, 0, x0 * 4)
            memset(base + y * w + x1, 0, (w - x1) * 4)
        }
    }
}
