import ScreenLayout

/// One view per element of a collection, as SwiftUI's `ForEach`: by key path, by
/// `Identifiable` element, over a constant range, or over a binding to a collection (each view
/// gets a binding to its element).
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(0..<3) { i in Text("Row \(i)") }
/// ForEach($tasks) { $task in Toggle(task.title, isOn: $task.done) }
/// ```
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// Views whose elements are known only once resolved (`ForEach(subviews:)`, `ForEach(sections:)`).
    var deferred: (@MainActor (ResolveContext) -> [Node])?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let deferred { return deferred(context) }
        // The rows are made with this context current, so `@Environment` read in the closure
        // reads the environment they are drawn in (set once for all rows: a row's bodies restore
        // it when they are done).
        let saved = ResolveContext.current
        ResolveContext.current = context
        defer { ResolveContext.current = saved }
        var nodes: [Node] = []
        nodes.reserveCapacity(data.count)
        let collector = context.environment.tagCollector
        func append(_ element: Data.Element) {
            let before = collector?.next
            let produced = content(element).nodes(in: context)
            // In a picker, an option without its own `.tag` is tagged with its id, as in SwiftUI.
            if let collector, collector.next == before {
                for _ in produced {
                    collector.tags[collector.next] = AnyHashable(id(element))
                    collector.next += 1
                }
            }
            nodes += produced
        }
        // A range or an array is walked directly: iterating an unspecialized generic collection
        // costs a witness call and a metadata lookup per element, the most of a small row's cost.
        if Data.self == Range<Int>.self {
            for i in unsafeBitCast(data, to: Range<Int>.self) { append(unsafeBitCast(i, to: Data.Element.self)) }
        } else if let array = data as? [Data.Element] {
            for element in array { append(element) }
        } else {
            for element in data { append(element) }
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// Over a binding to a collection of identifiable elements: each view gets its element's binding.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        let bindings = data.wrappedValue.indices.map { index in data[index] }
        self.init(bindings, id: \.wrappedValue.id, content: content)
    }

    /// Over a binding to a collection, identified by a key path of its elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        let bindings = data.wrappedValue.indices.map { index in data[index] }
        self.init(bindings, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}
