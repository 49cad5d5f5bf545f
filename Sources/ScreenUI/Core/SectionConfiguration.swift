import ScreenLayout

/// One section of a view's content, as SwiftUI's `SectionConfiguration` (iOS 18): its header,
/// content and footer as subviews, for a custom container to arrange. Views outside any
/// `Section` form a section without header or footer.
///
/// ```swift
/// ForEach(sections: content) { section in
///     VStack(alignment: .leading) { section.header.font(.headline); section.content }
/// }
/// ```
nonisolated public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable, Sendable { let index: Int }
    public let id: ID
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    /// The values the section set with `containerValue(_:_:)`.
    public let containerValues: ContainerValues
}

/// A view's content as its sections, in order.
nonisolated public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }

    /// Resolves `content` with each `Section` handing over its parts as they are written; every
    /// part is a subview made again where the container places it.
    @MainActor init<Content: View>(of content: Content, in context: ResolveContext) {
        nonisolated(unsafe) let content = content
        let gathered = Self.gather(content, in: context)
        sections = gathered.enumerated().map { index, section in
            func part(_ which: SectionGatherer.Part) -> SubviewsCollection {
                SubviewsCollection(
                    subviews: section.parts[which].enumerated().map { position, node in
                        Subview(index: position, containerValues: ContainerValues(reading: node)) { context in
                            let again = Self.gather(content, in: context)
                            guard index < again.count else { return nil }
                            let nodes = again[index].parts[which]
                            return position < nodes.count ? nodes[position] : nil
                        }
                    })
            }
            return SectionConfiguration(
                id: SectionConfiguration.ID(index: index), header: part(.header), content: part(.content), footer: part(.footer),
                containerValues: section.values)
        }
    }

    /// The content's sections in order, views outside any section forming sections of their own.
    @MainActor static func gather<Content: View>(_ content: Content, in context: ResolveContext) -> [(
        parts: SectionGatherer.Parts, values: ContainerValues
    )] {
        let gatherer = SectionGatherer()
        var inner = context
        inner.environment.sectionGatherer = gatherer
        inner.environment.sectionCollector = nil
        var result: [(parts: SectionGatherer.Parts, values: ContainerValues)] = []
        var loose: [Node] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            result.append((SectionGatherer.Parts(header: [], content: loose, footer: []), ContainerValues()))
            loose = []
        }
        for node in content.nodes(in: inner) {
            if case .empty = node.kind { continue }
            if let index = gatherer.index(of: node) {
                closeLoose()
                result.append((gatherer.parts[index], ContainerValues(reading: node)))
            } else {
                loose.append(gatherer.unfolding(node))
            }
        }
        closeLoose()
        return result
    }
    init(sections: [SectionConfiguration]) { self.sections = sections }
}

extension ForEach where Data == SectionCollection, ID == SectionConfiguration.ID, Content: View {
    /// One view per section of `view`, as SwiftUI's `ForEach(sections:content:)`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(SectionCollection(sections: []), id: \.id, content: content)
        nonisolated(unsafe) let view = view
        nonisolated(unsafe) let content = content
        deferred = { context in
            SectionCollection(of: view, in: context).flatMap { section in context.evaluate { content(section) }.nodes(in: context) }
        }
    }
}

extension Group {
    /// The sections of `view`, handed to `transform` to arrange, as SwiftUI's
    /// `Group(sections:transform:)`.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupedSections<Base, Result> {
        self.init { GroupedSections(base: view, transform: transform) }
    }
}

/// A view's sections arranged by a transform.
nonisolated public struct GroupedSections<Base: View, Result: View>: PrimitiveView {
    let base: Base
    let transform: (SectionCollection) -> Result
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        context.evaluate { transform(SectionCollection(of: base, in: context)) }.nodes(in: context)
    }
}

/// Takes the parts of the sections a custom container's content declares, as written (no list
/// styling), and leaves a marker node for each in the content.
final class SectionGatherer {
    struct Parts {
        var header: [Node]
        var content: [Node]
        var footer: [Node]
        subscript(part: Part) -> [Node] {
            switch part {
            case .header: header
            case .content: content
            case .footer: footer
            }
        }
    }
    enum Part: Sendable { case header, content, footer }
    var parts: [Parts] = []
    static let marker = "screenui.gatheredSection."

    func add(_ section: Parts) -> Node {
        parts.append(section)
        return Node(.semantics(Semantics(identifier: "\(Self.marker)\(parts.count - 1)")), children: [Node(.empty)])
    }
    /// `node` with any section nested deeper than the content's top level (in a stack, say) drawn
    /// as SwiftUI draws a `Section` outside a list: its header, content and footer in a column.
    func unfolding(_ node: Node) -> Node {
        if let index = index(of: node) {
            let all = parts[index].header + parts[index].content + parts[index].footer
            return Node(.stack(.vertical, alignment: .center, spacing: nil), children: all)
        }
        guard !parts.isEmpty, !node.children.isEmpty else { return node }
        var copy = node
        copy.children = node.children.map(unfolding)
        return copy
    }

    func index(of node: Node) -> Int? {
        var node = node
        while case .layoutValue = node.kind, let inner = node.children.first { node = inner }
        guard case .semantics(let s) = node.kind, let id = s.identifier, id.hasPrefix(Self.marker) else { return nil }
        return Int(id.dropFirst(Self.marker.count))
    }
}

extension EnvironmentValues {
    var sectionGatherer: SectionGatherer? {
        get { self[SectionGathererKey.self] }
        set { self[SectionGathererKey.self] = newValue }
    }
}

private struct SectionGathererKey: EnvironmentKey { static var defaultValue: SectionGatherer? { nil } }
