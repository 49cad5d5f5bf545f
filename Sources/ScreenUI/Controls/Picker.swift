import ScreenLayout
import Theme

/// A choice among tagged views, as SwiftUI's `Picker`. Styles: `.menu` (the default: its label
/// and the chosen option in the tint with up-down chevrons), `.segmented` (a track of segments,
/// the chosen one raised), `.inline` (every option, a checkmark on the chosen one) and `.wheel`
/// (the options around a highlighted band). An option's tag is its `.tag(_:)`, else its ForEach id.
///
/// ```swift
/// Picker("Sort", selection: $order) { Text("Name").tag(Order.name); Text("Date").tag(Order.date) }
///     .pickerStyle(.segmented)
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let label: Label
    let selection: SelectionValue
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
        self.content = content()
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        let collector = TagCollector()
        var optionContext = context
        optionContext.environment.tagCollector = collector
        if context.environment.pickerStyleKind == .segmented && context.environment.font == nil {
            optionContext.environment.font = .subheadline.weight(.medium)
        }
        let nodes = content.nodes(in: optionContext)
        let options: [(tag: AnyHashable?, node: Node)] = nodes.enumerated().map { index, node in
            (collector.tags[index] ?? nil, node)
        }
        let chosen = options.firstIndex { $0.tag == AnyHashable(selection) }
        switch context.environment.pickerStyleKind {
        case .segmented:
            let control = segmented(options.map(\.node), chosen, context)
            return [context.wrap(control, problems: UIKitAppearance.finding(for: "UISegmentedControl").map { [$0] } ?? [])]
        case .inline: return inline(options.map(\.node), chosen, context)
        case .wheel: return [wheel(options.map(\.node), chosen, context)]
        case .menu, .automatic: return [menu(options.map(\.node), chosen, context)]
        }
    }

    @MainActor private func menu(_ options: [Node], _ chosen: Int?, _ context: ResolveContext) -> Node {
        var tinted = context
        tinted.environment.foregroundStyle = context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        var value = chosen.map { Self.retinted(options[$0], tinted) } ?? Node(.empty)
        var chevrons = tinted
        chevrons.environment.font = .footnote.weight(.semibold)
        value = Node(
            .stack(.horizontal, alignment: .center, spacing: .points(4)),
            children: [value] + Image(systemName: "chevron.up.chevron.down").nodes(in: chevrons))
        var row = context.environment.labelsHidden ? [] : label.nodes(in: context)
        if row.isEmpty { return value }
        row.append(Node(.spacer(minLength: nil)))
        row.append(value)
        return Node(.frame(FrameSpec(minHeight: 44)), children: [Node(.stack(.horizontal, alignment: .center, spacing: nil), children: row)])
    }

    @MainActor private func segmented(_ options: [Node], _ chosen: Int?, _ context: ResolveContext) -> Node {
        var segments: [Node] = []
        for (index, option) in options.enumerated() {
            var cell = Node(.frame(FrameSpec(maxWidth: .infinity, minHeight: 28)), children: [option])
            if index == chosen {
                let pill = ShapeNodes.filled(.capsule, with: Color(light: .white, dark: Color(white: 0.39)), in: context)
                cell = Node(
                    .background(.center),
                    children: [cell, Node(.shadow(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 4, x: 0, y: 2)), children: [pill])])
            }
            segments.append(cell)
        }
        let row = Node(.stack(.horizontal, alignment: .center, spacing: .points(2)), children: segments)
        let track = ShapeNodes.filled(.capsule, with: Color(white: 0.47, opacity: 0.16), in: context)
        return Node(
            .frame(FrameSpec(height: 32)),
            children: [Node(.background(.center), children: [Node(.padding(.all, .points(2)), children: [row]), track])])
    }

    @MainActor private func inline(_ options: [Node], _ chosen: Int?, _ context: ResolveContext) -> [Node] {
        var check = context
        check.environment.foregroundStyle = context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        check.environment.font = .body.weight(.semibold)
        return options.enumerated().map { index, option in
            var row = [option, Node(.spacer(minLength: nil))]
            if index == chosen { row += Image(systemName: "checkmark").nodes(in: check) }
            return Node(.stack(.horizontal, alignment: .center, spacing: nil), children: row)
        }
    }

    @MainActor private func wheel(_ options: [Node], _ chosen: Int?, _ context: ResolveContext) -> Node {
        let band = Node(
            .frame(FrameSpec(height: 34, maxWidth: .infinity)),
            children: [ShapeNodes.filled(.roundedRectangle(cornerRadius: .points(8)), with: Color(white: 0.47, opacity: 0.12), in: context)])
        let center = chosen ?? 0
        var rows: [Node] = []
        for offset in -2...2 {
            let index = center + offset
            guard options.indices.contains(index) else {
                rows.append(Node(.frame(FrameSpec(height: 34)), children: [Node(.empty)]))
                continue
            }
            let faded = offset == 0 ? options[index] : Node(.opacity(offset.magnitude == 1 ? 0.5 : 0.25), children: [options[index]])
            rows.append(Node(.frame(FrameSpec(height: 34, maxWidth: .infinity)), children: [faded]))
        }
        return Node(.zstack(.center), children: [band, Node(.stack(.vertical, alignment: .center, spacing: .points(0)), children: rows)])
    }

    /// An option drawn again in the tint (its texts' colours replaced).
    @MainActor static func retinted(_ node: Node, _ context: ResolveContext) -> Node {
        var copy = node
        if case .text(var content) = node.kind {
            content.rgba = ShapeNodes.color(of: context.environment.foregroundStyle ?? AnyShapeStyle(Color.accentColor), context.environment) { _ in }
            copy = Node(.text(content))
        }
        copy.children = node.children.map { retinted($0, context) }
        return copy
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The tags the options of a picker declare, in the order of its content.
final class TagCollector {
    var tags: [Int: AnyHashable?] = [:]
    var next = 0
}

enum PickerStyleKind: Hashable, Sendable { case automatic, menu, segmented, inline, wheel }

/// Picker styles.
public struct BuiltInPickerStyle: Sendable {
    let kind: PickerStyleKind
    public static let automatic = BuiltInPickerStyle(kind: .automatic)
    public static let menu = BuiltInPickerStyle(kind: .menu)
    public static let segmented = BuiltInPickerStyle(kind: .segmented)
    public static let inline = BuiltInPickerStyle(kind: .inline)
    public static let wheel = BuiltInPickerStyle(kind: .wheel)
    public static let navigationLink = BuiltInPickerStyle(kind: .menu)
    public static let palette = BuiltInPickerStyle(kind: .segmented)
}

nonisolated extension View {
    public func pickerStyle(_ style: BuiltInPickerStyle) -> some View { changingEnvironment { $0.pickerStyleKind = style.kind } }
    /// `.graphical` draws the month's calendar, `.wheel` the wheels at rest; `.compact` and
    /// `.automatic` the date and time capsules.
    public func datePickerStyle(_ style: BuiltInDatePickerStyle, fileID: String = #fileID, line: Int = #line) -> some View {
        changingEnvironment { $0.datePickerStyleName = style.name }
    }
}

/// The option a view stands for in a picker.
nonisolated struct TaggedView<Content: View, V: Hashable>: PrimitiveView {
    let content: Content
    let tag: V
    @MainActor func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.environment.tagCollector = nil
        let nodes = content.nodes(in: inner)
        if let collector = context.environment.tagCollector {
            for _ in nodes {
                collector.tags[collector.next] = AnyHashable(tag)
                collector.next += 1
            }
        }
        return nodes
    }
}

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
    var tagCollector: TagCollector? {
        get { self[TagCollectorKey.self] }
        set { self[TagCollectorKey.self] = newValue }
    }
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .automatic } }
private struct TagCollectorKey: EnvironmentKey { static var defaultValue: TagCollector? { nil } }

/// A date picker, as SwiftUI's `DatePicker` in its compact style: its label leading, the date
/// (and time) in a grey capsule trailing, in the snapshot's locale and time zone.
nonisolated public struct DatePicker<Label: View>: PrimitiveView {
    let label: Label
    let date: Date
    let components: Components

    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        switch context.environment.datePickerStyleName {
        case "graphical":
            return GraphicalDatePicker(date: date, showsTime: components.contains(.hourAndMinute), showsDate: components.contains(.date))
                .nodes(in: context)
        case "wheel":
            return WheelDatePicker(date: date, showsTime: components.contains(.hourAndMinute), showsDate: components.contains(.date))
                .nodes(in: context)
        default:
            break
        }
        let formatter = DateFormatter.picker(locale: context.environment.locale, timeZone: context.environment.timeZone)
        var capsules: [Node] = []
        func capsule(_ string: String) -> Node {
            let text = Text(verbatim: string).node(in: context)
            let padded = Node(
                .padding([.leading, .trailing], .points(11)), children: [Node(.padding([.top, .bottom], .points(6)), children: [text])])
            return Node(
                .background(.center),
                children: [
                    padded, ShapeNodes.filled(.roundedRectangle(cornerRadius: .points(8)), with: Color(white: 0.47, opacity: 0.12), in: context),
                ])
        }
        if components.contains(.date) {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            capsules.append(capsule(formatter.string(from: date)))
        }
        if components.contains(.hourAndMinute) {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            capsules.append(capsule(formatter.string(from: date)))
        }
        let row = context.environment.controlRow(label: label.nodes(in: context), control: capsules)
        return [Node(.frame(FrameSpec(minHeight: 44)), children: [Node(.stack(.horizontal, alignment: .center, spacing: .points(6)), children: row)])]
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// What a date picker shows: the date, the time, or both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

extension EnvironmentValues {
    /// `datePickerStyle(_:)`: the built-in style's name (graphical, wheel, compact, automatic).
    var datePickerStyleName: String {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}
