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
nonisolated public struct LazyVGrid<Content: View>: PrimitiveView {
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
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let spec = GridSpec(columns: columns.map(\.layout), spacing: .points(Double(spacing ?? 8)))
        return [Node(.grid(spec), children: content.nodes(in: context))]
    }
}

/// A horizontal grid of rows, as SwiftUI's `LazyHGrid`: the rows' heights come from its
/// `GridItem`s (fixed, flexible, adaptive) and the height it is offered; items fill the rows of
/// one column, then the next; each column is as wide as its widest item, `spacing` apart.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) { ForEach(tags) { TagView($0) } } }
/// ```
nonisolated public struct LazyHGrid<Content: View>: PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let items = content.nodes(in: context).filter { if case .empty = $0.kind { return false } else { return true } }
        let algorithm = HorizontalGridAlgorithm(rows: rows.map(\.layout), spacing: Double(spacing ?? 8))
        return [Node(.customLayout(CustomLayoutProvider(algorithm)), children: items)]
    }
}

/// A table of rows whose cells line up in columns, as SwiftUI's `Grid`: each column as wide as
/// its widest cell, each row as tall as its tallest; a view outside a `GridRow` spans the
/// whole row. `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and
/// `gridCellUnsizedAxes` work as in SwiftUI.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
nonisolated public struct Grid<Content: View>: PrimitiveView {
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
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var rows: [(cells: [Node], alignment: ScreenLayout.VerticalAlignment?, loose: Bool)] = []
        for node in content.nodes(in: context) {
            if case .empty = node.kind { continue }
            if case .layoutValue(let box) = node.kind, box.key == GridKeys.row, let stack = node.children.first {
                rows.append((stack.children, (box.value as? VerticalAlignment)?.guide, false))
            } else {
                rows.append(([node], nil, true))
            }
        }
        let spans = rows.map { row in row.loose ? [1] : row.cells.map { GridKeys.span(of: $0) } }
        let columns = max(1, spans.enumerated().filter { !rows[$0.offset].loose }.map { $0.element.reduce(0, +) }.max() ?? 0)
        var cells: [GridCellInfo] = []
        var nodes: [Node] = []
        var columnAlignments = [ScreenLayout.HorizontalAlignment?](repeating: nil, count: columns)
        for (r, row) in rows.enumerated() {
            var column = 0
            for (k, cell) in row.cells.enumerated() {
                var info = GridCellInfo(row: r, column: column, span: row.loose ? columns : min(spans[r][k], columns - column))
                let values = LayoutValues.of(cell)
                if let axes = values[GridKeys.unsized] as? Axis.Set {
                    info.unsizedWidth = axes.contains(.horizontal)
                    info.unsizedHeight = axes.contains(.vertical)
                }
                info.anchor = (values[GridKeys.anchor] as? UnitPoint)?.point
                if let guide = values[GridKeys.columnAlignment] as? HorizontalAlignment, column < columns {
                    columnAlignments[column] = guide.guide
                }
                cells.append(info)
                nodes.append(cell)
                column += info.span
                if column >= columns { break }
            }
        }
        let algorithm = GridAlgorithm(
            cells: cells, rows: rows.count, columns: columns, horizontalSpacing: Double(horizontalSpacing ?? 8),
            verticalSpacing: Double(verticalSpacing ?? 8), alignment: alignment.layout, rowAlignments: rows.map(\.alignment),
            columnAlignments: columnAlignments)
        return [Node(.customLayout(CustomLayoutProvider(algorithm)), children: nodes)]
    }
}

/// A row of a ``Grid``: its views are the row's cells (outside a grid, an HStack).
nonisolated public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let cells = content.nodes(in: context).filter { if case .empty = $0.kind { return false } else { return true } }
        let row = Node(
            .stack(.horizontal, alignment: ScreenLayout.Alignment(horizontal: .center, vertical: (alignment ?? .center).guide), spacing: nil),
            children: cells)
        return [Node(.layoutValue(LayoutValueBox(key: GridKeys.row, value: alignment as Any)), children: [row])]
    }
}

/// The values grid cells carry for their grid.
enum GridKeys {
    static let row = "screenui.GridRow"
    static let columns = "screenui.gridCellColumns"
    static let unsized = "screenui.gridCellUnsizedAxes"
    static let anchor = "screenui.gridCellAnchor"
    static let columnAlignment = "screenui.gridColumnAlignment"

    static func span(of node: Node) -> Int { max(1, LayoutValues.of(node)[columns] as? Int ?? 1) }
}

nonisolated extension View {
    /// The number of columns the cell spans in its grid row.
    public func gridCellColumns(_ count: Int) -> some View { gridValue(GridKeys.columns, count) }
    /// The alignment of the cell's whole column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { gridValue(GridKeys.columnAlignment, guide) }
    /// Where the cell goes in its area, instead of the column and row alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { gridValue(GridKeys.anchor, anchor) }
    /// Axes on which the cell takes its column's width or row's height without sizing them.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { gridValue(GridKeys.unsized, axes) }

    func gridValue(_ key: String, _ value: Any) -> some View {
        nonisolated(unsafe) let value = value
        return wrapping { node, _ in Node(.layoutValue(LayoutValueBox(key: key, value: value)), children: [node]) }
    }
}

/// The first of its views that fits the space offered (on the constrained axes), else the last,
/// as SwiftUI's `ViewThatFits`.
nonisolated public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        var constrained: Axes = []
        if axes.contains(.horizontal) { constrained.insert(.horizontal) }
        if axes.contains(.vertical) { constrained.insert(.vertical) }
        return [Node(.viewThatFits(constrained), children: content.nodes(in: context))]
    }
}

/// Values set on a view's node for its container (grid cells, list rows).
enum LayoutValues {
    /// The values set on a view through the modifiers applied after them.
    static func of(_ node: Node) -> [String: Any] {
        var values: [String: Any] = [:]
        var node = node
        while true {
            if case .layoutValue(let box) = node.kind, values[box.key] == nil { values[box.key] = box.value }
            switch node.kind {
            case .padding, .frame, .layoutPriority, .fixedSize, .offset, .opacity, .clip, .shadow, .hidden, .environment, .semantics,
                .unsupported, .layoutValue, .alignmentGuide, .background, .overlay:
                guard let first = node.children.first else { return values }
                node = first
            default:
                return values
            }
        }
    }
}
