import Theme

/// Mirrors a finished left-to-right layout into its right-to-left form: every frame `x` becomes
/// `width − maxX`. Shapes, paths, gradients and photos keep their drawing and move with their
/// frame; text runs are marked right to left (the renderer aligns and orders them); icons with
/// a mirrored counterpart are swapped for it.
///
/// ```swift
/// let rtl = LayoutMirroring(width: 393).mirror(ltrResult)
/// ```
struct LayoutMirroring {
    let width: Double

    func x(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
    func dx(_ r: Rect) -> Double { width - r.maxX - r.minX }

    func mirror(_ result: LayoutResult) -> LayoutResult {
        var out = result
        out.root = box(result.root)
        out.displayList = result.displayList.map(item)
        out.semantics = result.semantics.map { e in
            var e = e
            e.frame = x(e.frame)
            e.clip = e.clip.map(x)
            return e
        }
        out.drawn = result.drawn.map { d in
            var d = d
            d.frame = x(d.frame)
            d.clip = d.clip.map(x)
            return d
        }
        out.unsupported = result.unsupported.map { UnsupportedElement(feature: $0.feature, frame: x($0.frame)) }
        out.layoutDirection = .rightToLeft
        return out
    }

    func box(_ b: LayoutBox) -> LayoutBox {
        LayoutBox(label: b.label, frame: x(b.frame), children: b.children.map(box))
    }

    func path(_ p: ShapePath) -> ShapePath {
        let d = dx(p.rect)
        var out = p
        out.rect = x(p.rect)
        if case .path(let commands) = p.kind {
            out.kind = .path(
                commands.map { c in
                    switch c {
                    case .move(let q): return .move(Point(x: q.x + d, y: q.y))
                    case .line(let q): return .line(Point(x: q.x + d, y: q.y))
                    case .curve(let a, let b, let q):
                        return .curve(control1: Point(x: a.x + d, y: a.y), control2: Point(x: b.x + d, y: b.y), to: Point(x: q.x + d, y: q.y))
                    case .close: return .close
                    }
                })
        }
        return out
    }

    func item(_ i: DisplayItem) -> DisplayItem {
        switch i {
        case .fill(let p, let c): return .fill(path(p), c)
        case .stroke(let p, let c, let w): return .stroke(path(p), c, lineWidth: w)
        case .styledStroke(let p, let c, let s): return .styledStroke(path(p), c, s)
        case .pushClip(let p): return .pushClip(path(p))
        case .material(let p, let m): return .material(path(p), m)
        case .gradientFill(let p, var g):
            let d = dx(p.rect)
            switch g.kind {
            case .linear(let s, let e): g.kind = .linear(start: Point(x: s.x + d, y: s.y), end: Point(x: e.x + d, y: e.y))
            case .radial(let c, let r): g.kind = .radial(center: Point(x: c.x + d, y: c.y), radius: r)
            case .conic(let c, let a, let b): g.kind = .conic(center: Point(x: c.x + d, y: c.y), startAngle: a, endAngle: b)
            case .elliptical(let c, let rx, let ry): g.kind = .elliptical(center: Point(x: c.x + d, y: c.y), radiusX: rx, radiusY: ry)
            }
            return .gradientFill(path(p), g)
        case .image(var draw):
            let d = dx(draw.clip)
            draw.imageRect.origin.x += d
            draw.clip = x(draw.clip)
            return .image(draw)
        case .text(var run):
            run.frame = x(run.frame)
            if run.font.family == iconFontFamily {
                if let m = IconName(glyph: run.string).mirroredForRightToLeft { run.string = m.glyph }
            } else {
                run.direction = .rightToLeft
            }
            return .text(run)
        case .pushTransform(let m, let frame):
            // The view moves with its frame and turns the same way: m conjugated by the shift.
            let d = dx(frame)
            let moved = AffineMatrix.translation(x: -d, y: 0).concatenating(m).concatenating(.translation(x: d, y: 0))
            return .pushTransform(moved, frame: x(frame))
        case .pushBlur(var b):
            b.frame = x(b.frame)
            return .pushBlur(b)
        case .popClip, .pushOpacity, .popOpacity, .pushShadow, .popShadow, .popTransform, .popBlur, .pushMask, .maskContent, .popMask: return i
        }
    }
}
