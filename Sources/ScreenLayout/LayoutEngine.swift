import Theme

/// Turns a `Node` tree into frames, a display list and semantics, following SwiftUI's
/// propose → choose → place contract (see shared/reference/layout-semantics.md).
///
/// ```swift
/// let engine = LayoutEngine(measurer: PangoTextSystem(fonts: fonts))
/// let result = try engine.layout(WelcomeScreen.body(model), in: env)
/// ```
public struct LayoutEngine {
    let measurer: CachingTextMeasurer
    let images: (any ImageMeasuring)?

    public init(measurer: any TextMeasuring, images: (any ImageMeasuring)? = nil) {
        self.measurer = CachingTextMeasurer(measurer)
        self.images = images
    }

    /// Lays `root` out on the environment's device: proposed the safe area, placed inside it.
    public func layout(_ root: Node, in environment: LayoutEnvironment) throws -> LayoutResult {
        let screen = Rect(origin: .zero, size: environment.device.size)
        let pass = LayoutPass(measurer: measurer, images: images, screen: screen, safe: screen.inset(by: environment.device.safeArea))
        let safe = pass.safe
        let size = try pass.size(root, ProposedSize(safe.size), environment)
        let frame = Alignment.center.place(size, in: safe)
        let box = try pass.place(root, frame, ProposedSize(safe.size), environment)
        return LayoutResult(root: box, displayList: pass.items, semantics: pass.semantics, canvas: screen.size)
    }
}

/// Caches measurements per string, font, width and line limit.
final class CachingTextMeasurer {
    struct Key: Hashable {
        var string: String
        var font: FontSpec
        var width: Double?
        var lines: Int?
    }
    let base: any TextMeasuring
    private var cache: [Key: TextMeasurement] = [:]
    init(_ base: any TextMeasuring) { self.base = base }
    func measure(_ s: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let key = Key(string: s, font: font, width: maxWidth, lines: maxLines)
        if let hit = cache[key] { return hit }
        let m = base.measure(s, font: font, maxWidth: maxWidth, maxLines: maxLines)
        cache[key] = m
        return m
    }
}

/// Failures that stop a layout, each naming the node.
public struct LayoutError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}

/// One layout pass: sizing is a pure function of node, proposal and environment; placing
/// records boxes, display items and semantics.
final class LayoutPass {
    let measurer: CachingTextMeasurer
    let images: (any ImageMeasuring)?
    let screen: Rect
    let safe: Rect
    var items: [DisplayItem] = []
    var semantics: [SemanticsElement] = []

    init(measurer: CachingTextMeasurer, images: (any ImageMeasuring)?, screen: Rect, safe: Rect) {
        self.measurer = measurer
        self.images = images
        self.screen = screen
        self.safe = safe
    }

    // MARK: - Sizing

    func size(_ node: Node, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> Size {
        switch node.kind {
        case .empty:
            return .zero
        case .stack(let axis, _, let spacing):
            let sizes = try stackSizes(node.children, axis: axis, spacing: spacing, p, env)
            return stackExtent(sizes.sizes, gaps: sizes.gaps, axis: axis)
        case .zstack:
            var w = 0.0
            var h = 0.0
            for child in node.children {
                let s = try size(child, p, env)
                w = max(w, s.width)
                h = max(h, s.height)
            }
            return Size(width: w, height: h)
        case .spacer(let minLength):
            let minimum = minLength ?? 8
            guard let axis = env.stackAxis else {
                return Size(width: p.width ?? 0, height: p.height ?? 0)
            }
            return Size(axis: axis, along: max(p[axis] ?? minimum, minimum), across: 0)
        case .text(let content):
            return try measureText(content, p, env).size
        case .shape:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .icon(_, let size):
            let side = env.theme.dimension(size)
            return Size(width: side, height: side)
        case .image(let content):
            return imageSize(content, p)
        case .material:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .scroll(let axis):
            let child = try size(node.children[0], ProposedSize(axis: axis, along: nil, across: p[axis.other]), env)
            let along = p[axis].flatMap { $0.isFinite ? $0 : nil } ?? child[axis]
            let across = p[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? child[axis.other]
            return Size(axis: axis, along: along, across: across)
        case .padding(let edges, let length):
            let e = insets(edges, length.resolve(env.theme))
            let inner = ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
            let s = try size(node.children[0], inner, env)
            return Size(width: s.width + e.horizontal, height: s.height + e.vertical)
        case .frame(let f):
            return try frameSize(f, node.children[0], p, env).size
        case .background, .overlay:
            return try size(node.children[0], p, env)
        case .fixedSize(let h, let v):
            return try size(node.children[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), env)
        case .environment(let o):
            return try size(node.children[0], p, env.applying(o))
        case .layoutPriority, .offset, .opacity, .clip, .ignoresSafeArea, .semantics, .shadow:
            return try size(node.children[0], p, env)
        }
    }

    /// Natural size for a fixed image; for a resizable one, the proposal with the aspect ratio
    /// kept (fit: inside it; fill: covering it — the frame is still the proposal, the overflow is
    /// clipped when drawn).
    func imageSize(_ content: ImageContent, _ p: ProposedSize) -> Size {
        let natural = images?.naturalSize(of: content.source) ?? Size(width: 0, height: 0)
        guard content.resizable else { return natural }
        let aspect = natural.height > 0 ? natural.width / natural.height : 1
        switch (p.width.flatMap { $0.isFinite ? $0 : nil }, p.height.flatMap { $0.isFinite ? $0 : nil }) {
        case (nil, nil): return natural
        case (let w?, nil): return Size(width: w, height: w / aspect)
        case (nil, let h?): return Size(width: h * aspect, height: h)
        case (let w?, let h?):
            if content.contentMode == .fill { return Size(width: w, height: h) }
            return w / h > aspect ? Size(width: h * aspect, height: h) : Size(width: w, height: w / aspect)
        }
    }

    private func insets(_ edges: Edges, _ v: Double) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
            bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
    }

    func font(for content: TextContent, _ env: LayoutEnvironment) -> FontSpec {
        env.theme.font(content.style ?? env.textStyle, at: env.contentSize, weight: content.weight ?? env.fontWeight)
    }

    func measureText(_ content: TextContent, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> TextMeasurement {
        let font = font(for: content, env)
        let width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var lines = content.lineLimit
        if let h = p.height, h.isFinite {
            let fit = max(1, Int((h + 0.001) / font.lineHeight))
            lines = min(lines ?? fit, fit)
        }
        return measurer.measure(content.string, font: font, maxWidth: width, maxLines: lines)
    }

    /// Frame sizing per the reference: fixed frames propose and report their size; flexible
    /// frames clamp the proposal to [min, max] and report per the bounds given.
    func frameSize(_ f: FrameSpec, _ child: Node, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> (size: Size, childProposal: ProposedSize) {
        func proposeAxis(_ fixed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ given: Double?) -> Double? {
            if let fixed { return fixed }
            if lo == nil && hi == nil { return given }
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
            guard let given, given.isFinite || hi == nil else {
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

    // MARK: - Stacks

    struct StackSizes {
        var sizes: [Size]
        var proposals: [ProposedSize]
        var gaps: [Double]
    }

    func gaps(_ children: [Node], spacing: Length?, _ env: LayoutEnvironment) -> [Double] {
        children.indices.map { i in
            if i == 0 { return 0 }
            if let spacing { return spacing.resolve(env.theme) }
            return isSpacer(children[i]) || isSpacer(children[i - 1]) ? 0 : 8
        }
    }

    func isSpacer(_ node: Node) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    func priority(_ node: Node) -> Double {
        switch node.kind {
        case .layoutPriority(let value): return value
        case .spacer: return -Double.infinity  // a Spacer yields to every sibling
        case .semantics, .environment, .ignoresSafeArea: return priority(node.children[0])
        default: return 0
        }
    }

    /// The stack algorithm of the reference: reserve the minima of lower-priority groups,
    /// then hand out what is left in priority order, least flexible first.
    func stackSizes(_ children: [Node], axis: Axis, spacing: Length?, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> StackSizes {
        var inner = env
        inner.stackAxis = axis
        let g = gaps(children, spacing: spacing, env)
        let minor = p[axis.other]
        guard let along = p[axis] else {
            let proposal = ProposedSize(axis: axis, along: nil, across: minor)
            let sizes = try children.map { try size($0, proposal, inner) }
            return StackSizes(sizes: sizes, proposals: Array(repeating: proposal, count: children.count), gaps: g)
        }
        var available = along - g.reduce(0, +)
        var mins: [Double] = []
        var flex: [Double] = []
        for child in children {
            let lo = try size(child, ProposedSize(axis: axis, along: 0, across: minor), inner)[axis]
            let hi = try size(child, ProposedSize(axis: axis, along: .infinity, across: minor), inner)[axis]
            mins.append(lo)
            flex.append(hi - lo)
        }
        let prios = children.map(priority)
        let order = children.indices.sorted { a, b in
            if prios[a] != prios[b] { return prios[a] > prios[b] }
            if flex[a] != flex[b] { return flex[a] < flex[b] }
            return a < b
        }
        var groups: [[Int]] = []
        for i in order {
            if let last = groups.last?.last, prios[last] == prios[i] { groups[groups.count - 1].append(i) } else { groups.append([i]) }
        }
        for group in groups.dropFirst() { available -= group.reduce(0) { $0 + mins[$1] } }
        var sizes = [Size](repeating: .zero, count: children.count)
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        for (gi, group) in groups.enumerated() {
            if gi > 0 { available += group.reduce(0) { $0 + mins[$1] } }
            var remaining = group.count
            for i in group {
                let share = max(available / Double(remaining), 0)
                let proposal = ProposedSize(axis: axis, along: share, across: minor)
                let s = try size(children[i], proposal, inner)
                sizes[i] = s
                proposals[i] = proposal
                available -= s[axis]
                remaining -= 1
            }
        }
        return StackSizes(sizes: sizes, proposals: proposals, gaps: g)
    }

    func stackExtent(_ sizes: [Size], gaps: [Double], axis: Axis) -> Size {
        let along = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let across = sizes.map { $0[axis.other] }.max() ?? 0
        return Size(axis: axis, along: along, across: across)
    }

    // MARK: - Placing

    /// Places `node` in `rect`, the size it chose for proposal `p`. Like SwiftUI's
    /// `placeSubviews`, children are re-proposed what they were proposed when sizing, so an
    /// overflowing stack places its children as it sized them.
    func place(_ node: Node, _ rect: Rect, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> LayoutBox {
        var children: [LayoutBox] = []
        var summary: String
        switch node.kind {
        case .empty:
            summary = "Empty"
        case .stack(let axis, let alignment, let spacing):
            summary = axis == .vertical ? "VStack(\(alignment.horizontal.rawValue))" : "HStack(\(alignment.vertical.rawValue))"
            var inner = env
            inner.stackAxis = axis
            let s = try stackSizes(node.children, axis: axis, spacing: spacing, p, env)
            var cursor = axis == .horizontal ? rect.minX : rect.minY
            for (i, child) in node.children.enumerated() {
                cursor += s.gaps[i]
                let cs = s.sizes[i]
                let frame: Rect
                if axis == .horizontal {
                    frame = Rect(
                        x: cursor, y: rect.minY + alignment.vertical.offset(child: cs.height, in: rect.height), width: cs.width, height: cs.height)
                } else {
                    frame = Rect(
                        x: rect.minX + alignment.horizontal.offset(child: cs.width, in: rect.width), y: cursor, width: cs.width, height: cs.height)
                }
                cursor += cs[axis]
                children.append(try place(child, frame, s.proposals[i], inner))
            }
        case .zstack(let alignment):
            summary = "ZStack(\(alignment))"
            for child in node.children {
                let cs = try size(child, p, env)
                children.append(try place(child, alignment.place(cs, in: rect), p, env))
            }
        case .spacer:
            summary = "Spacer"
        case .text(let content):
            let m = try measureText(content, ProposedSize(width: rect.width, height: p.height), env)
            let font = font(for: content, env)
            let color = try env.theme.color(content.color ?? env.foreground, in: env.colorScheme)
            let alignment = content.alignment == .leading ? env.multilineAlignment : content.alignment
            items.append(
                .text(
                    TextRun(
                        string: content.string, font: font, color: color, frame: rect, alignment: alignment, maxLines: m.lineCount,
                        isTruncated: m.isTruncated)))
            semantics.append(
                SemanticsElement(role: .text, label: content.string, identifier: nil, frame: rect, isInteractive: false, isTruncated: m.isTruncated))
            summary = "Text \"\(content.string)\" \(content.style ?? env.textStyle)"
        case .icon(let name, let size):
            let side = env.theme.dimension(size)
            let font = FontSpec(family: iconFontFamily, size: side, lineHeight: side, weight: .regular)
            let color = try env.theme.color(env.foreground, in: env.colorScheme)
            items.append(
                .text(TextRun(string: name.glyph, font: font, color: color, frame: rect, alignment: .center, maxLines: 1, isTruncated: false)))
            summary = "Icon \(name)"
        case .image(let content):
            let natural = images?.naturalSize(of: content.source) ?? rect.size
            var imageRect = rect
            if content.resizable, natural.width > 0, natural.height > 0 {
                let aspect = natural.width / natural.height
                let fitsWider = rect.width / max(rect.height, 0.0001) > aspect
                let size: Size
                switch content.contentMode {
                case .fill:
                    size = fitsWider ? Size(width: rect.width, height: rect.width / aspect) : Size(width: rect.height * aspect, height: rect.height)
                case .fit:
                    size = fitsWider ? Size(width: rect.height * aspect, height: rect.height) : Size(width: rect.width, height: rect.width / aspect)
                }
                imageRect = Alignment.center.place(size, in: rect)
            }
            items.append(.image(ImageDraw(source: content.source, imageRect: imageRect, clip: rect)))
            semantics.append(SemanticsElement(role: .image, label: nil, identifier: nil, frame: rect, isInteractive: false, isTruncated: false))
            summary = "Image \(content.source)"
        case .material(let content):
            let path = try resolve(content.shape, rect, env)
            let theme = env.theme
            let style: MaterialStyle
            switch content.kind {
            case .frosted:
                style = MaterialStyle(
                    kind: .frosted, blurRadius: theme.dimension(.frostedBlur), tint: try theme.color(.frostedTint, in: env.colorScheme),
                    highlight: nil)
            case .glass:
                style = MaterialStyle(
                    kind: .glass, blurRadius: theme.dimension(.glassBlur), tint: try theme.color(.glassTint, in: env.colorScheme),
                    highlight: try theme.color(.glassHighlight, in: env.colorScheme))
            }
            items.append(.material(path, style))
            summary = "Material \(content.kind.rawValue) \(content.shape)"
        case .shadow(let spec):
            summary = "Shadow"
            let color = try env.theme.color(spec.color, in: env.colorScheme)
            items.append(.pushShadow(ShadowStyle(color: color, radius: spec.radius, offset: Point(x: spec.x, y: spec.y))))
            children.append(try place(node.children[0], rect, p, env))
            items.append(.popShadow)
        case .shape(let content):
            let path = try resolve(content.shape, rect, env)
            if let fill = content.fill {
                items.append(.fill(path, try env.theme.color(fill, in: env.colorScheme)))
            }
            if let gradient = content.gradient {
                items.append(.gradientFill(path, try resolve(gradient, rect, env)))
            }
            if let stroke = content.stroke {
                items.append(.stroke(path, try env.theme.color(stroke, in: env.colorScheme), lineWidth: content.lineWidth))
            }
            summary = "Shape \(content.shape)" + (content.fill.map { " fill \($0)" } ?? "")
        case .scroll(let axis):
            summary = "ScrollView(\(axis.rawValue))"
            let child = node.children[0]
            let cp = ProposedSize(axis: axis, along: nil, across: rect.size[axis.other])
            let cs = try size(child, cp, env)
            items.append(.pushClip(ShapePath(kind: .rectangle, rect: rect)))
            let frame = Rect(
                x: rect.minX, y: rect.minY, width: axis == .horizontal ? cs.width : rect.width, height: axis == .vertical ? cs.height : rect.height)
            children.append(try place(child, frame, cp, env))
            items.append(.popClip)
        case .padding(let edges, let length):
            summary = "Padding(\(length))"
            let e = insets(edges, length.resolve(env.theme))
            let inner = ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
            children.append(try place(node.children[0], rect.inset(by: e), inner, env))
        case .frame(let f):
            summary = "Frame"
            let (_, cp) = try frameSize(f, node.children[0], p, env)
            let cs = try size(node.children[0], cp, env)
            children.append(try place(node.children[0], f.alignment.place(cs, in: rect), cp, env))
        case .background(let alignment), .overlay(let alignment):
            let isBackground: Bool
            if case .background = node.kind { isBackground = true } else { isBackground = false }
            summary = isBackground ? "Background" : "Overlay"
            let decoration = node.children[1]
            let dp = ProposedSize(rect.size)
            let ds = try size(decoration, dp, env)
            if isBackground {
                let d = try place(decoration, alignment.place(ds, in: rect), dp, env)
                children = [try place(node.children[0], rect, p, env), d]
            } else {
                let primary = try place(node.children[0], rect, p, env)
                children = [primary, try place(decoration, alignment.place(ds, in: rect), dp, env)]
            }
        case .layoutPriority(let priority):
            summary = "LayoutPriority(\(fmt(priority)))"
            children.append(try place(node.children[0], rect, p, env))
        case .fixedSize(let h, let v):
            summary = "FixedSize"
            children.append(try place(node.children[0], rect, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), env))
        case .offset(let x, let y):
            summary = "Offset(\(fmt(x)), \(fmt(y)))"
            children.append(try place(node.children[0], rect.offsetBy(dx: x, dy: y), p, env))
        case .opacity(let o):
            summary = "Opacity(\(fmt(o)))"
            items.append(.pushOpacity(o))
            children.append(try place(node.children[0], rect, p, env))
            items.append(.popOpacity)
        case .clip(let shape):
            summary = "Clip(\(shape))"
            items.append(.pushClip(try resolve(shape, rect, env)))
            children.append(try place(node.children[0], rect, p, env))
            items.append(.popClip)
        case .ignoresSafeArea(let edges):
            summary = "IgnoresSafeArea"
            let expanded = expand(rect, edges)
            let ep = ProposedSize(expanded.size)
            let cs = try size(node.children[0], ep, env)
            children.append(try place(node.children[0], Alignment.center.place(cs, in: expanded), ep, env))
        case .environment(let o):
            summary = "Environment(\(o))"
            children.append(try place(node.children[0], rect, p, env.applying(o)))
        case .semantics(let s):
            summary = "Semantics(\(s.role.rawValue)\(s.identifier.map { " #\($0)" } ?? ""))"
            semantics.append(
                SemanticsElement(
                    role: s.role, label: s.label, identifier: s.identifier, frame: rect, isInteractive: s.isInteractive, isTruncated: false))
            children.append(try place(node.children[0], rect, p, env))
        }
        return LayoutBox(summary: summary, frame: rect, children: children)
    }

    /// Extends a frame that touches the safe area's edge out to the screen's edge.
    func expand(_ rect: Rect, _ edges: Edges) -> Rect {
        let eps = 0.5
        var minX = rect.minX
        var minY = rect.minY
        var maxX = rect.maxX
        var maxY = rect.maxY
        if edges.contains(.top) && abs(minY - safe.minY) < eps { minY = screen.minY }
        if edges.contains(.bottom) && abs(maxY - safe.maxY) < eps { maxY = screen.maxY }
        if edges.contains(.leading) && abs(minX - safe.minX) < eps { minX = screen.minX }
        if edges.contains(.trailing) && abs(maxX - safe.maxX) < eps { maxX = screen.maxX }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func resolve(_ shape: ShapeKind, _ rect: Rect, _ env: LayoutEnvironment) throws -> ShapePath {
        switch shape {
        case .rectangle:
            return ShapePath(kind: .rectangle, rect: rect)
        case .roundedRectangle(let r):
            return ShapePath(kind: .roundedRectangle(radius: min(r.resolve(env.theme), min(rect.width, rect.height) / 2)), rect: rect)
        case .capsule:
            return ShapePath(kind: .roundedRectangle(radius: min(rect.width, rect.height) / 2), rect: rect)
        case .circle:
            let d = min(rect.width, rect.height)
            return ShapePath(
                kind: .ellipse, rect: Rect(x: rect.minX + (rect.width - d) / 2, y: rect.minY + (rect.height - d) / 2, width: d, height: d))
        case .path(let data):
            return ShapePath(kind: .path(data.mapped(into: rect)), rect: rect)
        }
    }

    func resolve(_ g: Gradient, _ rect: Rect, _ env: LayoutEnvironment) throws -> ResolvedGradient {
        func m(_ p: Point) -> Point { Point(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        let kind: ResolvedGradient.Kind
        switch g.kind {
        case .linear(let a, let b): kind = .linear(start: m(a), end: m(b))
        case .radial(let c, let r): kind = .radial(center: m(c), radius: r * max(rect.width, rect.height))
        }
        let colors = try g.stops.map { try env.theme.color($0.color, in: env.colorScheme).withOpacity($0.opacity) }
        return ResolvedGradient(kind: kind, locations: g.stops.map(\.location), colors: colors)
    }
}
