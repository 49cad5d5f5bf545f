import ScreenLayout
import Theme

/// A list section's rows and decorations in each list style (a sidebar, as an iPhone shows it:
/// inset grouped cards without separators, under bold headers with a collapse chevron). Rows read the values their row
/// modifiers set (insets, background, separators), the section's as defaults.
@MainActor
enum ListLayout {
    /// One row and what its modifiers asked for.
    struct Row {
        var node: Node
        var insets: EdgeInsets?
        var background: Node?
        var hiddenSeparators: VerticalEdge.Set = []
        var separatorTint: (color: Color, edges: VerticalEdge.Set)?
        init(_ node: Node, section: [String: Any]) {
            self.node = node
            var values = section
            for (key, value) in LayoutValues.of(node) { values[key] = value }
            insets = values[ListKeys.insets] as? EdgeInsets
            background = values[ListKeys.background] as? Node
            hiddenSeparators = values[ListKeys.separator] as? VerticalEdge.Set ?? []
            separatorTint = values[ListKeys.separatorTint] as? (color: Color, edges: VerticalEdge.Set)
        }
    }

    @MainActor static func section(_ section: ListSection, style: ListStyleKind, _ context: ResolveContext) -> Node {
        let scale = max(Double(context.environment.displayScale), 1)
        let rowSpacing = context.environment.listRowSpacing
        let rows = section.rows.map { Row($0, section: section.values) }
        let separated = rowSpacing == nil && style != .sidebar
        var items: [Node] = []
        for (i, row) in rows.enumerated() {
            items.append(cell(row, minHeight: Double(context.environment.defaultMinListRowHeight)))
            guard separated, i < rows.count - 1 else { continue }
            let next = rows[i + 1]
            if row.hiddenSeparators.contains(.bottom) || next.hiddenSeparators.contains(.top) { continue }
            let below = row.separatorTint.flatMap { $0.edges.contains(.bottom) ? $0.color : nil }
            let above = next.separatorTint.flatMap { $0.edges.contains(.top) ? $0.color : nil }
            let fill = separatorFill(below ?? above, context)
            let line = Node(.frame(FrameSpec(height: 1 / scale)), children: [fill])
            items.append(Node(.padding(.leading, .points(Double(row.insets?.leading ?? 16))), children: [line]))
        }
        var card: Node
        switch style {
        case .plain:
            card = Node(.stack(.vertical, alignment: .leading, spacing: .points(Double(rowSpacing ?? 0))), children: items)
        case .grouped:
            card = Node(.stack(.vertical, alignment: .leading, spacing: .points(Double(rowSpacing ?? 0))), children: items)
            card = Node(.background(.center), children: [card, ShapeNodes.filled(.rectangle, with: GroupedCell(), in: context)])
            let hidden = section.values[ListKeys.sectionSeparator] as? VerticalEdge.Set ?? []
            var framed: [Node] = []
            if !hidden.contains(.top) { framed.append(Node(.frame(FrameSpec(height: 1 / scale)), children: [separatorFill(nil, context)])) }
            framed.append(card)
            if !hidden.contains(.bottom) { framed.append(Node(.frame(FrameSpec(height: 1 / scale)), children: [separatorFill(nil, context)])) }
            card = Node(.stack(.vertical, alignment: .leading, spacing: .points(0)), children: framed)
        default:
            let shape = ScreenLayout.ShapeKind.roundedRectangle(cornerRadius: .points(26))
            if let rowSpacing {
                // Rows apart are each a card of their own, as iOS draws them.
                let cards = items.map {
                    Node(
                        .clip(shape),
                        children: [Node(.background(.center), children: [$0, ShapeNodes.filled(shape, with: GroupedCell(), in: context)])])
                }
                card = Node(.stack(.vertical, alignment: .leading, spacing: .points(Double(rowSpacing))), children: cards)
            } else {
                card = Node(.stack(.vertical, alignment: .leading, spacing: .points(0)), children: items)
                card = Node(.background(.center), children: [card, ShapeNodes.filled(shape, with: GroupedCell(), in: context)])
                if rows.contains(where: { $0.background != nil }) { card = Node(.clip(shape), children: [card]) }
            }
        }
        var parts: [Node] = []
        if let header = section.header {
            parts.append(
                Node(
                    .padding([.leading, .trailing], .points(16)),
                    children: [Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), children: [header])]))
        }
        parts.append(card)
        if let footer = section.footer {
            parts.append(
                Node(
                    .padding([.leading, .trailing], .points(16)),
                    children: [Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), children: [footer])]))
        }
        return Node(.stack(.vertical, alignment: .leading, spacing: .points(7)), children: parts)
    }

    /// A row in its cell: 16 pt side and 4 pt vertical insets (or its own), at least
    /// `minHeight` tall (52 pt unless `\.defaultMinListRowHeight` says), on its own background
    /// when it has one.
    static func cell(_ row: Row, minHeight: Double) -> Node {
        var cell = Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), children: [row.node])
        if let insets = row.insets {
            cell = Node(.padding(.leading, .points(Double(insets.leading))), children: [cell])
            cell = Node(.padding(.trailing, .points(Double(insets.trailing))), children: [cell])
            cell = Node(.padding(.top, .points(Double(insets.top))), children: [cell])
            cell = Node(.padding(.bottom, .points(Double(insets.bottom))), children: [cell])
        } else {
            cell = Node(.padding([.leading, .trailing], .points(16)), children: [cell])
            cell = Node(.padding([.top, .bottom], .points(4)), children: [cell])
        }
        cell = Node(.frame(FrameSpec(minHeight: minHeight, alignment: .leading)), children: [cell])
        if let background = row.background { cell = Node(.background(.center), children: [cell, background]) }
        return cell
    }

    @MainActor static func separatorFill(_ tint: Color?, _ context: ResolveContext) -> Node {
        if let tint { return ShapeNodes.filled(.rectangle, with: tint, in: context) }
        return ShapeNodes.filled(.rectangle, with: SeparatorShapeStyle(), in: context)
    }
}
