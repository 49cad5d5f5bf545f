import ScreenLayout

/// One view of another view's content, as SwiftUI's `Subview` (iOS 18): what
/// `ForEach(subviews:)` and `Group(subviews:)` hand a custom container, with the container
/// values the content set on it.
///
/// ```swift
/// struct Stacked<Content: View>: View {
///     @ViewBuilder var content: Content
///     var body: some View {
///         VStack { ForEach(subviews: content) { subview in subview.padding().background(.quaternary) } }
///     }
/// }
/// ```
nonisolated public struct Subview: PrimitiveView, Identifiable {
    public struct ID: Hashable, Sendable { let index: Int }
    public let id: ID
    /// The values the content set with `containerValue(_:_:)`.
    public let containerValues: ContainerValues
    /// The subview made again in the context it is placed in, so that the container's own
    /// modifiers on it (`subview.font(.headline)`) reach its content, as in SwiftUI.
    let make: @MainActor (ResolveContext) -> Node?

    init(index: Int, containerValues: ContainerValues, make: @escaping @MainActor (ResolveContext) -> Node?) {
        id = ID(index: index)
        self.containerValues = containerValues
        self.make = make
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { make(context).map { [$0] } ?? [] }
}

/// A view's content as its subviews, in order; itself a view that shows them all.
nonisolated public struct SubviewsCollection: PrimitiveView, RandomAccessCollection {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { subviews.flatMap { $0.resolve(in: context) } }

    @MainActor init<Content: View>(of content: Content, in context: ResolveContext) {
        subviews = Self.nodes(of: content, in: context).enumerated().map { index, node in
            Subview(index: index, containerValues: ContainerValues(reading: node)) { context in
                let nodes = Self.nodes(of: content, in: context)
                return index < nodes.count ? nodes[index] : nil
            }
        }
    }
    @MainActor static func nodes<Content: View>(of content: Content, in context: ResolveContext) -> [Node] {
        content.nodes(in: context).filter { if case .empty = $0.kind { false } else { true } }
    }
    init(subviews: [Subview]) { self.subviews = subviews }
}

/// Some of a view's subviews (`subviews[1...]`, `subviews.dropFirst()`); a view too.
nonisolated public struct SubviewsCollectionSlice: PrimitiveView, RandomAccessCollection {
    let subviews: ArraySlice<Subview>
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { subviews.flatMap { $0.resolve(in: context) } }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID, Content: View {
    /// One view per subview of `view`, as SwiftUI's `ForEach(subviews:content:)`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection(subviews: []), id: \.id, content: content)
        nonisolated(unsafe) let view = view
        nonisolated(unsafe) let content = content
        deferred = { context in
            SubviewsCollection(of: view, in: context).flatMap { subview in context.evaluate { content(subview) }.nodes(in: context) }
        }
    }
}

extension Group {
    /// The subviews of `view`, handed to `transform` to arrange, as SwiftUI's
    /// `Group(subviews:transform:)`.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupedSubviews<Base, Result> {
        self.init { GroupedSubviews(base: view, transform: transform) }
    }
}

/// A view's subviews arranged by a transform.
nonisolated public struct GroupedSubviews<Base: View, Result: View>: PrimitiveView {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        context.evaluate { transform(SubviewsCollection(of: base, in: context)) }.nodes(in: context)
    }
}

/// Values a view sets for the container it is in, as SwiftUI's `ContainerValues` (iOS 18):
/// declared with `@Entry` in an extension, set with `containerValue(_:_:)`, read from a
/// ``Subview``.
///
/// ```swift
/// extension ContainerValues { @Entry var isHighlighted = false }
/// Text("Koi").containerValue(\.isHighlighted, true)
/// ```
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The values set on a node by the modifiers around it, the innermost last.
    init(reading node: Node) {
        var changes: [(inout ContainerValues) -> Void] = []
        var current = node
        while case .layoutValue(let box) = current.kind, let inner = current.children.first {
            if box.key == ContainerValues.layoutKey, let change = box.value as? ContainerValueChange { changes.append(change.apply) }
            current = inner
        }
        for change in changes.reversed() { change(&self) }
    }
    static let layoutKey = "screenui.containerValue"
}

/// A key of a container value, as SwiftUI's `ContainerValueKey`.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One `containerValue(_:_:)`, kept on the node it was set on.
struct ContainerValueChange {
    let apply: (inout ContainerValues) -> Void
}

nonisolated extension View {
    /// Sets a value the enclosing custom container reads from this view's ``Subview``.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let change = ContainerValueChange { $0[keyPath: keyPath] = value }
        return wrapping { node, _ in Node(.layoutValue(LayoutValueBox(key: ContainerValues.layoutKey, value: change)), children: [node]) }
    }
}
