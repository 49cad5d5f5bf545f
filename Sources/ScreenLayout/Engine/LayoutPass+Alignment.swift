import Theme

/// Alignment guides (SwiftUI's model): a container aligns its children by one guide; each
/// child's value for it is explicit (set with `alignmentGuide`, a text's baselines, or passed up
/// from inside a stack, frame or padding) or the guide's default for the child's size. The
/// children are placed so their values meet on one line. Standard guides that no child sets
/// take the plain offset formulas, so layouts without guides are unchanged to the bit.
extension LayoutPass {
    typealias Guide = AlignmentGuideSpec.Guide

    /// Inter's ascender and descender, in em: Pango centres them in a line of absolute height.
    static let textAscender = 0.96875
    static let textDescender = 0.2421875

    /// Whether aligning `children` by `guide` needs their guide values (not the plain formulas).
    func needsGuides(_ guide: Guide, _ children: ChildList) -> Bool {
        if !guide.isStandard { return true }
        for child in children where setsGuides[child] { return true }
        return false
    }

    /// Node `i`'s value of `guide`, sized for `p`: its explicit value, else the guide's default.
    func guideValue(_ i: Int, _ p: ProposedSize, _ guide: Guide, _ env: LayoutEnvironment) throws -> Double {
        if let v = try explicitGuide(i, p, guide, env) { return v }
        switch guide {
        case .horizontal(.custom(let key)), .vertical(.custom(let key)): return key.defaultValue(in: try dimensions(i, p, env))
        default: return GuideDimensions.defaultValue(of: guide, size: try size(i, p, env))
        }
    }

    /// Node `i`'s size and guides, as a guide's computation sees them.
    func dimensions(_ i: Int, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> GuideDimensions {
        let s = try size(i, p, env)
        return GuideDimensions(
            width: s.width, height: s.height,
            explicitHorizontal: { [unowned self] g in (try? self.explicitGuide(i, p, .horizontal(g), env)) ?? nil },
            explicitVertical: { [unowned self] g in (try? self.explicitGuide(i, p, .vertical(g), env)) ?? nil })
    }

    /// The explicit value of `guide` node `i` has when sized for `p`, or nil.
    func explicitGuide(_ i: Int, _ p: ProposedSize, _ guide: Guide, _ env: LayoutEnvironment) throws -> Double? {
        let isBaseline = guide == .vertical(.firstTextBaseline) || guide == .vertical(.lastTextBaseline)
        guard setsGuides[i] || (isBaseline && hasText[i]) else { return nil }
        let children = kids(i)
        switch kinds[i] {
        case .alignmentGuide(let spec):
            if spec.guide == guide { return spec.value(in: try dimensions(children[0], p, env)) }
            return try explicitGuide(children[0], p, guide, env)
        case .text(let content):
            guard isBaseline else { return nil }
            let font = font(for: content, env)
            let first = font.lineHeight / 2 + font.size * (Self.textAscender - Self.textDescender) / 2
            if guide == .vertical(.firstTextBaseline) { return first }
            let lines = try measureText(content, p, env).lineCount
            return first + Double(max(lines, 1) - 1) * font.lineHeight
        case .layoutPriority, .opacity, .clip, .shadow, .hidden, .semantics, .unsupported, .layoutValue, .offset, .background, .overlay,
            .ignoresSafeArea:
            return try explicitGuide(children[0], p, guide, env)
        case .environment(let o):
            return try explicitGuide(children[0], p, guide, env.applying(o))
        case .fixedSize(let h, let v):
            return try explicitGuide(children[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), guide, env)
        case .padding(let edges, let length):
            let e = insets(edges, length.resolve(env.theme))
            guard let v = try explicitGuide(children[0], inset(p, e), guide, env) else { return nil }
            if case .horizontal = guide { return v + e.leading }
            return v + e.top
        case .frame(let f):
            let (s, cp) = try frameSize(f, children[0], p, env)
            guard let v = try explicitGuide(children[0], cp, guide, env) else { return nil }
            let frame = try align(children[0], cp, f.alignment, in: Rect(origin: .zero, size: s), env)
            if case .horizontal = guide { return v + frame.minX }
            return v + frame.minY
        case .stack, .zstack:
            let frames = try childFrames(i, Rect(origin: .zero, size: size(i, p, env)), p, env)
            var values: [Double] = []
            for (k, child) in children.enumerated() {
                let (frame, cp) = frames[k]
                let inner = childEnvironment(i, env)
                guard let v = try explicitGuide(child, cp, guide, inner) else { continue }
                if case .horizontal = guide { values.append(v + frame.minX) } else { values.append(v + frame.minY) }
            }
            guard !values.isEmpty else { return nil }
            // As SwiftUI combines explicit values: the first baseline is the topmost, the last
            // the lowest, any other guide the average.
            if guide == .vertical(.firstTextBaseline) { return values.min() }
            if guide == .vertical(.lastTextBaseline) { return values.max() }
            return values.reduce(0, +) / Double(values.count)
        default:
            return nil
        }
    }

    /// The environment a container's children are sized in.
    func childEnvironment(_ i: Int, _ env: LayoutEnvironment) -> LayoutEnvironment {
        guard case .stack(let axis, _, _) = kinds[i] else { return env }
        var inner = env
        inner.stackAxis = axis
        return inner
    }

    /// Where `child`, sized for `cp`, goes in `rect` aligned by `alignment` (a frame, overlay or
    /// cell): its guide values meet the rect's own default values of the guides.
    func align(_ child: Int, _ cp: ProposedSize, _ alignment: Alignment, in rect: Rect, _ env: LayoutEnvironment) throws -> Rect {
        let cs = try size(child, cp, env)
        let one = ChildList(start: child, count: 1)
        let h = Guide.horizontal(alignment.horizontal)
        let v = Guide.vertical(alignment.vertical)
        guard needsGuides(h, one) || needsGuides(v, one) else { return alignment.place(cs, in: rect) }
        let x = try rectGuide(h, rect.size) - guideValue(child, cp, h, env)
        let y = try rectGuide(v, rect.size) - guideValue(child, cp, v, env)
        return Rect(x: rect.minX + x, y: rect.minY + y, width: cs.width, height: cs.height)
    }

    /// Where an overlay or background goes over its primary view (in `rect`, sized for `p`):
    /// their guide values meet.
    func decorationFrame(
        _ primary: Int, _ p: ProposedSize, _ decoration: Int, _ dp: ProposedSize, _ alignment: Alignment, in rect: Rect, _ env: LayoutEnvironment
    ) throws -> Rect {
        let ds = try size(decoration, dp, env)
        let both = ChildList(start: min(primary, decoration), count: abs(decoration - primary) + 1)
        let h = Guide.horizontal(alignment.horizontal)
        let v = Guide.vertical(alignment.vertical)
        guard needsGuides(h, both) || needsGuides(v, both) else { return alignment.place(ds, in: rect) }
        let x = try guideValue(primary, p, h, env) - guideValue(decoration, dp, h, env)
        let y = try guideValue(primary, p, v, env) - guideValue(decoration, dp, v, env)
        return Rect(x: rect.minX + x, y: rect.minY + y, width: ds.width, height: ds.height)
    }

    /// A guide's default value in a rect of `size` (what a frame aligns its child to).
    func rectGuide(_ guide: Guide, _ size: Size) -> Double { GuideDimensions.defaultValue(of: guide, size: size) }

    /// Where each of a stack's or ZStack's children goes in `rect`, and what it is proposed.
    func childFrames(_ i: Int, _ rect: Rect, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> [(Rect, ProposedSize)] {
        let node = kids(i)
        var frames: [(Rect, ProposedSize)] = []
        frames.reserveCapacity(node.count)
        switch kinds[i] {
        case .stack(let axis, let alignment, let spacing):
            var inner = env
            inner.stackAxis = axis
            let s: StackSizes
            if !dependsOnContainer[i], case .stack(let proposal, let cached) = memo[i], proposal == p {
                s = cached
            } else {
                s = try stackSizes(node, axis: axis, spacing: spacing, p, env)
            }
            let cross: Guide = axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
            var offsets: [Double]?
            if needsGuides(cross, node) {
                let values = try node.indices.map { try guideValue(node[$0], s.proposals[$0], cross, inner) }
                let line = values.max() ?? 0
                offsets = values.map { line - $0 }
            }
            var cursor = axis == .horizontal ? rect.minX : rect.minY
            for k in node.indices {
                cursor += s.gaps[k]
                let cs = s.sizes[k]
                let frame: Rect
                if axis == .horizontal {
                    let y = offsets?[k] ?? alignment.vertical.offset(child: cs.height, in: rect.height)
                    frame = Rect(x: cursor, y: rect.minY + y, width: cs.width, height: cs.height)
                } else {
                    let x = offsets?[k] ?? alignment.horizontal.offset(child: cs.width, in: rect.width)
                    frame = Rect(x: rect.minX + x, y: cursor, width: cs.width, height: cs.height)
                }
                cursor += cs[axis]
                frames.append((frame, s.proposals[k]))
            }
        case .zstack(let alignment):
            let h = Guide.horizontal(alignment.horizontal)
            let v = Guide.vertical(alignment.vertical)
            guard needsGuides(h, node) || needsGuides(v, node) else {
                for child in node { frames.append((alignment.place(try size(child, p, env), in: rect), p)) }
                return frames
            }
            let xs = try node.map { try guideValue($0, p, h, env) }
            let ys = try node.map { try guideValue($0, p, v, env) }
            let lineX = xs.max() ?? 0
            let lineY = ys.max() ?? 0
            for (k, child) in node.enumerated() {
                let cs = try size(child, p, env)
                frames.append((Rect(x: rect.minX + lineX - xs[k], y: rect.minY + lineY - ys[k], width: cs.width, height: cs.height), p))
            }
        default:
            break
        }
        return frames
    }

    /// A stack's length across its axis with its children aligned by their guide values.
    func alignedStackAcross(_ sizes: StackSizes, _ children: ChildList, axis: Axis, alignment: Alignment, _ env: LayoutEnvironment) throws
        -> Double?
    {
        let cross: Guide = axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
        guard needsGuides(cross, children) else { return nil }
        var inner = env
        inner.stackAxis = axis
        let values = try children.indices.map { try guideValue(children[$0], sizes.proposals[$0], cross, inner) }
        return alignedExtent(values, sizes.sizes.map { $0[axis.other] })
    }

    /// The extent of children whose guide values meet on one line.
    func alignedExtent(_ values: [Double], _ lengths: [Double]) -> Double {
        guard let line = values.max() else { return 0 }
        var below = 0.0
        for (v, l) in zip(values, lengths) { below = max(below, l - v) }
        return line + below
    }
}
