import ScreenLayout
import Theme

/// A list of rows, as SwiftUI's `List` and `Form`: in the inset grouped style iOS uses by default,
/// each section a rounded card (26 pt corners, iOS 26) on the grouped background, rows at
/// least 52 pt tall with 16 pt margins, separators between rows inset to the text, section
/// headers and footers in footnote type, secondary colour. `.listStyle(.plain)` draws rows
/// edge to edge on the plain background.
///
/// ```swift
/// List { Section("Account") { Text("Name"); Text("Email") } }
/// ```
nonisolated public struct List<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<S>(selection: Binding<S>, @ViewBuilder content: () -> Content) { self.content = content() }
    /// One row per number of a constant range, as `List(0..<5) { Text("Row \($0)") }`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
    /// Over a binding to a collection of identifiable elements: each row gets its element's binding.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let style = context.environment.listStyleKind
        let plain = style == .plain
        var inner = context
        inner.environment.isInList = true
        let margins = context.environment.scrollContentMargins
        inner.environment.scrollContentMargins = nil
        let collector = SectionCollector()
        inner.environment.sectionCollector = collector
        inner.environment.sectionGatherer = nil
        var loose: [Node] = []
        for node in content.nodes(in: inner) {
            if case .empty = node.kind { continue }
            loose.append(node)
        }
        // Rows outside any section form one section of their own, in order.
        var sections: [ListSection] = []
        var pending: [Node] = []
        for node in loose {
            if let (index, values) = collector.index(of: node) {
                if !pending.isEmpty { sections.append(ListSection(header: nil, rows: pending, footer: nil)) }
                pending = []
                var section = collector.sections[index]
                section.values = values
                sections.append(section)
            } else {
                pending.append(node)
            }
        }
        if !pending.isEmpty { sections.append(ListSection(header: nil, rows: pending, footer: nil)) }
        let background: AnyShapeStyle =
            plain
            ? AnyShapeStyle(BackgroundStyle())
            : context.environment.scrollContentHidden ? AnyShapeStyle(Color.clear) : AnyShapeStyle(GroupedBackground())
        if let bar = context.environment.navigationBar, bar.background == nil { bar.background = background }
        let cards = sections.map { ListLayout.section($0, style: style, context) }
        let sectionSpacing = context.environment.listSectionSpacing ?? 20
        let column = Node(.stack(.vertical, alignment: .center, spacing: .points(plain ? 0 : sectionSpacing)), children: cards)
        var padded: Node
        switch style {
        case .plain: padded = column
        case .grouped: padded = Node(.padding([.top, .bottom], .points(16)), children: [column])
        default:
            padded = Node(
                .padding([.leading, .trailing], .points(16)), children: [Node(.padding([.top, .bottom], .points(16)), children: [column])])
        }
        if let margins {
            // Content margins replace the list's own (16 pt around inset grouped sections).
            let own = style == .plain ? 0.0 : 16
            let sides = style == .grouped || style == .plain ? 0.0 : own
            padded = ScrollMargins(
                top: margins.top ?? own, leading: margins.leading ?? sides, bottom: margins.bottom ?? own, trailing: margins.trailing ?? sides
            ).pad(column)
        }
        let scroll = Node(.scroll(.vertical), children: [Node(.frame(FrameSpec(maxWidth: .infinity)), children: [padded])])
        let fill = ShapeNodes.filled(.rectangle, with: background, in: context)
        return [
            Node(
                .background(.center),
                children: [
                    Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)), children: [scroll]),
                    Node(.ignoresSafeArea(.all), children: [fill]),
                ])
        ]
    }
}

/// A form: an inset grouped list.
nonisolated public struct Form<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { List { content }.resolve(in: context) }
}

/// A section of a list or form, with an optional header and footer, as SwiftUI's `Section`.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let gatherer = context.environment.sectionGatherer {
            // In a custom container (`ForEach(sections:)`): the parts as written, for it to arrange.
            var plain = context
            plain.environment.sectionGatherer = nil
            let nonEmpty: (Node) -> Bool = { if case .empty = $0.kind { false } else { true } }
            return [
                gatherer.add(
                    SectionGatherer.Parts(
                        header: header?.nodes(in: plain).filter(nonEmpty) ?? [], content: content.nodes(in: plain).filter(nonEmpty),
                        footer: footer?.nodes(in: plain).filter(nonEmpty) ?? []))
            ]
        }
        var rowContext = context
        rowContext.environment.sectionCollector = nil
        let rows = content.nodes(in: rowContext).filter { if case .empty = $0.kind { return false } else { return true } }
        var captionContext = context
        captionContext.environment.font = .footnote
        captionContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let headerNode = header.map { h -> Node in
            var c = captionContext
            if context.environment.headerProminence == .increased || context.environment.listStyleKind == .sidebar {
                // Prominent headers (and a sidebar's): title 3 bold (sidebar: headline), in the label colour, as written.
                c.environment.font = context.environment.listStyleKind == .sidebar ? .headline : Font.title3.bold()
                c.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
            } else {
                c.environment.textCase = .uppercase
            }
            guard context.environment.listStyleKind == .sidebar else { return h.node(in: c) }
            let chevron = Image(systemName: "chevron.down").font(.footnote.weight(.semibold)).foregroundStyle(.tint)
            return HStack {
                h
                Spacer()
                chevron
            }.node(in: c)
        }
        let footerNode = footer.map { $0.node(in: captionContext) }
        let section = ListSection(header: headerNode, rows: rows, footer: footerNode)
        guard let collector = context.environment.sectionCollector else {
            return [ListLayout.section(section, style: context.environment.listStyleKind, context)]
        }
        return [collector.add(section)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
        footer = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        self.content = content()
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }
}

struct ListSection {
    var header: Node?
    var rows: [Node]
    var footer: Node?
    /// Values set on the whole section (row insets, backgrounds, separators).
    var values: [String: Any] = [:]
}

/// Collects the sections a list's content declares, so the list lays them out as cards.
final class SectionCollector {
    var sections: [ListSection] = []
    func add(_ section: ListSection) -> Node {
        sections.append(section)
        return Node(.semantics(Semantics(identifier: "screenui.section.\(sections.count - 1)")), children: [Node(.empty)])
    }
    /// The section a node of the list's content stands for, and the values set on it.
    func index(of node: Node) -> (Int, [String: Any])? {
        var node = node
        var values: [String: Any] = [:]
        while case .layoutValue(let box) = node.kind, let inner = node.children.first {
            if values[box.key] == nil { values[box.key] = box.value }
            node = inner
        }
        guard case .semantics(let s) = node.kind, let id = s.identifier, id.hasPrefix("screenui.section."),
            let index = Int(id.dropFirst("screenui.section.".count))
        else { return nil }
        return (index, values)
    }
}

/// systemGroupedBackground.
struct GroupedBackground: ShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        .color((try? environment.themeReference.color(environment.elevated(.groupedBackground), in: environment.colorScheme)) ?? .white)
    }
}

/// secondarySystemGroupedBackground: white cards in light, dark grey in dark.
struct GroupedCell: ShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, report: (String) -> Void) -> ShapePaint {
        let theme = environment.themeReference
        let scheme = environment.colorScheme
        return .color((try? theme.color(scheme == .light ? .background : environment.elevated(.secondaryBackground), in: scheme)) ?? .white)
    }
}

enum ListStyleKind: Hashable, Sendable { case automatic, insetGrouped, grouped, inset, plain, sidebar }

/// List styles: `.insetGrouped` (and `.automatic`, `.inset`) with sections on rounded cards,
/// `.plain` rows edge to edge, `.grouped` sections full width between hairlines, `.sidebar`
/// rows on the grouped background under prominent headers.
public struct BuiltInListStyle: Sendable {
    let kind: ListStyleKind
    public static let automatic = BuiltInListStyle(kind: .automatic)
    public static let insetGrouped = BuiltInListStyle(kind: .insetGrouped)
    public static let grouped = BuiltInListStyle(kind: .grouped)
    public static let inset = BuiltInListStyle(kind: .inset)
    public static let plain = BuiltInListStyle(kind: .plain)
    public static let sidebar = BuiltInListStyle(kind: .sidebar)
}

nonisolated extension View {
    public func listStyle(_ style: BuiltInListStyle) -> some View { changingEnvironment { $0.listStyleKind = style.kind } }
    public func formStyle(_ style: BuiltInListStyle) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        changingEnvironment { $0.scrollContentHidden = visibility == .hidden }
    }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
}

public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    var scrollContentHidden: Bool {
        get { self[ScrollContentKey.self] }
        set { self[ScrollContentKey.self] = newValue }
    }
    var sectionCollector: SectionCollector? {
        get { self[SectionCollectorKey.self] }
        set { self[SectionCollectorKey.self] = newValue }
    }
}

private struct ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind { .automatic } }
private struct ScrollContentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SectionCollectorKey: EnvironmentKey { static var defaultValue: SectionCollector? { nil } }
