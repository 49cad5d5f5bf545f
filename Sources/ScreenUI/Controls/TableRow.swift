import ScreenLayout

/// A row of a ``Table`` written out in its `rows:` builder, as SwiftUI's `TableRow`.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person(name: "Ada"))
///     ForEach(people) { TableRow($0) }
/// }
/// ```
nonisolated public struct TableRow<Value: Identifiable>: PrimitiveView {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    /// A row's context menu and drag item show only when it is touched.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRow { self }
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> TableRow { self }
    /// Outside a table a row draws nothing.
    @MainActor public func resolve(in context: ResolveContext) -> [Node] { [] }
}

/// Collects a table's rows, in order, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression(_ row: TableRow<Value>) -> [Value] { [row.value] }
    public static func buildExpression<Data: RandomAccessCollection, ID: Hashable>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> [Value] {
        rows.data.map { rows.content($0).value }
    }
    /// A section of rows (`Section { ForEach(orders) { TableRow($0) } }`): its rows, in place.
    public static func buildExpression<Data: RandomAccessCollection, ID: Hashable, Header: View, Footer: View>(
        _ section: Section<Header, ForEach<Data, ID, TableRow<Value>>, Footer>
    ) -> [Value] { buildExpression(section.content) }
    public static func buildExpression<Header: View, Footer: View>(_ section: Section<Header, TableRow<Value>, Footer>) -> [Value] {
        [section.content.value]
    }
    public static func buildBlock(_ parts: [Value]...) -> [Value] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Value]?) -> [Value] { part ?? [] }
    public static func buildEither(first: [Value]) -> [Value] { first }
    public static func buildEither(second: [Value]) -> [Value] { second }
    public static func buildArray(_ parts: [[Value]]) -> [Value] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Value]) -> [Value] { part }
}

extension Table {
    /// A table whose rows are written out (`TableRow`, `ForEach` of rows).
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows(), columns: columns)
    }
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>],
        @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows(), columns: columns)
    }
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>],
        @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows(), columns: columns)
    }
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>],
        @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(rows(), columns: columns)
    }

    /// Rows written out, their type read from the rows (`Table(selection:sortOrder:) { … } rows: { … }`).
    public init(@TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>], @TableRowBuilder<Value> rows: () -> [Value]) {
        self.init(rows(), columns: columns)
    }
    public init(
        selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>],
        @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(rows(), columns: columns)
    }
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>],
        @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(rows(), columns: columns)
    }
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [TableColumnBox<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(rows(), columns: columns)
    }
}
