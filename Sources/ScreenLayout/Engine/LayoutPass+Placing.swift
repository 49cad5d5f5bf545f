import Theme

extension LayoutPass {

    /// Places `node` in `rect`, the size it chose for proposal `p`. Like SwiftUI's
    /// `placeSubviews`, children are re-proposed what they were proposed when sizing, so an
    /// overflowing stack places its children as it sized them.
    func place(_ i: Int, _ rect: Rect, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> LayoutBox {
        try deadline?.step(while: "laying out")
        let node = kids(i)
        var children: [LayoutBox] = []
        var label = BoxLabel.node(kinds[i])
        switch kinds[i] {
        case .empty, .spacer:
            break
        case .stack(let axis, _, _):
            var inner = env
            inner.stackAxis = axis
            let frames = try childFrames(i, rect, p, env)
            children = try placeInDrawingOrder(node) { k, child in try place(child, frames[k].0, frames[k].1, inner) }
        case .zstack:
            let frames = try childFrames(i, rect, p, env)
            children = try placeInDrawingOrder(node) { k, child in try place(child, frames[k].0, frames[k].1, env) }
        case .text(let content):
            let m: TextMeasurement
            if case .text(let proposal, let cached) = memo[i], proposal == p { m = cached } else { m = try measureText(content, p, env) }
            var font = font(for: content, env)
            if content.minimumScaleFactor < 1 { font = try fittedText(content, font, p).font }
            let color = try content.rgba ?? env.theme.color(content.color ?? env.foreground, in: env.colorScheme)
            let alignment = content.alignment == .leading ? env.multilineAlignment : content.alignment
            if content.isRedacted {
                items += placeholderBars(rect, lines: max(1, m.lineCount), color: color)
            } else {
                items.append(
                    .text(
                        TextRun(
                            string: content.string, font: font, color: color, frame: rect, alignment: alignment, maxLines: m.lineCount,
                            isTruncated: m.isTruncated)))
            }
            semantics.append(
                SemanticsElement(
                    // A string cut to the text budget is truncated too, and the audits say so.
                    role: .text, label: content.string, identifier: identifiers.last, frame: rect, isInteractive: false,
                    isTruncated: m.isTruncated || content.originalLength != nil,
                    clip: clips.last, inScrollView: scrollDepth > 0, allowsTruncation: content.allowsTruncation, font: font,
                    color: content.isRedacted ? nil : color))
            note(.text, rect)
            label = .text(content.string, content.style ?? env.textStyle)
        case .icon(let name, let size):
            let side = env.theme.dimension(size)
            let font = FontSpec(family: iconFontFamily, size: side, lineHeight: side, weight: .regular)
            let color = try env.theme.color(env.foreground, in: env.colorScheme)
            items.append(
                .text(TextRun(string: name.glyph, font: font, color: color, frame: rect, alignment: .center, maxLines: 1, isTruncated: false)))
            note(.icon, rect)
        case .glyph(let content):
            let side = content.resizable ? min(rect.width, rect.height) : content.size
            let font = FontSpec(family: iconFontFamily, size: side, lineHeight: side, weight: .regular)
            items.append(
                .text(
                    TextRun(string: content.glyph, font: font, color: content.color, frame: rect, alignment: .center, maxLines: 1, isTruncated: false)
                ))
            note(.icon, rect)
        case .position(let x, let y):
            let cs = try size(node[0], p, env)
            let frame = Rect(x: rect.minX + x - cs.width / 2, y: rect.minY + y - cs.height / 2, width: cs.width, height: cs.height)
            children.append(try place(node[0], frame, p, env))
        case .aspectRatio(let ratio, let mode):
            let (cs, cp) = try aspectSize(ratio, mode, node[0], p, env)
            children.append(try place(node[0], Alignment.center.place(cs, in: rect), cp, env))
        case .customLayout(let provider):
            let proxies = layoutChildren(node, env)
            let placements = provider.algorithm.placements(in: rect, proposal: p, children: proxies)
            for (k, child) in node.enumerated() {
                let placement =
                    k < placements.count
                    ? placements[k] : nil
                let spot =
                    placement
                    ?? ChildPlacement(
                        position: Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2), anchor: Point(x: 0.5, y: 0.5),
                        proposal: .unspecified)
                let cs = try size(child, spot.proposal, env)
                let frame = Rect(
                    x: spot.position.x - spot.anchor.x * cs.width, y: spot.position.y - spot.anchor.y * cs.height, width: cs.width, height: cs.height)
                children.append(try place(child, frame, spot.proposal, env))
            }
        case .layoutValue, .alignmentGuide:
            children.append(try place(node[0], rect, p, env))
        case .containerRelative(let spec):
            let cp = containerProposal(spec, p, env)
            children.append(try place(node[0], try align(node[0], cp, spec.alignment, in: rect, env), cp, env))
        case .geometry(let provider):
            children.append(try placeGeometry(provider, rect, env))
        case .unsupported(let feature):
            unsupported.append(UnsupportedElement(feature: feature, frame: rect))
            children.append(try place(node[0], rect, p, env))
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
            semantics.append(
                SemanticsElement(
                    role: .image, label: nil, identifier: identifiers.last, frame: rect, isInteractive: false, isTruncated: false, clip: clips.last,
                    inScrollView: scrollDepth > 0, allowsTruncation: false, font: nil, color: nil))
            note(.image, rect)
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
            note(.material, path.rect)
        case .shadow(let spec):
            switch spec {
            case .token(let name):
                let v = try env.theme.shadow(name, in: env.colorScheme)
                items.append(.pushShadow(ShadowStyle(color: v.color, radius: v.blur, offset: Point(x: v.offsetX, y: v.offsetY))))
            case .custom(let color, let radius, let x, let y):
                let c = try env.theme.color(color, in: env.colorScheme)
                items.append(.pushShadow(ShadowStyle(color: c, radius: radius, offset: Point(x: x, y: y))))
            case .rgba(let c, let radius, let x, let y):
                items.append(.pushShadow(ShadowStyle(color: c, radius: radius, offset: Point(x: x, y: y))))
            }
            children.append(try place(node[0], rect, p, env))
            items.append(.popShadow)
        case .shape(let content):
            let path = try resolve(content.shape, rect, env)
            if let fill = content.fillRGBA {
                items.append(.fill(path, fill))
            } else if let fill = content.fill {
                items.append(.fill(path, try env.theme.color(fill, in: env.colorScheme)))
            }
            if let gradient = content.gradient {
                items.append(.gradientFill(path, try resolve(gradient, rect, env)))
            }
            let strokeColor = try content.strokeRGBA ?? content.stroke.map { try env.theme.color($0, in: env.colorScheme) }
            if let strokeColor {
                let w = content.lineWidth
                let stroked =
                    content.strokeInside
                    ? try resolve(content.shape, rect.inset(by: EdgeInsets(top: w / 2, leading: w / 2, bottom: w / 2, trailing: w / 2)), env) : path
                if let details = content.strokeDetails, !details.isPlain {
                    items.append(.styledStroke(stroked, strokeColor, details))
                } else {
                    items.append(.stroke(stroked, strokeColor, lineWidth: w))
                }
            }
            if content.fill != nil || content.fillRGBA != nil || content.gradient != nil || strokeColor != nil { note(.shape, path.rect) }
        case .scroll(let axis):
            let child = node[0]
            let cp = ProposedSize(axis: axis, along: nil, across: rect.size[axis.other])
            let env = scrollEnvironment(p, env)
            let cs = try size(child, cp, env)
            // `scrollClipDisabled()`: the content draws past the viewport (its clip stays the outer one).
            let clipsContent = !isScrollClipDisabled(child)
            if clipsContent { items.append(.pushClip(ShapePath(kind: .rectangle, rect: rect))) }
            pushClip(clipsContent ? rect : clips.last ?? Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
            scrollDepth += 1
            scrollViewports.append(rect)
            defer {
                scrollDepth -= 1
                scrollViewports.removeLast()
                clips.removeLast()
            }
            // Content starts at the viewport's leading/top edge along the axis and is centred across
            // it (it may be wider than the viewport, and is then clipped).
            let across = axis == .vertical ? rect.minX + (rect.width - cs.width) / 2 : rect.minY + (rect.height - cs.height) / 2
            let frame =
                axis == .vertical
                ? Rect(x: across, y: rect.minY, width: cs.width, height: cs.height)
                : Rect(x: rect.minX, y: across, width: cs.width, height: cs.height)
            children.append(try place(child, frame, cp, env))
            if clipsContent { items.append(.popClip) }
        case .padding(let edges, let length):
            let e = insets(edges, length.resolve(env.theme))
            let inner = ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
            children.append(try place(node[0], rect.inset(by: e), inner, env))
        case .frame(let f):
            let (_, cp) = try frameSize(f, node[0], p, env)
            children.append(try place(node[0], try align(node[0], cp, f.alignment, in: rect, env), cp, env))
        case .background(let alignment), .overlay(let alignment):
            let isBackground: Bool
            if case .background = kinds[i] { isBackground = true } else { isBackground = false }
            let decoration = node[1]
            let dp = ProposedSize(rect.size)
            let spot = try decorationFrame(node[0], p, decoration, dp, alignment, in: rect, env)
            if isBackground {
                let d = try place(decoration, spot, dp, env)
                children = [try place(node[0], rect, p, env), d]
            } else {
                let primary = try place(node[0], rect, p, env)
                children = [primary, try place(decoration, spot, dp, env)]
            }
        case .layoutPriority:
            children.append(try place(node[0], rect, p, env))
        case .fixedSize(let h, let v):
            children.append(try place(node[0], rect, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), env))
        case .offset(let x, let y):
            children.append(try place(node[0], rect.offsetBy(dx: x, dy: y), p, env))
        case .opacity(let o):
            items.append(.pushOpacity(o))
            children.append(try place(node[0], rect, p, env))
            items.append(.popOpacity)
        case .effect(let effect):
            children.append(try placeEffect(effect, node[0], rect, p, env))
        case .mask(let alignment):
            items.append(.pushMask)
            children.append(try place(node[0], rect, p, env))
            items.append(.maskContent)
            let mp = ProposedSize(rect.size)
            let ms = try size(node[1], mp, env)
            // The mask decides what shows, and is not itself seen: its leaves are no drawn content.
            let savedDrawn = drawn.count
            let savedSemantics = semantics.count
            children.append(try place(node[1], alignment.place(ms, in: rect), mp, env))
            drawn.removeSubrange(savedDrawn...)
            semantics.removeSubrange(savedSemantics...)
            items.append(.popMask)
        case .clip(let shape):
            items.append(.pushClip(try resolve(shape, rect, env)))
            pushClip(rect)
            children.append(try place(node[0], rect, p, env))
            clips.removeLast()
            items.append(.popClip)
        case .ignoresSafeArea(let edges):
            let expanded = expand(rect, edges)
            let ep = ProposedSize(expanded.size)
            let cs = try size(node[0], ep, env)
            fullBleedDepth += 1
            children.append(try place(node[0], Alignment.center.place(cs, in: expanded), ep, env))
            fullBleedDepth -= 1
        case .hidden:
            let savedItems = items.count
            let savedSemantics = semantics.count
            children.append(try place(node[0], rect, p, env))
            items.removeSubrange(savedItems...)
            semantics.removeSubrange(savedSemantics...)
        case .grid(let spec):
            let g = try gridLayout(spec, node, p, env)
            let offset = max(0, (rect.width - (g.columns.last.map { $0.x + $0.width } ?? 0)) / 2)
            var y = rect.minY
            for (row, height) in g.rowHeights.enumerated() {
                for (c, column) in g.columns.enumerated() {
                    let index = row * g.columns.count + c
                    guard index < node.count else { break }
                    let cp = ProposedSize(width: column.width, height: nil)
                    let cs = try size(node[index], cp, env)
                    let cell = Rect(x: rect.minX + offset + column.x, y: y, width: column.width, height: height)
                    children.append(try place(node[index], column.alignment.place(cs, in: cell), cp, env))
                }
                y += height + g.spacing
            }
        case .viewThatFits(let axes):
            if let chosen = try chooseFitting(node, axes, p, env) {
                children.append(try place(chosen, rect, p, env))
            }
        case .twoPane(let spec):
            let panes = twoPaneRects(spec, rect, env)
            label = .twoPane(panes.arrangement)
            for (pane, paneRect) in panes.panes {
                let pp = ProposedSize(paneRect.size)
                let cs = try size(node[pane], pp, env)
                children.append(try place(node[pane], Alignment.topLeading.place(cs, in: paneRect), pp, env))
            }
        case .environment(let o):
            children.append(try place(node[0], rect, p, env.applying(o)))
        case .semantics(let s):
            semantics.append(
                SemanticsElement(
                    role: s.role, label: s.label, identifier: s.identifier ?? identifiers.last, frame: rect, isInteractive: s.isInteractive,
                    isTruncated: false, clip: clips.last, inScrollView: scrollDepth > 0, allowsTruncation: false, font: nil, color: nil))
            if let id = s.identifier { identifiers.append(id) }
            children.append(try place(node[0], rect, p, env))
            if s.identifier != nil { identifiers.removeLast() }
        }
        return LayoutBox(label: label, frame: rect, children: children)
    }

    /// Records a drawn leaf for the audits.
    func note(_ kind: DrawnElement.Kind, _ frame: Rect) {
        drawn.append(
            DrawnElement(
                kind: kind, frame: frame, identifier: identifiers.last, inScrollView: scrollDepth > 0, isFullBleed: fullBleedDepth > 0,
                clip: clips.last))
    }

    /// Enters a clip: the visible region is the intersection with the enclosing one.
    func pushClip(_ rect: Rect) {
        guard let outer = clips.last else {
            clips.append(rect)
            return
        }
        let minX = max(outer.minX, rect.minX)
        let minY = max(outer.minY, rect.minY)
        let maxX = min(outer.maxX, rect.maxX)
        let maxY = min(outer.maxY, rect.maxY)
        clips.append(Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY)))
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
        case .ellipse:
            return ShapePath(kind: .ellipse, rect: rect)
        case .circle:
            let d = min(rect.width, rect.height)
            return ShapePath(
                kind: .ellipse, rect: Rect(x: rect.minX + (rect.width - d) / 2, y: rect.minY + (rect.height - d) / 2, width: d, height: d))
        case .path(let data):
            return ShapePath(kind: .path(data.mapped(into: rect)), rect: rect)
        case .provided(let provider):
            let commands = provider.path(for: rect.size).map { command -> PathCommand in
                func m(_ p: Point) -> Point { Point(x: rect.minX + p.x, y: rect.minY + p.y) }
                switch command {
                case .move(let p): return .move(m(p))
                case .line(let p): return .line(m(p))
                case .curve(let a, let b, let c): return .curve(control1: m(a), control2: m(b), to: m(c))
                case .close: return .close
                }
            }
            var path = ShapePath(kind: .path(commands), rect: rect)
            path.isEvenOdd = provider.isEvenOdd
            return path
        }
    }

    func resolve(_ g: Gradient, _ rect: Rect, _ env: LayoutEnvironment) throws -> ResolvedGradient {
        func m(_ p: Point) -> Point { Point(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        let kind: ResolvedGradient.Kind
        switch g.kind {
        case .linear(let a, let b): kind = .linear(start: m(a), end: m(b))
        case .radial(let c, let r): kind = .radial(center: m(c), radius: r * max(rect.width, rect.height))
        case .radialPoints(let c, let r): kind = .radial(center: m(c), radius: r)
        case .conic(let c, let a, let b): kind = .conic(center: m(c), startAngle: a, endAngle: b)
        case .elliptical(let c, let rx, let ry): kind = .elliptical(center: m(c), radiusX: rx * rect.width, radiusY: ry * rect.height)
        }
        let colors = try g.stops.map { try $0.rgba ?? env.theme.color($0.color, in: env.colorScheme).withOpacity($0.opacity) }
        return ResolvedGradient(kind: kind, locations: g.stops.map(\.location), colors: colors)
    }
}

/// The layout value key a scroll view's content carries when `scrollClipDisabled()` lets it
/// draw past the viewport.
public let scrollClipDisabledLayoutKey = "SwiftUI.scrollClipDisabled"

extension LayoutPass {
    func isScrollClipDisabled(_ child: Int) -> Bool {
        if case .layoutValue(let box) = kinds[child], box.key == scrollClipDisabledLayoutKey { return true }
        return false
    }
}
