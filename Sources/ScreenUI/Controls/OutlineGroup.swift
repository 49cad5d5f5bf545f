import ScreenLayout

/// A tree of rows, as SwiftUI's `OutlineGroup` (and `List(_:children:rowContent:)`): each
/// top-level element is a row; an element whose children are not nil shows the disclosure
/// chevron, collapsed, as iOS draws the tree until a row is tapped (a still is never tapped).
///
/// ```swift
/// List(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
/// ```
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: PrimitiveView {
    let rows: [(view: Leaf, isParent: Bool)]

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        rows.flatMap { row -> [Node] in
            guard row.isParent else { return row.view.nodes(in: context) }
            return DisclosureGroup(content: { EmptyView() }, label: { row.view }).resolve(in: context)
        }
    }
}

/// The children of a collapsed subgroup: nothing a still shows.
nonisolated public struct OutlineSubgroupChildren: PrimitiveView {
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        rows = data.map { (content($0), $0[keyPath: children] != nil) }
    }

    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        rows = data.map { (content($0), $0[keyPath: children] != nil) }
    }

    /// One root and its tree: the root is the one row.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        rows = [(content(root), root[keyPath: children] != nil)]
    }
}

extension List {
    /// A list of trees: each top-level element a row, collapsed (see ``OutlineGroup``).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
