import ScreenLayout

/// A column of a lazy grid, as SwiftUI's `GridItem`: fixed, flexible (sharing what is left) or
/// adaptive (as many minimum-wide items as fit), with the spacing after it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 12)], spacing: 12) { … }
/// ```
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var layout: ScreenLayout.GridItem {
        let s: ScreenLayout.GridItem.Size
        switch size {
        case .fixed(let w): s = .fixed(Double(w))
        case .flexible(let lo, let hi): s = .flexible(minimum: Double(lo), maximum: Double(hi))
        case .adaptive(let lo, let hi): s = .adaptive(minimum: Double(lo), maximum: Double(hi))
        }
        // SwiftUI's default spacing between grid items is 8 pt.
        return ScreenLayout.GridItem(s, spacing: Double(spacing ?? 8), alignment: (alignment ?? .center).layout)
    }
}

/// A vertical grid of columns, as SwiftUI's `LazyVGrid`; `spacing` is between rows.
public struct LazyVGrid<Content: View>: PrimitiveView {
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }
    public func resolve(in context: ResolveContext) -> [Node] {
        let spec = GridSpec(columns: columns.map(\.layout), spacing: .points(Double(spacing ?? 8)))
        return [Node(.grid(spec), children: content.nodes(in: context))]
    }
}

/// A horizontal grid of rows, as SwiftUI's `LazyHGrid`: drawn as one row of its items and reported.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let spacing: CGFloat?
    let content: Content
    let file: String
    let line: Int
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content
    ) {
        self.spacing = spacing
        self.content = content()
        file = fileID
        self.line = line
    }
    public func resolve(in context: ResolveContext) -> [Node] {
        let row = Node(.stack(.horizontal, alignment: .center, spacing: .points(Double(spacing ?? 8))), children: content.nodes(in: context))
        return [
            Node(
                .unsupported(
                    UnsupportedFeature(feature: "LazyHGrid: its items are drawn in one row", fix: "use a LazyVGrid", file: file, line: line)),
                children: [row])
        ]
    }
}

/// A table of rows whose cells line up in columns, as SwiftUI's `Grid`: each column as wide as
/// its widest cell.
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.environment.gridRowSpacing = horizontalSpacing ?? 8
        inner.environment.gridRowAlignment = alignment.vertical
        let rows = content.nodes(in: inner)
        let table = Node(
            .stack(
                .vertical, alignment: ScreenLayout.Alignment(horizontal: alignment.horizontal.guide, vertical: .center),
                spacing: .points(Double(verticalSpacing ?? 8))), children: rows)
        return [
            Node(
                .unsupported(
                    UnsupportedFeature(
                        feature: "Grid: rows are laid out one by one; cells line up only when they are as wide",
                        fix: "give the cells of a column one width (frame(width:)), or use a LazyVGrid", file: "", line: 0)), children: [table])
        ]
    }
}

/// A row of a ``Grid``.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public func resolve(in context: ResolveContext) -> [Node] {
        let guide = (alignment ?? context.environment.gridRowAlignment).guide
        return [
            Node(
                .stack(
                    .horizontal, alignment: ScreenLayout.Alignment(horizontal: .center, vertical: guide),
                    spacing: .points(Double(context.environment.gridRowSpacing))), children: content.nodes(in: context))
        ]
    }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View { self }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

extension EnvironmentValues {
    var gridRowSpacing: CGFloat {
        get { self[GridRowSpacingKey.self] }
        set { self[GridRowSpacingKey.self] = newValue }
    }
    var gridRowAlignment: VerticalAlignment {
        get { self[GridRowAlignmentKey.self] }
        set { self[GridRowAlignmentKey.self] = newValue }
    }
}

private struct GridRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 8 } }
private struct GridRowAlignmentKey: EnvironmentKey { static var defaultValue: VerticalAlignment { .center } }

/// The first of its views that fits the space offered (on the constrained axes), else the last,
/// as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public func resolve(in context: ResolveContext) -> [Node] {
        var constrained: Axes = []
        if axes.contains(.horizontal) { constrained.insert(.horizontal) }
        if axes.contains(.vertical) { constrained.insert(.vertical) }
        return [Node(.viewThatFits(constrained), children: content.nodes(in: context))]
    }
}
