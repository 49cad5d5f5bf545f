import ScreenLayout

/// The area (in points) that the items between a `pushShadow`/`pushOpacity` and its pop can
/// paint, so the renderer gives such a group — and a shadow's blur — only that much surface
/// instead of the whole canvas. Conservative: text gets room for overhanging glyphs, strokes
/// their width, nested shadows their blur.
enum GroupBounds {
    /// Bounds keyed by the index of each push item; nil when nothing measurable is inside.
    static func compute(_ items: [DisplayItem]) -> [Int: Rect] {
        var result: [Int: Rect] = [:]
        var stack: [(index: Int, box: Rect?)] = []
        // What the open transforms do to points, composed (innermost first); groups' boxes are
        // on the canvas, so leaves are mapped through it.
        var transforms: [AffineMatrix] = []
        func add(_ r: Rect?, mapped: Bool = true) {
            guard var r, !stack.isEmpty else { return }
            if mapped, let m = transforms.last {
                let t = m.bounds(of: r)
                guard t.minX.isFinite, t.minY.isFinite, t.width.isFinite, t.height.isFinite else { return }
                r = t
            }
            stack[stack.count - 1].box = union(stack[stack.count - 1].box, r)
        }
        for (i, item) in items.enumerated() {
            switch item {
            case .fill(let p, _), .gradientFill(let p, _), .material(let p, _): add(normalized(p.rect, margin: 1))
            case .stroke(let p, _, let width): add(normalized(p.rect, margin: abs(width) / 2 + 1))
            case .styledStroke(let p, _, let d): add(normalized(p.rect, margin: abs(d.lineWidth) + 1))
            case .text(let run): add(normalized(run.frame, margin: max(4, run.font.size * 0.5)))
            case .image(let draw): add(normalized(draw.clip, margin: 1))
            case .pushShadow, .pushOpacity, .pushBlur, .pushMask: stack.append((i, nil))
            case .popShadow, .popOpacity, .popBlur, .popMask:
                guard let open = stack.popLast() else { continue }
                // A shadow's group is its content; what it paints reaches as far as its shadow.
                var (group, painted) = (open.box, open.box)
                if case .pushShadow(let s) = items[open.index], let box = open.box {
                    painted = union(box, shadowArea(of: box, s))
                }
                if case .pushBlur(let b) = items[open.index] {
                    // The blur spreads 3σ; an opaque one keeps to its frame.
                    let frame = transforms.last.map { $0.bounds(of: b.frame) } ?? b.frame
                    painted = b.opaque ? normalized(frame, margin: 0) : open.box.flatMap { normalized($0, margin: 1.5 * abs(b.radius) + 1) }
                    group = painted
                }
                result[open.index] = group
                add(painted, mapped: false)
            case .pushTransform(let m, _): transforms.append(m.concatenating(transforms.last ?? .identity))
            case .popTransform: _ = transforms.popLast()
            case .pushClip, .popClip, .maskContent: break
            }
        }
        return result
    }

    /// The index of the matching pop for every push of a shadow or opacity group.
    static func matchingPops(_ items: [DisplayItem]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        var stack: [Int] = []
        for (i, item) in items.enumerated() {
            switch item {
            case .pushShadow, .pushOpacity: stack.append(i)
            case .popShadow, .popOpacity: if let open = stack.popLast() { result[open] = i }
            default: break
            }
        }
        return result
    }

    /// Where the shadow of content inside `box` can fall: offset, grown by the blur.
    static func shadowArea(of box: Rect, _ s: ShadowStyle) -> Rect? {
        normalized(box.offsetBy(dx: s.offset.x, dy: s.offset.y), margin: 1.5 * abs(s.radius) + 1)
    }

    /// A rect with positive size grown by `margin`, or nil when not finite.
    static func normalized(_ r: Rect, margin: Double) -> Rect? {
        let xs = [r.minX, r.maxX]
        let ys = [r.minY, r.maxY]
        guard (xs + ys + [margin]).allSatisfy(\.isFinite) else { return nil }
        let x0 = xs.min()! - margin
        let y0 = ys.min()! - margin
        return Rect(x: x0, y: y0, width: xs.max()! + margin - x0, height: ys.max()! + margin - y0)
    }

    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
