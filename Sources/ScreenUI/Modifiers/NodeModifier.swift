import ScreenLayout

/// A view whose every node is wrapped by a layout modifier (as in SwiftUI, a modifier on a
/// group applies to each of its views).
nonisolated struct NodeModifier<Content: View>: PrimitiveView {
    let content: Content
    let apply: @MainActor (Node, ResolveContext) -> Node
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        // In place: the array is this call's own, so no second one is allocated.
        var nodes = content.nodes(in: context)
        for i in nodes.indices { nodes[i] = apply(nodes[i], context) }
        return nodes
    }
}

/// A view resolved in a changed environment.
nonisolated struct EnvironmentModifier<Content: View>: PrimitiveView {
    let content: Content
    let change: @MainActor (inout EnvironmentValues) -> Void
    @MainActor func resolve(in context: ResolveContext) -> [Node] { content.nodes(in: context.transforming(change)) }
}

/// A view the modifier leaves as it is, with a finding that says what a snapshot does not show.
nonisolated struct UnsupportedModifier<Content: View>: PrimitiveView {
    let content: Content
    let feature: String
    let fix: String
    let file: String
    let line: Int
    /// Whether the finding applies (a modifier may leave nothing out for some values).
    var applies = true
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        guard applies else { return content.nodes(in: context) }
        return content.nodes(in: context).map {
            Node(.unsupported(UnsupportedFeature(feature: feature, fix: fix, file: file, line: line)), children: [$0])
        }
    }
}

nonisolated extension View {
    func wrapping(_ apply: @escaping @MainActor (Node, ResolveContext) -> Node) -> NodeModifier<Self> {
        NodeModifier(content: self, apply: apply)
    }
    func changingEnvironment(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self, change: change)
    }
    func unsupported(
        _ feature: String, fix: String = "see the kit's list of SwiftUI limits", fileID: String, line: Int, when applies: Bool = true
    ) -> UnsupportedModifier<Self> {
        UnsupportedModifier(content: self, feature: feature, fix: fix, file: fileID, line: line, applies: applies)
    }
}

nonisolated extension View {
    /// The view with a finding of what a module built on the kit (Charts, WidgetKit) draws
    /// otherwise than asked, at `fileID`/`line`, when `applies`. For such modules; apps have no use for it.
    public func _reported(
        _ feature: String, fix: String = "see the kit's list of SwiftUI limits", fileID: String, line: Int, when applies: Bool = true
    ) -> some View {
        unsupported(feature, fix: fix, fileID: fileID, line: line, when: applies)
    }
}
