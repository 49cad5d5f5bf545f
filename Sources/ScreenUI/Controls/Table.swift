import ScreenLayout

/// A table of rows and columns, as SwiftUI's `Table`. On a compact width (a phone) iOS shows
/// only its first column, as a plain list of rows; on a regular width (an iPad) every column,
/// under a row of their titles. Selection and sort order are what the bindings hold.
///
/// ```swift
/// Table(orders, selection: $selection) {
///     TableColumn("Order", value: \.id)
///     TableColumn("Total") { order in Text(order.total, format: .currency(code: "EUR")) }
/// }
/// ```
nonisolated public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumnBox<Value>]

    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>])
    where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data, columns: columns)
    }

    @Environment(\.horizontalSizeClass) private var sizeClass

    @MainActor public var body: some View {
        if sizeClass == .compact || columns.count <= 1 {
            // iOS on a compact width: the first column alone, a plain list.
            List(rows) { row in columns.first?.cell(row) }
                .listStyle(.plain)
        } else {
            List {
                HStack(spacing: 16) {
                    ForEach(columns.indices, id: \.self) { i in
                        columns[i].title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                ForEach(rows) { row in
                    HStack(spacing: 16) {
                        ForEach(columns.indices, id: \.self) { i in
                            columns[i].cell(row).frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
            }
            .listStyle(.plain)
        }
    }
}

/// A column of a ``Table``: its title, and the view of a row's value.
@MainActor @preconcurrency
public struct TableColumn<RowValue, Sort, Content: View, Label> {
    let title: Text
    let cell: (RowValue) -> Content

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never, Label == Text {
        title = Text(titleKey)
        cell = content
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never, Label == Text {
        self.title = Text(title)
        cell = content
    }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never, Label == Text {
        title = text
        cell = content
    }
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, Label == Text {
        title = Text(titleKey)
        cell = content
    }
    /// Sorted by a comparator of the value (the sort order a still shows is the data's).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: some SortComparator,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, Label == Text {
        title = Text(titleKey)
        cell = content
    }
    /// The column's width: a table in a still shares its width equally.
    public func width(_ width: CGFloat?) -> Self { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
    public func alignment(_ alignment: TableColumnAlignment) -> Self { self }
}

extension TableColumn where Content == Text, Label == Text {
    /// A column showing a string of the row's value.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        title = Text(titleKey)
        cell = { Text(verbatim: $0[keyPath: value]) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        self.title = Text(title)
        cell = { Text(verbatim: $0[keyPath: value]) }
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: some SortComparator)
    where Sort == KeyPathComparator<RowValue> {
        title = Text(titleKey)
        cell = { Text(verbatim: $0[keyPath: value]) }
    }
}

/// How a column's cells are aligned.
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static let automatic = TableColumnAlignment(name: "automatic")
    public static let leading = TableColumnAlignment(name: "leading")
    public static let center = TableColumnAlignment(name: "center")
    public static let trailing = TableColumnAlignment(name: "trailing")
    public static let numeric = TableColumnAlignment(name: "numeric")
}

/// A column with its types erased, as a ``Table`` holds them.
@MainActor @preconcurrency
public struct TableColumnBox<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
}

@resultBuilder @MainActor @preconcurrency
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<Sort, Content: View, Label>(_ column: TableColumn<RowValue, Sort, Content, Label>) -> [TableColumnBox<
        RowValue
    >] {
        [TableColumnBox(title: column.title, cell: { AnyView(column.cell($0)) })]
    }
    public static func buildBlock(_ columns: [TableColumnBox<RowValue>]...) -> [TableColumnBox<RowValue>] { columns.flatMap { $0 } }
    public static func buildOptional(_ columns: [TableColumnBox<RowValue>]?) -> [TableColumnBox<RowValue>] { columns ?? [] }
    public static func buildEither(first: [TableColumnBox<RowValue>]) -> [TableColumnBox<RowValue>] { first }
    public static func buildEither(second: [TableColumnBox<RowValue>]) -> [TableColumnBox<RowValue>] { second }
    public static func buildLimitedAvailability(_ columns: [TableColumnBox<RowValue>]) -> [TableColumnBox<RowValue>] { columns }
}

/// A table's look (`tableStyle`): iOS draws `.automatic` and `.inset` alike here.
public protocol TableStyle {}
public struct AutomaticTableStyle: TableStyle { public init() {} }
public struct InsetTableStyle: TableStyle { public init() {} }
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { InsetTableStyle() } }

nonisolated extension View {
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
    /// Column headers hidden or shown (iOS hides them on a compact width anyway).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}

/// A group of related controls, as SwiftUI's `ControlGroup`: its buttons side by side on one
/// rounded background, as iOS lays out the automatic style in content.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View {
        HStack(spacing: 0) {
            content.buttonStyle(ControlGroupSegmentStyle())
        }
        .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// A button of a control group: its label in the tint, filling its share of the group (the
/// whole segment is what a finger hits).
struct ControlGroupSegmentStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(.tint).frame(maxWidth: .infinity, minHeight: 44)
    }
}

/// A control group's look (`controlGroupStyle`); in content every style draws as the automatic one.
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { Self() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { Self() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { Self() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { Self() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { Self() } }

nonisolated extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// The menu under a navigation title, as SwiftUI's `ToolbarTitleMenu`: closed in a still, and
/// the chevron iOS puts beside the title is not drawn (reported).
nonisolated public struct ToolbarTitleMenu<Content: View>: PrimitiveView, ToolbarContent, CustomizableToolbarContent {
    let file: String
    let line: Int
    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        file = fileID
        self.line = line
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let feature = UnsupportedFeature(
            feature: "ToolbarTitleMenu: the title's menu chevron is not drawn", fix: "accept the finding: the menu is closed in a still",
            file: file, line: line)
        return [Node(.unsupported(feature), children: [Node(.empty)])]
    }
}
