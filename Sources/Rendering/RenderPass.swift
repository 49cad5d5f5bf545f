import CCairo
import ScreenLayout
import Theme

/// One walk over a display list onto one Cairo context. Keeps the open opacity groups, so a
/// material can see everything painted behind it, and gives each group only the surface its
/// content needs (``GroupBounds``). A shadow is drawn before its content, from a silhouette
/// pass: the same items drawn as coverage only into a small A8 surface (``Effects/drawShadow``).
final class RenderPass {
    let cr: OpaquePointer
    let surface: OpaquePointer
    let scale: Double
    let pixels: (width: Int, height: Int)
    let textSystem: PangoTextSystem
    let images: ImageStore
    /// Maps device pixels of the canvas to this context's pixels: identity for the canvas, a
    /// shift and reduction for a shadow's silhouette.
    var deviceMatrix: cairo_matrix_t
    /// Draws coverage only: materials become opaque fills, nested shadows are skipped.
    let isSilhouette: Bool
    /// Shadows go straight into the target's pixels row by row (``MaskedFill``) where the
    /// result is certain to equal Cairo's; off, every shadow goes through `cairo_mask_surface`.
    var paintsShadowsDirectly = true
    /// Shadow masks kept between renders (the renderer's; none in silhouette passes and tests).
    var shadowMasks: ShadowMaskCache?
    /// The render's clock: once its budget is spent, drawing stops (the renderer throws).
    var deadline: RenderDeadline?
    /// When set (and larger than ``scale``), photos are drawn by reducing their copies scaled
    /// for this scale rather than the decoded originals (``ImageStore/surface(for:width:height:via:)``).
    var photoScale: Double?
    /// Target surfaces of the open groups, outermost first.
    private var groups: [OpaquePointer] = []
    private var opacities: [Double] = []
    /// The open blurs' styles and the masked contents waiting for their masks, innermost last.
    private var blurs: [BlurStyle] = []
    private var maskContents: [OpaquePointer?] = []

    init(
        cr: OpaquePointer, surface: OpaquePointer, scale: Double, pixels: (Int, Int), textSystem: PangoTextSystem, images: ImageStore,
        deviceMatrix: cairo_matrix_t? = nil, isSilhouette: Bool = false
    ) {
        self.cr = cr
        self.surface = surface
        self.scale = scale
        self.pixels = pixels
        self.textSystem = textSystem
        self.images = images
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        self.deviceMatrix = deviceMatrix ?? identity
        self.isSilhouette = isSilhouette
    }

    /// Sets the context's matrix to device pixels (see ``deviceMatrix``).
    func useDevicePixels() {
        var m = deviceMatrix
        cairo_set_matrix(cr, &m)
    }

    func draw(_ items: [DisplayItem]) {
        draw(items[...], bounds: GroupBounds.compute(items), ends: GroupBounds.matchingPops(items))
    }

    /// Draws `items` (a slice of the list `bounds` and `ends` were computed for).
    func draw(_ items: ArraySlice<DisplayItem>, bounds: [Int: Rect], ends: [Int: Int]) {
        for index in items.indices {
            if let deadline, (try? deadline.step(while: "drawing")) == nil { return }
            let item = items[index]
            switch item {
            case .fill(let path, let color):
                ShapePathDrawing.add(cr, path)
                setSource(color)
                cairo_fill(cr)
            case .stroke(let path, let color, let lineWidth):
                ShapePathDrawing.add(cr, path)
                setSource(color)
                if max(0, lineWidth) < strokeReach(around: path.rect) {
                    cairo_set_line_width(cr, max(0, lineWidth))
                    cairo_stroke(cr)
                } else {
                    // Every paintable point lies within half the width of the outline.
                    cairo_new_path(cr)
                    cairo_paint(cr)
                }
            case .styledStroke(let path, let color, let details):
                cairo_save(cr)
                ShapePathDrawing.add(cr, path)
                setSource(color)
                cairo_set_line_width(cr, min(max(0, details.lineWidth), strokeReach(around: path.rect)))
                cairo_set_line_cap(
                    cr, details.cap == .round ? CAIRO_LINE_CAP_ROUND : details.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(
                    cr, details.join == .round ? CAIRO_LINE_JOIN_ROUND : details.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                let dashes = details.dash.filter { $0.isFinite && $0 >= 0 }
                if !dashes.isEmpty && dashes.contains(where: { $0 > 0 }) {
                    dashes.withUnsafeBufferPointer {
                        cairo_set_dash(cr, $0.baseAddress, Int32(dashes.count), details.dashPhase.isFinite ? details.dashPhase : 0)
                    }
                }
                cairo_stroke(cr)
                cairo_restore(cr)
            case .text(let run):
                // Laying text out for drawing is Pango's work again: ask the clock every time.
                if let deadline, (try? deadline.check(while: "drawing text")) == nil { return }
                drawText(run)
            case .pushClip(let path):
                cairo_save(cr)
                ShapePathDrawing.add(cr, path)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            case .pushOpacity(let o):
                opacities.append(min(1, max(0, o)))
                pushGroup(bounds[index])
            case .popOpacity:
                // The group's pattern must outlive the restore of the state saved in
                // pushGroup: popping it to the source and then restoring would bring back the
                // old source and paint that instead of the group.
                let group = cairo_pop_group(cr)
                cairo_restore(cr)
                groups.removeLast()
                cairo_set_source(cr, group)
                cairo_paint_with_alpha(cr, opacities.popLast() ?? 1)
                cairo_pattern_destroy(group)
            case .gradientFill(let path, let gradient):
                fillGradient(path, gradient)
            case .image(let draw):
                drawImage(draw)
            case .material(let path, let style):
                if isSilhouette {
                    ShapePathDrawing.add(cr, path)
                    cairo_set_source_rgba(cr, 0, 0, 0, 1)
                    cairo_fill(cr)
                } else {
                    Effects.drawMaterial(self, path: path, style: style)
                }
            case .pushShadow(let style):
                // The content follows, drawn as usual; its shadow goes underneath first.
                guard !isSilhouette, let box = bounds[index], let end = ends[index] else { continue }
                Effects.drawShadow(self, content: items[(index + 1)..<end], bounds: bounds, ends: ends, box: box, style: style)
            case .popShadow:
                break
            case .pushTransform(let m, _):
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
                cairo_transform(cr, &matrix)
            case .popTransform:
                cairo_restore(cr)
            case .pushBlur(let style):
                blurs.append(style)
                pushGroup(bounds[index])
            case .pushMask:
                pushGroup(bounds[index])
            case .popBlur:
                popBlur(blurs.popLast())
            case .maskContent:
                maskContents.append(cairo_pop_group(cr))
                groups.removeLast()
                cairo_push_group(cr)
                groups.append(cairo_get_group_target(cr))
            case .popMask:
                let mask = cairo_pop_group(cr)
                groups.removeLast()
                cairo_restore(cr)
                if let content = maskContents.popLast() {
                    cairo_set_source(cr, content)
                    cairo_mask(cr, mask)
                    cairo_pattern_destroy(content)
                }
                cairo_pattern_destroy(mask)
            }
        }
    }

    /// Opens a group limited (by a clip) to `box`, rounded out to whole device pixels.
    private func pushGroup(_ box: Rect?) {
        cairo_save(cr)
        if let r = deviceRect(box) {
            cairo_save(cr)
            useDevicePixels()
            cairo_rectangle(cr, Double(r.x0), Double(r.y0), Double(r.x1 - r.x0), Double(r.y1 - r.y0))
            cairo_restore(cr)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        groups.append(cairo_get_group_target(cr))
    }

    /// Closes a blur's group, blurs its pixels in place (``BoxBlur``, σ = radius / 2) and paints
    /// them; an opaque blur was given only its frame, whose edge pixels the blur extends.
    private func popBlur(_ style: BlurStyle?) {
        let group = cairo_pop_group(cr)
        cairo_restore(cr)
        groups.removeLast()
        var surface: OpaquePointer?
        if let style, style.radius > 0, cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        {
            BoxBlur.blur(surface: surface, radius: style.radius * scale)
        }
        cairo_set_source(cr, group)
        cairo_paint(cr)
        cairo_pattern_destroy(group)
    }

    /// The group targets a material composites its backdrop from (outermost first).
    var openGroups: [OpaquePointer] { groups }

    /// The line width from which a stroke of a path within `rect` covers every point that
    /// can be painted: twice the diagonal of the paintable area (the clip extents) and `rect`
    /// together. Wider strokes are painted as that, the whole area — Cairo took 80 seconds to
    /// stroke the arcs of a capsule 10¹² points wide, and then drew nothing (found by the fuzz
    /// suite). Widths any screen uses are far below it.
    func strokeReach(around rect: Rect) -> Double {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let xs = [x1, x2, rect.minX, rect.maxX]
        let ys = [y1, y2, rect.minY, rect.maxY]
        let (w, h) = (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        return 2 * (w * w + h * h).squareRoot()
    }

    /// `r` (points) in whole device pixels, clamped to the canvas; nil when nil or empty.
    /// Clamped before it is made an integer: a finite rect far past any canvas (an area grown
    /// by a huge shadow radius) is no pixel count.
    func deviceRect(_ r: Rect?) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let r else { return nil }
        func pixel(_ v: Double, _ limit: Int) -> Int { v.isNaN ? 0 : Int(min(max(v, 0), Double(limit))) }
        let x0 = pixel((r.minX * scale).rounded(.down), pixels.width)
        let y0 = pixel((r.minY * scale).rounded(.down), pixels.height)
        let x1 = pixel((r.maxX * scale).rounded(.up), pixels.width)
        let y1 = pixel((r.maxY * scale).rounded(.up), pixels.height)
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : (0, 0, 0, 0)
    }

    func setSource(_ c: RGBA) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    private func fillGradient(_ path: ShapePath, _ gradient: ResolvedGradient) {
        ShapePathDrawing.add(cr, path)
        let pattern: OpaquePointer
        switch gradient.kind {
        case .linear(let a, let b): pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
        case .radial(let c, let r): pattern = cairo_pattern_create_radial(c.x, c.y, 0, c.x, c.y, max(0, r))
        case .elliptical(let c, let rx, let ry):
            // A circle of radius rx in pattern space; the pattern matrix squeezes y by rx / ry.
            pattern = cairo_pattern_create_radial(c.x, c.y, 0, c.x, c.y, max(0, rx))
            if rx > 0, ry > 0 {
                var m = cairo_matrix_t()
                cairo_matrix_init(&m, 1, 0, 0, rx / ry, 0, c.y - c.y * rx / ry)
                cairo_pattern_set_matrix(pattern, &m)
            }
        case .conic(let c, let a, let b):
            var x1 = 0.0
            var y1 = 0.0
            var x2 = 0.0
            var y2 = 0.0
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            let reach = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { ((($0.0 - c.x) * ($0.0 - c.x) + ($0.1 - c.y) * ($0.1 - c.y))).squareRoot() }
            pattern = ConicGradient.pattern(center: c, radius: (reach.max() ?? 0) + 1, startAngle: a, endAngle: b, gradient: gradient)
        }
        // A mesh has its colours at its corners; the other patterns take the stops.
        let takesStops: Bool
        if case .conic = gradient.kind { takesStops = false } else { takesStops = true }
        for (location, color) in zip(gradient.locations, gradient.colors) where takesStops {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    private func drawText(_ run: TextRun) {
        let layout = textSystem.drawingLayout(
            run.string, font: run.font, maxWidth: run.frame.width + 0.01, maxLines: run.maxLines, alignment: run.alignment,
            direction: run.direction)
        setSource(run.color)
        cairo_move_to(cr, run.frame.minX, run.frame.minY)
        pango_cairo_show_layout(cr, layout)
    }
}
