import ScreenLayout

/// Margins around the content of the scroll views (and lists) inside, per edge; nil keeps the
/// container's own.
struct ScrollMargins: Hashable, Sendable {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?

    mutating func set(_ edges: Edge.Set, _ length: Double) {
        if edges.contains(.top) { top = length }
        if edges.contains(.leading) { leading = length }
        if edges.contains(.bottom) { bottom = length }
        if edges.contains(.trailing) { trailing = length }
    }

    /// `node` padded by the margins that are set.
    func pad(_ node: Node) -> Node {
        var result = node
        let sides: [(Edges, Double?)] = [(.top, top), (.leading, leading), (.bottom, bottom), (.trailing, trailing)]
        for case (let edge, let value?) in sides where value != 0 { result = Node(.padding(edge, .points(value)), children: [result]) }
        return result
    }
}

nonisolated extension View {
    /// Margins around the content of the scroll views and lists inside, as SwiftUI's
    /// `contentMargins(_:_:for:)`: the content is inset, the scroll view keeps its frame, so at
    /// rest content starts at the margin and runs on to the scroll view's edge.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { cards } }.contentMargins(.horizontal, 20, for: .scrollContent)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        changingEnvironment { env in
            // Indicator margins move only the indicators, which a still does not draw.
            guard placement != .scrollIndicators else { return }
            var margins = env.scrollContentMargins ?? ScrollMargins()
            margins.set(edges, Double(length ?? 16))
            env.scrollContentMargins = margins
        }
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        changingEnvironment { env in
            guard placement != .scrollIndicators else { return }
            var margins = env.scrollContentMargins ?? ScrollMargins()
            if edges.contains(.top) { margins.top = Double(insets.top) }
            if edges.contains(.leading) { margins.leading = Double(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = Double(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = Double(insets.trailing) }
            env.scrollContentMargins = margins
        }
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Adds to the safe area, as SwiftUI's `safeAreaPadding`: a scroll view's content is inset
    /// and scrolls on to its edges; any other view is padded.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var margins = ScrollMargins()
        margins.set(edges, Double(length ?? 16))
        return safeAreaPadding(margins)
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        safeAreaPadding(
            ScrollMargins(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing)))
    }

    func safeAreaPadding(_ margins: ScrollMargins) -> some View {
        wrapping { node, _ in Self.insetScrollContent(node, margins) ?? margins.pad(node) }
    }

    /// `node` with the content of the scroll view it is (through modifiers that keep its frame)
    /// inset by `margins`; nil when it is no scroll view.
    static func insetScrollContent(_ node: Node, _ margins: ScrollMargins) -> Node? {
        switch node.kind {
        case .scroll:
            guard let content = node.children.first else { return nil }
            return Node(node.kind, children: [margins.pad(content)])
        case .semantics, .environment, .layoutValue, .unsupported, .frame, .opacity, .shadow:
            guard node.children.count == 1, let inner = insetScrollContent(node.children[0], margins) else { return nil }
            return Node(node.kind, children: [inner])
        default:
            return nil
        }
    }
}

extension EnvironmentValues {
    var scrollContentMargins: ScrollMargins? {
        get { self[ScrollMarginsKey.self] }
        set { self[ScrollMarginsKey.self] = newValue }
    }
}

private struct ScrollMarginsKey: EnvironmentKey { static var defaultValue: ScrollMargins? { nil } }
