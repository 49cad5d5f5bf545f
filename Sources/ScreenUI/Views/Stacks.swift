import ScreenLayout

/// Views in a column, as SwiftUI's `VStack`; `spacing: nil` is the default 8 pt.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Text("Title").font(.headline); Text("Subtitle") }
/// ```
nonisolated public struct VStack<Content: View>: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        [Stacks.node(.vertical, ScreenLayout.Alignment(horizontal: alignment.guide, vertical: .center), spacing, content, context)]
    }
}

/// Views in a row, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        [Stacks.node(.horizontal, ScreenLayout.Alignment(horizontal: .center, vertical: alignment.guide), spacing, content, context)]
    }
}

/// Views on top of each other, as SwiftUI's `ZStack`: as large as the largest.
nonisolated public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        if context.environment.hot.stackAxis != nil { inner.environment.hot.stackAxis = nil }
        return [Node(.zstack(alignment.layout), children: content.nodes(in: inner))]
    }
}

/// A lazy column: laid out like a `VStack` (a snapshot shows every row it reaches).
nonisolated public struct LazyVStack<Content: View>: PrimitiveView {
    let stack: VStack<Content>
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { stack.resolve(in: context) }
}

/// A lazy row: laid out like an `HStack`.
nonisolated public struct LazyHStack<Content: View>: PrimitiveView {
    let stack: HStack<Content>
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { stack.resolve(in: context) }
}

/// Section headers and footers a lazy stack pins while scrolling; a still shows them in place.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

@MainActor
enum Stacks {
    @MainActor static func node(
        _ axis: ScreenLayout.Axis, _ alignment: ScreenLayout.Alignment, _ spacing: CGFloat?, _ content: some View, _ context: ResolveContext
    )
        -> Node
    {
        // Children learn the stack's axis (a Divider runs across it); the context is copied only
        // when the axis changes, not for every stack of a column of stacks.
        var inner = context
        if context.environment.hot.stackAxis != axis { inner.environment.hot.stackAxis = axis }
        return Node(.stack(axis, alignment: alignment, spacing: spacing.map { .points(Double($0)) }), children: content.nodes(in: inner))
    }
}

/// Flexible space along the enclosing stack, as SwiftUI's `Spacer`.
nonisolated public struct Spacer: PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [Node(.spacer(minLength: minLength.map { Double($0) }))] }
}

/// A thin separator line across the enclosing stack, as SwiftUI's `Divider` (horizontal, or
/// vertical in an HStack): one pixel thick, in the separator colour.
nonisolated public struct Divider: PrimitiveView {
    public init() {}
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var content = ShapeContent(shape: .rectangle)
        content.fillRGBA = ShapeNodes.color(of: SeparatorShapeStyle(), context.environment) { _ in }
        let scale = max(Double(context.environment.displayScale), 1)
        // In an HStack a divider is a vertical line as tall as it is offered, as in SwiftUI.
        if context.environment.hot.stackAxis == .horizontal {
            return [Node(.frame(FrameSpec(width: 1 / scale, maxHeight: .infinity)), children: [Node(.shape(content))])]
        }
        return [Node(.frame(FrameSpec(height: 1 / scale, maxWidth: .infinity)), children: [Node(.shape(content))])]
    }
}

/// A scrollable region, as SwiftUI's `ScrollView`: its content at full length along the axis; a
/// still shows the top (or leading) part that fits.
nonisolated public struct ScrollView<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let axis: ScreenLayout.Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        var contentContext = context
        let margins = context.environment.scrollContentMargins
        if margins != nil { contentContext.environment.scrollContentMargins = nil }
        let children = content.nodes(in: contentContext)
        let inner = children.count == 1 ? children[0] : Node(.stack(axis, alignment: .center, spacing: nil), children: children)
        var content = margins?.pad(inner) ?? inner
        if context.environment.scrollClipDisabled {
            content = Node(.layoutValue(LayoutValueBox(key: scrollClipDisabledLayoutKey, value: true)), children: [content])
        }
        return [Node(.scroll(axis), children: [content])]
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [ShapeNodes.filled(.rectangle, with: self, in: context)] }
}
