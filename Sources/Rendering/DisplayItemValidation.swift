import ScreenLayout
import Theme

/// Finds display items whose numbers are not finite (NaN or infinite coordinates, sizes,
/// colours, radii), which Cairo would silently turn into an error state or a blank canvas.
enum DisplayItemValidation {
    /// The description of the first invalid item, or nil when all are finite.
    static func firstInvalid(_ items: [DisplayItem]) -> String? {
        items.first { !isFinite($0) }.map(\.description)
    }

    static func isFinite(_ item: DisplayItem) -> Bool {
        func ok(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
        func ok(_ r: Rect) -> Bool { ok(r.minX, r.minY, r.width, r.height) }
        func ok(_ c: RGBA) -> Bool { ok(c.red, c.green, c.blue, c.alpha) }
        func ok(_ p: ShapePath) -> Bool {
            guard ok(p.rect) else { return false }
            switch p.kind {
            case .rectangle, .ellipse: return true
            case .roundedRectangle(let radius): return ok(radius)
            case .path(let commands):
                return commands.allSatisfy {
                    switch $0 {
                    case .move(let p), .line(let p): return ok(p.x, p.y)
                    case .curve(let a, let b, let c): return ok(a.x, a.y, b.x, b.y, c.x, c.y)
                    case .close: return true
                    }
                }
            }
        }
        switch item {
        case .fill(let p, let c): return ok(p) && ok(c)
        case .stroke(let p, let c, let w): return ok(p) && ok(c) && ok(w)
        case .styledStroke(let p, let c, let d): return ok(p) && ok(c) && ok(d.lineWidth)
        case .text(let t): return ok(t.frame) && ok(t.color) && ok(t.font.size, t.font.lineHeight)
        case .pushClip(let p): return ok(p)
        case .pushOpacity(let o): return ok(o)
        case .gradientFill(let p, let g):
            let geometry: Bool
            switch g.kind {
            case .linear(let a, let b): geometry = ok(a.x, a.y, b.x, b.y)
            case .radial(let c, let r): geometry = ok(c.x, c.y, r)
            case .conic(let c, let a, let b): geometry = ok(c.x, c.y, a, b)
            case .elliptical(let c, let rx, let ry): geometry = ok(c.x, c.y, rx, ry)
            }
            return ok(p) && geometry && g.locations.allSatisfy(\.isFinite) && g.colors.allSatisfy { ok($0) }
        case .image(let d): return ok(d.imageRect) && ok(d.clip)
        case .material(let p, let s): return ok(p) && ok(s.blurRadius) && ok(s.tint) && (s.highlight.map { ok($0) } ?? true)
        case .pushShadow(let s): return ok(s.color) && ok(s.radius, s.offset.x, s.offset.y)
        case .pushTransform(let m, let frame): return m.isFinite && ok(frame)
        case .pushBlur(let b): return ok(b.radius) && ok(b.frame)
        case .popClip, .popOpacity, .popShadow, .popTransform, .popBlur, .pushMask, .maskContent, .popMask: return true
        }
    }
}
