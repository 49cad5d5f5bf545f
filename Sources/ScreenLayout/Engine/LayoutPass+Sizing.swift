import Theme

extension LayoutPass {
    /// The size node `i` chooses for proposal `p`. Pure: the same node, proposal and
    /// environment give the same size, so it is cached per node and proposal (a node's
    /// environment is fixed by its ancestors).
    func size(_ i: Int, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> Size {
        if dependsOnContainer[i] {
            let key = ContainerKey(node: i, proposal: p, container: env.container)
            if let cached = containerCache[key] { return cached }
            try deadline?.step(while: "laying out")
            let s = try computeSize(i, p, env)
            containerCache[key] = s
            return s
        }
        if let cached = sizeCache.lookup(i, p) { return cached }
        try deadline?.step(while: "laying out")
        let s = try computeSize(i, p, env)
        sizeCache.store(i, p, s)
        return s
    }

    private func computeSize(_ i: Int, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> Size {
        let children = kids(i)
        switch kinds[i] {
        case .empty:
            return .zero
        case .stack(let axis, let alignment, let spacing):
            let sizes = try stackSizes(children, axis: axis, spacing: spacing, p, env)
            memo[i] = .stack(p, sizes)
            var extent = stackExtent(sizes.sizes, gaps: sizes.gaps, axis: axis)
            if let across = try alignedStackAcross(sizes, children, axis: axis, alignment: alignment, env) {
                extent = Size(axis: axis, along: extent[axis], across: across)
            }
            return extent
        case .zstack(let alignment):
            let gh = Guide.horizontal(alignment.horizontal)
            let gv = Guide.vertical(alignment.vertical)
            if needsGuides(gh, children) || needsGuides(gv, children) {
                let sizes = try children.map { try size($0, p, env) }
                let xs = try children.map { try guideValue($0, p, gh, env) }
                let ys = try children.map { try guideValue($0, p, gv, env) }
                return Size(width: alignedExtent(xs, sizes.map(\.width)), height: alignedExtent(ys, sizes.map(\.height)))
            }
            var w = 0.0
            var h = 0.0
            for child in children {
                let s = try size(child, p, env)
                w = max(w, s.width)
                h = max(h, s.height)
            }
            return Size(width: w, height: h)
        case .spacer(let minLength):
            let minimum = minLength ?? 8
            guard let axis = env.stackAxis else {
                return Size(width: finite(p.width) ?? 0, height: finite(p.height) ?? 0)
            }
            return Size(axis: axis, along: max(p[axis] ?? minimum, minimum), across: 0)
        case .text(let content):
            let m = try measureText(content, p, env)
            memo[i] = .text(p, m)
            return m.size
        case .icon(_, let size):
            let side = env.theme.dimension(size)
            return Size(width: side, height: side)
        case .glyph(let content):
            guard content.resizable else { return Size(width: content.size, height: content.size) }
            return Size(width: finite(p.width) ?? content.size, height: finite(p.height) ?? content.size)
        case .position:
            _ = try size(children[0], p, env)
            return Size(width: finite(p.width) ?? 10, height: finite(p.height) ?? 10)
        case .aspectRatio(let ratio, let mode):
            return try aspectSize(ratio, mode, children[0], p, env).size
        case .unsupported:
            return try size(children[0], p, env)
        case .customLayout(let provider):
            return provider.algorithm.sizeThatFits(p, children: layoutChildren(children, env))
        case .layoutValue, .alignmentGuide:
            return try size(children[0], p, env)
        case .containerRelative(let spec):
            let cp = containerProposal(spec, p, env)
            let s = try size(children[0], cp, env)
            return Size(width: cp.width ?? s.width, height: cp.height ?? s.height)
        case .geometry:
            // SwiftUI's GeometryReader takes what it is offered (10 pt where nothing is).
            return Size(width: finite(p.width) ?? 10, height: finite(p.height) ?? 10)
        case .image(let content):
            return imageSize(content, p)
        case .shape, .material:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .scroll(let axis):
            let child = try size(children[0], ProposedSize(axis: axis, along: nil, across: p[axis.other]), scrollEnvironment(p, env))
            let along = finite(p[axis]) ?? child[axis]
            let across = finite(p[axis.other]) ?? child[axis.other]
            return Size(axis: axis, along: along, across: across)
        case .padding(let edges, let length):
            let e = insets(edges, length.resolve(env.theme))
            let s = try size(children[0], inset(p, e), env)
            return Size(width: s.width + e.horizontal, height: s.height + e.vertical)
        case .frame(let f):
            return try frameSize(f, children[0], p, env).size
        case .background, .overlay, .mask, .effect:
            return try size(children[0], p, env)
        case .fixedSize(let h, let v):
            return try size(children[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), env)
        case .environment(let o):
            return try size(children[0], p, env.applying(o))
        case .layoutPriority, .offset, .opacity, .clip, .ignoresSafeArea, .semantics, .shadow, .hidden:
            return try size(children[0], p, env)
        case .grid(let spec):
            return try gridLayout(spec, children, p, env).size
        case .viewThatFits(let axes):
            guard let chosen = try chooseFitting(children, axes, p, env) else { return .zero }
            return try size(chosen, p, env)
        case .twoPane:
            guard let w = finite(p.width), let h = finite(p.height) else {
                let primary = try size(children[0], p, env)
                return Size(width: finite(p.width) ?? primary.width, height: finite(p.height) ?? primary.height)
            }
            return Size(width: w, height: h)
        }
    }

    /// What a `containerRelativeFrame` proposes: its lengths on its axes, the proposal on others.
    func containerProposal(_ spec: ContainerRelativeSpec, _ p: ProposedSize, _ env: LayoutEnvironment) -> ProposedSize {
        let container = env.container ?? safe.size
        var cp = p
        if spec.axes.contains(.horizontal) { cp.width = max(0, spec.length(container.width, .horizontal)) }
        if spec.axes.contains(.vertical) { cp.height = max(0, spec.length(container.height, .vertical)) }
        return cp
    }

    /// The environment inside a scroll view proposed `p`: the scroll view is its content's
    /// container (where it is proposed no length, the enclosing container's length stands).
    func scrollEnvironment(_ p: ProposedSize, _ env: LayoutEnvironment) -> LayoutEnvironment {
        let outer = env.container ?? safe.size
        let container = Size(width: finite(p.width) ?? outer.width, height: finite(p.height) ?? outer.height)
        guard container != env.container else { return env }
        var inner = env
        inner.container = container
        return inner
    }

    func finite(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return v
    }

    func insets(_ edges: Edges, _ v: Double) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
            bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
    }

    func inset(_ p: ProposedSize, _ e: EdgeInsets) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
    }

    func font(for content: TextContent, _ env: LayoutEnvironment) -> FontSpec {
        var font: FontSpec
        if let own = content.font {
            font = own
        } else {
            font = env.theme.font(content.style ?? env.textStyle, at: env.contentSize, weight: content.weight ?? env.fontWeight)
            if let size = content.pointSize {
                font.lineHeight = (size * font.lineHeight / font.size).rounded()
                font.size = size
            }
        }
        if env.display.boldText {
            font.weight = font.weight.bolder
            for i in font.runs.indices { font.runs[i].weight = font.runs[i].weight.bolder }
        }
        return font
    }

    func measureText(_ content: TextContent, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> TextMeasurement {
        let font = font(for: content, env)
        if content.minimumScaleFactor < 1 { return try fittedText(content, font, p).measurement }
        return try measureText(content, font, p)
    }

    /// The font a text with a minimum scale factor is drawn in for `p`, and its measurement:
    /// as large as fits without truncation, down to the factor (SwiftUI shrinks such text
    /// before it cuts it), found by halving the interval eight times.
    func fittedText(_ content: TextContent, _ font: FontSpec, _ p: ProposedSize) throws -> (font: FontSpec, measurement: TextMeasurement) {
        let full = try measureText(content, font, p)
        guard full.isTruncated, content.minimumScaleFactor < 1 else { return (font, full) }
        func scaled(_ s: Double) -> FontSpec {
            var f = font
            f.size *= s
            f.lineHeight *= s
            for i in f.runs.indices { f.runs[i].size *= s }
            return f
        }
        var (low, high) = (max(0.01, content.minimumScaleFactor), 1.0)
        var best = (font: scaled(low), measurement: try measureText(content, scaled(low), p))
        guard !best.measurement.isTruncated else { return best }
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let m = try measureText(content, scaled(middle), p)
            if m.isTruncated {
                high = middle
            } else {
                low = middle
                best = (scaled(middle), m)
            }
        }
        return best
    }

    func measureText(_ content: TextContent, _ font: FontSpec, _ p: ProposedSize) throws -> TextMeasurement {
        let width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var lines = content.lineLimit
        // As many lines as the height holds — counted in Double, clamped before it is an Int:
        // a huge height or a zero line height (a tiny point size) is no trap.
        if let h = p.height, h.isFinite, font.lineHeight > 0 {
            let count = ((h + 0.001) / font.lineHeight).rounded(.down)
            let fit = count.isNaN ? 1 : Int(min(max(count, 1), Double(Int32.max)))
            lines = min(lines ?? fit, fit)
        }
        try deadline?.check(while: "measuring text")
        return measurer.measure(content.string, font: font, maxWidth: width, maxLines: lines)
    }

    /// Natural size for a fixed image; for a resizable one, the proposal with the aspect ratio
    /// kept (fit: inside it; fill: covering it — the frame is still the proposal, the overflow is
    /// clipped when drawn).
    func imageSize(_ content: ImageContent, _ p: ProposedSize) -> Size {
        let natural = images?.naturalSize(of: content.source) ?? Size(width: 0, height: 0)
        guard content.resizable else { return natural }
        let aspect = natural.height > 0 ? natural.width / natural.height : 1
        switch (finite(p.width), finite(p.height)) {
        case (nil, nil): return natural
        case (let w?, nil): return Size(width: w, height: w / aspect)
        case (nil, let h?): return Size(width: h * aspect, height: h)
        case (let w?, let h?):
            if content.contentMode == .fill { return Size(width: w, height: h) }
            return w / h > aspect ? Size(width: h * aspect, height: h) : Size(width: w, height: w / aspect)
        }
    }

    /// Frame sizing per the reference: fixed frames propose and report their size; flexible
    /// frames clamp the proposal to [min, max] and report per the bounds given.
    func frameSize(_ f: FrameSpec, _ child: Int, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> (size: Size, childProposal: ProposedSize) {
        func proposeAxis(_ fixed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ given: Double?) -> Double? {
            if let fixed { return fixed }
            // An ideal size is what the frame proposes where its parent proposes none.
            if lo == nil && hi == nil { return given ?? ideal }
            var v = given ?? ideal
            if let current = v {
                if let lo { v = max(current, lo) }
                if let hi, let c = v { v = min(c, hi) }
            }
            return v
        }
        let cp = ProposedSize(
            width: proposeAxis(f.width, f.minWidth, f.idealWidth, f.maxWidth, p.width),
            height: proposeAxis(f.height, f.minHeight, f.idealHeight, f.maxHeight, p.height))
        let c = try size(child, cp, env)
        func report(_ fixed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ given: Double?, _ childLength: Double) -> Double {
            if let fixed { return fixed }
            if lo == nil && hi == nil { return childLength }
            // An infinite proposal (a stack's probe for how far a child can grow) is a real
            // proposal, as in SwiftUI: `maxHeight: .infinity` answers infinity and a finite
            // maximum answers itself, so the frame takes what its siblings leave.
            guard let given else {
                // nil (ideal) proposal: the child's size clamped by the bounds (or the ideal).
                var v = ideal ?? childLength
                if let lo { v = max(v, lo) }
                if let hi, hi.isFinite { v = min(v, hi) }
                return v
            }
            if let lo, let hi { return min(max(given, lo), hi) }
            if let lo { return max(min(given, childLength), lo) }
            return min(max(given, childLength), hi!)
        }
        let size = Size(
            width: report(f.width, f.minWidth, f.idealWidth, f.maxWidth, p.width, c.width),
            height: report(f.height, f.minHeight, f.idealHeight, f.maxHeight, p.height, c.height))
        return (size, cp)
    }

    /// ViewThatFits: the first child whose ideal size fits on the constrained axes, else the last.
    func chooseFitting(_ children: ChildList, _ axes: Axes, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> Int? {
        for child in children {
            let ideal = try size(
                child, ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height), env)
            let fitsW = !axes.contains(.horizontal) || (finite(p.width).map { ideal.width <= $0 + 0.001 } ?? true)
            let fitsH = !axes.contains(.vertical) || (finite(p.height).map { ideal.height <= $0 + 0.001 } ?? true)
            if fitsW && fitsH { return child }
        }
        return children.last
    }

    /// `aspectRatio(_:contentMode:)` on any view: the largest (fit) or smallest (fill) size of
    /// the ratio for the proposal, which the child is then proposed. With no ratio, the child's
    /// ideal size gives it; an unspecified dimension follows from the other.
    func aspectSize(_ ratio: Double?, _ mode: ContentMode, _ child: Int, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> (
        size: Size, childProposal: ProposedSize
    ) {
        var r = ratio ?? 1
        if ratio == nil {
            let ideal = try size(child, ProposedSize(width: nil, height: nil), env)
            r = ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        }
        guard r.isFinite, r > 0 else { return (try size(child, p, env), p) }
        let target: Size
        switch (finite(p.width), finite(p.height)) {
        case (nil, nil):
            let ideal = try size(child, ProposedSize(width: nil, height: nil), env)
            target = Size(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): target = Size(width: w, height: w / r)
        case (nil, let h?): target = Size(width: h * r, height: h)
        case (let w?, let h?):
            let wider = w / max(h, 0.000_001) > r
            if (mode == .fit) == wider { target = Size(width: h * r, height: h) } else { target = Size(width: w, height: w / r) }
        }
        let cp = ProposedSize(target)
        return (try size(child, cp, env), cp)
    }
}
