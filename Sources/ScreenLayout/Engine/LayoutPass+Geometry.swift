import Theme

extension LayoutPass {
    /// Makes a geometry reader's content for `rect` and lays it out in a pass of its own, proposed
    /// the whole rect and placed at its top left; what that pass draws and names joins this one's,
    /// inside the clips, scroll view and identifier the reader is in.
    func placeGeometry(_ provider: GeometryProvider, _ rect: Rect, _ env: LayoutEnvironment) throws -> LayoutBox {
        let insets = EdgeInsets(
            top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX), bottom: max(0, rect.maxY - safe.maxY),
            trailing: max(0, rect.maxX - safe.maxX))
        let content = provider.node(for: GeometryInfo(size: rect.size, frame: rect, safeAreaInsets: insets, scrollViewport: scrollViewports.last))
        let inner = LayoutPass(root: content, measurer: measurer, images: images, screen: screen, safe: safe)
        inner.clips = clips
        inner.scrollDepth = scrollDepth
        inner.scrollViewports = scrollViewports
        inner.identifiers = identifiers
        inner.fullBleedDepth = fullBleedDepth
        inner.deadline = deadline
        let proposal = ProposedSize(rect.size)
        let size = try inner.size(0, proposal, env)
        let box = try inner.place(0, Rect(origin: rect.origin, size: size), proposal, env)
        items += inner.items
        semantics += inner.semantics
        drawn += inner.drawn
        unsupported += inner.unsupported
        return box
    }

    /// The children of a custom layout as it sees them: measured through this pass (errors
    /// measure as zero and surface when the child is placed), with their priorities and values.
    func layoutChildren(_ children: ChildList, _ env: LayoutEnvironment) -> [LayoutChild] {
        children.map { child in
            var values: [String: LayoutValueBox] = [:]
            // Values reach the layout through the modifiers applied after them.
            var i = child
            while true {
                if case .layoutValue(let box) = kinds[i], values[box.key] == nil { values[box.key] = box }
                guard LayoutPass.isModifier(kinds[i]), childCount[i] == 1 else { break }
                i = kids(i)[0]
            }
            return LayoutChild(
                measure: { [unowned self] p in (try? self.size(child, p, env)) ?? .zero }, priority: priority(child), values: values,
                guides: { [unowned self] p in (try? self.dimensions(child, p, env)) ?? GuideDimensions(width: 0, height: 0) })
        }
    }

    /// Kinds that modify one child (what a value set on the child passes through).
    static func isModifier(_ kind: Node.Kind) -> Bool {
        switch kind {
        case .padding, .frame, .layoutPriority, .fixedSize, .offset, .opacity, .clip, .shadow, .hidden, .ignoresSafeArea, .environment,
            .semantics, .position, .aspectRatio, .unsupported, .layoutValue, .alignmentGuide, .containerRelative, .effect:
            return true
        default:
            return false
        }
    }
}
