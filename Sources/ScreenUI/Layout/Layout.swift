import ScreenLayout

/// A layout of your own, as SwiftUI's `Layout`: size yourself from your subviews' answers to
/// proposals, then place each one. Call it like a container: `MyLayout { … }`.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { s, v in let d = v.sizeThatFits(.unspecified); return CGSize(width: s.width + d.width, height: s.height + d.height) }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var p = bounds.origin
///         for v in subviews { let d = v.sizeThatFits(.unspecified); v.place(at: p, proposal: .unspecified); p.x += d.width; p.y += d.height }
///     }
/// }
/// ```
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays `content` out with this layout.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: AnyLayout(self), content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout tells its container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A proposal: a width and height, each a number, nil (ideal), 0 (minimum) or infinity
/// (maximum), as SwiftUI's `ProposedViewSize`.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with nil dimensions replaced (10×10 by default, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    init(_ p: ProposedSize) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
    var layout: ProposedSize { ProposedSize(width: width.map(Double.init), height: height.map(Double.init)) }
}

/// Preferred spacing around a view; every view prefers 8 pt here, as OpenSwiftUI's fallback.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(value: 0)
    let value: CGFloat
    public init() { value = 8 }
    init(value: CGFloat) { self.value = value }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { Swift.max(value, next.value) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A key for a value a subview carries for its layout, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Sets a value the enclosing custom layout reads from this subview.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        nonisolated(unsafe) let value = value
        return wrapping { node, _ in Node(.layoutValue(LayoutValueBox(key: "\(K.self)", value: value)), children: [node]) }
    }
}

/// One subview as a layout sees it, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview {
    let child: LayoutChild
    let index: Int
    let sink: PlacementSink
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(proposal.layout)
        return CGSize(width: s.width, height: s.height)
    }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(child.dimensions(proposal.layout)) }
    public var priority: Double { child.priority }
    public var spacing: ViewSpacing { ViewSpacing() }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (child.values["\(K.self)"]?.value as? K.Value) ?? K.defaultValue
    }
    /// Puts the subview's `anchor` at `position`, proposing `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        sink.placements[index] = ChildPlacement(
            position: Point(x: Double(position.x), y: Double(position.y)), anchor: anchor.point, proposal: proposal.layout)
    }
}

/// The subviews of a layout, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let items: [LayoutSubview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { items.count }
    public subscript(position: Int) -> LayoutSubview { items[position] }
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// Where a layout placed its subviews during one `placeSubviews`.
final class PlacementSink {
    var placements: [ChildPlacement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// A layout of any type, as SwiftUI's `AnyLayout`: switch layouts without changing the view's type.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct AnyLayout: Layout, @unchecked Sendable {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.size(base, proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.place(base, bounds, proposal, subviews)
    }
    static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The stacks as layouts, for `AnyLayout`: drawn by the engine's own stacks.
public struct HStackLayout: Layout, NativeLayout {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func node(_ children: [Node]) -> Node {
        Node(
            .stack(
                .horizontal, alignment: ScreenLayout.Alignment(horizontal: .center, vertical: alignment.guide),
                spacing: spacing.map { .points(Double($0)) }), children: children)
    }
}

public struct VStackLayout: Layout, NativeLayout {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func node(_ children: [Node]) -> Node {
        Node(
            .stack(
                .vertical, alignment: ScreenLayout.Alignment(horizontal: alignment.guide, vertical: .center),
                spacing: spacing.map { .points(Double($0)) }), children: children)
    }
}

public struct ZStackLayout: Layout, NativeLayout {
    let alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func node(_ children: [Node]) -> Node { Node(.zstack(alignment.layout), children: children) }
}

/// A layout the engine draws itself.
protocol NativeLayout {
    func node(_ children: [Node]) -> Node
}

/// The view a layout's `callAsFunction` makes.
nonisolated struct LayoutView<Content: View>: PrimitiveView {
    let layout: AnyLayout
    let content: Content
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        let children = content.nodes(in: context)
        if let native = layout.base as? any NativeLayout { return [native.node(children)] }
        return [Node(.customLayout(CustomLayoutProvider(LayoutAlgorithm(layout: layout))), children: children)]
    }
}

/// A `Layout` as the engine's algorithm.
struct LayoutAlgorithm: CustomLayoutAlgorithm, @unchecked Sendable {
    let layout: AnyLayout
    var name: String { "\(type(of: layout.base))" }
    func subviews(_ children: [LayoutChild], _ sink: PlacementSink) -> LayoutSubviews {
        LayoutSubviews(items: children.enumerated().map { LayoutSubview(child: $1, index: $0, sink: sink) })
    }
    func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
        let s = AnyLayout.size(layout.base, ProposedViewSize(proposal), subviews(children, PlacementSink(count: children.count)))
        return Size(width: Double(s.width), height: Double(s.height))
    }
    func placements(in bounds: Rect, proposal: ProposedSize, children: [LayoutChild]) -> [ChildPlacement?] {
        let sink = PlacementSink(count: children.count)
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        AnyLayout.place(layout.base, rect, ProposedViewSize(proposal), subviews(children, sink))
        return sink.placements
    }
}
