extension LayoutPass {
    /// The most columns one adaptive grid item packs.
    static let maxAdaptiveColumns = 10_000

    struct GridLayout {
        var size: Size
        var columns: [(x: Double, width: Double, alignment: Alignment)]
        var rowHeights: [Double]
        var spacing: Double
    }

    /// Column widths follow layout-semantics.md: fixed columns take their width; flexible and
    /// adaptive columns share what is left after fixed columns and spacing; an adaptive column
    /// packs as many minimum-wide items as fit in its share, then grows them up to its maximum.
    /// Rows are as tall as their tallest item proposed (column width, nil).
    func gridLayout(_ spec: GridSpec, _ children: ChildList, _ p: ProposedSize, _ env: LayoutEnvironment) throws -> GridLayout {
        let spacing = spec.spacing?.resolve(env.theme) ?? 8
        var fixedTotal = 0.0
        var shareCount = 0
        for item in spec.columns {
            if case .fixed(let w) = item.size { fixedTotal += w } else { shareCount += 1 }
        }
        // Each item's own spacing follows it; the grid's spacing where it names none.
        let gaps = spec.columns.dropLast().reduce(0.0) { $0 + ($1.spacing ?? spacing) }
        let available: Double? = finite(p.width).map { max(0, $0 - fixedTotal - gaps) }
        var columns: [(x: Double, width: Double, alignment: Alignment)] = []
        var x = 0.0
        var gap = spacing
        func add(_ width: Double, _ alignment: Alignment) {
            if !columns.isEmpty { x += gap }
            columns.append((x, width, alignment))
            x += width
        }
        for item in spec.columns {
            defer { gap = item.spacing ?? spacing }
            switch item.size {
            case .fixed(let w):
                add(w, item.alignment)
            case .flexible(let lo, let hi):
                let share = available.map { $0 / Double(max(shareCount, 1)) } ?? lo
                add(min(max(share, lo), hi), item.alignment)
            case .adaptive(let lo, let hi):
                let share = available.map { $0 / Double(max(shareCount, 1)) } ?? lo
                // Counted in Double and capped: a minimum of zero, NaN or a hair's width is not
                // a trap or billions of columns (no screen holds 10 000 useful ones).
                let inner = item.spacing ?? spacing
                let fits = ((share + inner) / (lo + inner)).rounded(.down)
                let n = fits.isNaN ? 1 : Int(min(max(fits, 1), Double(Self.maxAdaptiveColumns)))
                let width = min(max((share - inner * Double(n - 1)) / Double(n), lo), hi)
                for k in 0..<n {
                    add(width, item.alignment)
                    if k < n - 1 { gap = inner }
                }
            }
        }
        if columns.isEmpty { return GridLayout(size: .zero, columns: [], rowHeights: [], spacing: spacing) }
        var rowHeights: [Double] = []
        var index = 0
        while index < children.count {
            var height = 0.0
            for c in columns.indices where index + c < children.count {
                height = max(height, try size(children[index + c], ProposedSize(width: columns[c].width, height: nil), env).height)
            }
            rowHeights.append(height)
            index += columns.count
        }
        let totalHeight = rowHeights.reduce(0, +) + spacing * Double(max(0, rowHeights.count - 1))
        let width = finite(p.width) ?? x
        return GridLayout(size: Size(width: max(width, x), height: totalHeight), columns: columns, rowHeights: rowHeights, spacing: spacing)
    }
}
