import ScreenLayout

/// Where a cell of a ``Grid`` sits and how it takes part in sizing.
struct GridCellInfo: Sendable {
    var row: Int
    var column: Int
    /// Columns the cell covers (`gridCellColumns`; all of them for a view outside a row).
    var span: Int
    /// Axes the cell takes from its column or row without sizing them (`gridCellUnsizedAxes`).
    var unsizedWidth = false
    var unsizedHeight = false
    /// Where in its area the cell goes (`gridCellAnchor`), instead of the alignments.
    var anchor: Point?
}

/// SwiftUI's `Grid`: each column as wide as its widest cell, each row as tall as its tallest;
/// where the grid is offered a length, flexible columns (and rows) share what the others leave,
/// least flexible first, as a stack shares its length. A cell spanning columns (or a view
/// outside a row, spanning all) takes their widths and the spacing between them. A row aligned
/// by a text baseline puts its cells' baselines on one line.
struct GridAlgorithm: CustomLayoutAlgorithm {
    let cells: [GridCellInfo]
    let rows: Int
    let columns: Int
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let alignment: ScreenLayout.Alignment
    let rowAlignments: [ScreenLayout.VerticalAlignment?]
    let columnAlignments: [ScreenLayout.HorizontalAlignment?]
    var name: String { "Grid(\(rows)×\(columns))" }

    func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
        let (widths, heights) = tracks(proposal, children)
        return Size(width: total(widths, horizontalSpacing), height: total(heights, verticalSpacing))
    }

    func placements(in bounds: Rect, proposal: ProposedSize, children: [LayoutChild]) -> [ChildPlacement?] {
        let (widths, heights) = tracks(proposal, children)
        var xs: [Double] = []
        var x = bounds.minX
        for w in widths {
            xs.append(x)
            x += w + horizontalSpacing
        }
        var ys: [Double] = []
        var y = bounds.minY
        for h in heights {
            ys.append(y)
            y += h + verticalSpacing
        }
        // Rows aligned by a text baseline: each cell's baseline on the row's lowest one.
        var baselines: [Int: [Int: Double]] = [:]
        for r in 0..<rows {
            guard let guide = baselineGuide(r) else { continue }
            var values: [Int: Double] = [:]
            for (k, cell) in cells.enumerated() where k < children.count && cell.row == r && cell.anchor == nil {
                values[k] = children[k].dimensions(ProposedSize(width: spanWidth(cell, widths), height: heights[r]))[guide]
            }
            let line = values.values.max() ?? 0
            baselines[r] = values.mapValues { line - $0 }
        }
        return cells.indices.map { k -> ChildPlacement? in
            let cell = cells[k]
            guard k < children.count, cell.row < heights.count else { return nil }
            let area = Rect(
                x: cell.column < xs.count ? xs[cell.column] : bounds.minX, y: ys[cell.row], width: spanWidth(cell, widths),
                height: heights[cell.row])
            let unit: Point
            if let anchor = cell.anchor {
                unit = anchor
            } else {
                let h = (cell.column < columnAlignments.count ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
                if let top = baselines[cell.row]?[k] {
                    let x = Self.fraction(h)
                    return ChildPlacement(
                        position: Point(x: area.minX + x * area.width, y: area.minY + top), anchor: Point(x: x, y: 0),
                        proposal: ProposedSize(area.size))
                }
                let v = rowAlignments[cell.row] ?? alignment.vertical
                unit = Point(x: Self.fraction(h), y: Self.fraction(v))
            }
            return ChildPlacement(
                position: Point(x: area.minX + unit.x * area.width, y: area.minY + unit.y * area.height), anchor: unit,
                proposal: ProposedSize(area.size))
        }
    }

    /// The baseline row `r` aligns its cells by, if it aligns them by one.
    func baselineGuide(_ r: Int) -> ScreenLayout.VerticalAlignment? {
        let v = (r < rowAlignments.count ? rowAlignments[r] : nil) ?? alignment.vertical
        return v == .firstTextBaseline || v == .lastTextBaseline ? v : nil
    }

    static func fraction(_ h: ScreenLayout.HorizontalAlignment) -> Double {
        switch h {
        case .leading: return 0
        case .trailing: return 1
        default: return 0.5
        }
    }
    static func fraction(_ v: ScreenLayout.VerticalAlignment) -> Double {
        switch v {
        case .top: return 0
        case .bottom, .firstTextBaseline, .lastTextBaseline: return 1
        default: return 0.5
        }
    }

    func total(_ lengths: [Double], _ spacing: Double) -> Double {
        lengths.reduce(0, +) + spacing * Double(max(0, lengths.count - 1))
    }

    func spanWidth(_ cell: GridCellInfo, _ widths: [Double]) -> Double {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return total(widths, horizontalSpacing) }
        return total(Array(widths[cell.column..<end]), horizontalSpacing)
    }

    /// Column widths, then row heights for those widths.
    func tracks(_ p: ProposedSize, _ children: [LayoutChild]) -> ([Double], [Double]) {
        var byColumn = [[Int]](repeating: [], count: columns)
        for (k, cell) in cells.enumerated() where k < children.count && cell.span == 1 && !cell.unsizedWidth && cell.column < columns {
            byColumn[cell.column].append(k)
        }
        let widths = share(p.width, spacing: horizontalSpacing, tracks: columns) { c, w in
            byColumn[c].reduce(0.0) { max($0, children[$1].sizeThatFits(ProposedSize(width: w, height: nil)).width) }
        }
        var byRow = [[Int]](repeating: [], count: rows)
        for (k, cell) in cells.enumerated() where k < children.count && !cell.unsizedHeight && cell.row < rows { byRow[cell.row].append(k) }
        let heights = share(p.height, spacing: verticalSpacing, tracks: rows) { r, h in
            if let guide = baselineGuide(r) {
                // Cells on one baseline: the row holds the highest reach above it and the lowest below.
                var above = 0.0
                var below = 0.0
                for k in byRow[r] {
                    let d = children[k].dimensions(ProposedSize(width: spanWidth(cells[k], widths), height: h))
                    above = max(above, d[guide])
                    below = max(below, d.height - d[guide])
                }
                return above + below
            }
            return byRow[r].reduce(0.0) { longest, k in
                max(longest, children[k].sizeThatFits(ProposedSize(width: spanWidth(cells[k], widths), height: h)).height)
            }
        }
        return (widths, heights)
    }

    /// Lengths of `tracks` columns or rows: their ideal lengths when offered none; otherwise
    /// the offer less the spacing, handed out least flexible first.
    func share(_ offer: Double?, spacing: Double, tracks: Int, length: (Int, Double?) -> Double) -> [Double] {
        guard tracks > 0 else { return [] }
        guard let offer, offer.isFinite else { return (0..<tracks).map { length($0, nil) } }
        var available = offer - spacing * Double(tracks - 1)
        let flexibility = (0..<tracks).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<tracks).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var lengths = [Double](repeating: 0, count: tracks)
        var remaining = tracks
        for t in order {
            let l = length(t, max(available / Double(remaining), 0))
            lengths[t] = l
            available -= l
            remaining -= 1
        }
        return lengths
    }
}

/// SwiftUI's `LazyHGrid`: row heights from the grid items as a `LazyVGrid` makes column widths
/// (fixed; flexible sharing what fixed rows and spacing leave; adaptive packing as many
/// minimum-high rows as fit), items filling each column's rows in turn, each column as wide as
/// its widest item proposed (nil, row height), `spacing` between columns.
struct HorizontalGridAlgorithm: CustomLayoutAlgorithm {
    let rows: [ScreenLayout.GridItem]
    let spacing: Double
    var name: String { "LazyHGrid(\(rows.count) items)" }

    func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size {
        let (tracks, widths) = layout(proposal, children)
        let height = tracks.last.map { $0.y + $0.height } ?? 0
        return Size(width: widths.reduce(0, +) + spacing * Double(max(0, widths.count - 1)), height: height)
    }

    func placements(in bounds: Rect, proposal: ProposedSize, children: [LayoutChild]) -> [ChildPlacement?] {
        let (tracks, widths) = layout(proposal, children)
        guard !tracks.isEmpty else { return [] }
        var x = bounds.minX
        var xs: [Double] = []
        for w in widths {
            xs.append(x)
            x += w + spacing
        }
        return children.indices.map { k in
            let track = tracks[k % tracks.count]
            let column = k / tracks.count
            let area = Rect(x: xs[column], y: bounds.minY + track.y, width: widths[column], height: track.height)
            let unit = Point(x: GridAlgorithm.fraction(track.alignment.horizontal), y: GridAlgorithm.fraction(track.alignment.vertical))
            return ChildPlacement(
                position: Point(x: area.minX + unit.x * area.width, y: area.minY + unit.y * area.height), anchor: unit,
                proposal: ProposedSize(width: nil, height: track.height))
        }
    }

    /// The rows (offset, height, alignment) and the columns' widths.
    func layout(_ p: ProposedSize, _ children: [LayoutChild]) -> ([(y: Double, height: Double, alignment: ScreenLayout.Alignment)], [Double]) {
        let fixed = rows.reduce(0.0) { if case .fixed(let h) = $1.size { return $0 + h } else { return $0 } }
        let shared = rows.filter { if case .fixed = $0.size { return false } else { return true } }.count
        let gaps = rows.dropLast().reduce(0.0) { $0 + ($1.spacing ?? spacing) }
        let available = p.height.flatMap { $0.isFinite ? max(0, $0 - fixed - gaps) : nil }
        var tracks: [(y: Double, height: Double, alignment: ScreenLayout.Alignment)] = []
        var y = 0.0
        var gap = spacing
        func add(_ h: Double, _ alignment: ScreenLayout.Alignment) {
            if !tracks.isEmpty { y += gap }
            tracks.append((y, h, alignment))
            y += h
        }
        for item in rows {
            defer { gap = item.spacing ?? spacing }
            switch item.size {
            case .fixed(let h):
                add(h, item.alignment)
            case .flexible(let lo, let hi):
                add(min(max(available.map { $0 / Double(max(shared, 1)) } ?? lo, lo), hi), item.alignment)
            case .adaptive(let lo, let hi):
                let share = available.map { $0 / Double(max(shared, 1)) } ?? lo
                let inner = item.spacing ?? spacing
                let fits = ((share + inner) / (lo + inner)).rounded(.down)
                let n = fits.isNaN ? 1 : Int(min(max(fits, 1), 1000))
                let h = min(max((share - inner * Double(n - 1)) / Double(n), lo), hi)
                for k in 0..<n {
                    add(h, item.alignment)
                    if k < n - 1 { gap = inner }
                }
            }
        }
        guard !tracks.isEmpty else { return ([], []) }
        let columns = (children.count + tracks.count - 1) / tracks.count
        let widths = (0..<columns).map { c in
            (0..<tracks.count).reduce(0.0) { widest, r in
                let k = c * tracks.count + r
                guard k < children.count else { return widest }
                return max(widest, children[k].sizeThatFits(ProposedSize(width: nil, height: tracks[r].height)).width)
            }
        }
        return (tracks, widths)
    }
}
