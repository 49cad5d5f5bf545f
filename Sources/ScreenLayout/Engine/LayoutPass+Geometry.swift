import Theme

extension LayoutPass {
    /// Makes a geometry reader's content for `rect` and lays it out in a pass of its own, proposed
    /// the whole rect and placed at its top left; what that pass draws and names joins this one's,
    /// inside the clips, scroll view and identifier the reader is in.
    func placeGeometry(_ provider: GeometryProvider, _ rect: Rect, _ env: LayoutEnvironment) throws -> LayoutBox {
        let insets = EdgeInsets(
            top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX), bottom: max(0, rect.maxY - safe.maxY),
            trailing: max(0, rect.maxX - safe.maxX))
        let content = provider.node(for: GeometryInfo(size: rect.size, frame: rect, safeAreaInsets: insets))
        let inner = LayoutPass(root: content, measurer: measurer, images: images, screen: screen, safe: safe)
        inner.clips = clips
        inner.scrollDepth = scrollDepth
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
}
