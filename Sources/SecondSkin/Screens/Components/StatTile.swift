import ScreenLayout
import Theme

/// One number of a dashboard: a small titled icon, the value large, an optional visual (a bar,
/// a pain meter, photos) and a detail, on a rounded card. `minHeight` keeps the tiles of a row
/// equal; `large` uses the large title for the value (dashboards on regular widths).
///
/// ```swift
/// StatTile.view(.clock, "Hours in the chair", value: "36.8 h", detail: "in 11 sessions", minHeight: 132, id: "stats.hours")
/// ```
enum StatTile {
    static func view(
        _ icon: IconName, _ title: String, value: String, valueColor: ColorName = .label, visual: Node? = nil, detail: String?,
        minHeight: Double, large: Bool = false, iconSize: DimensionName = .iconSmall, id: String
    ) -> Node {
        VStack(alignment: .leading, spacing: .s) {
            HStack(alignment: .top, spacing: .xs) {
                Icon(icon, size: iconSize).foreground(.secondaryLabel)
                Text(title, style: .subheadline, weight: .semibold).foreground(.secondaryLabel)
            }
            Text(value, style: large ? .largeTitle : .title1, weight: .bold).foreground(valueColor)
            if let visual { visual }
            if let detail { Text(detail, style: .footnote).foreground(.secondaryLabel) }
        }
        .padding(.all, .l)
        .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .topLeading)
        .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground) }
        .identifier(id)
    }

    /// Tiles in rows of `columns`, each row as tall as `minHeight` asks; a short last row keeps
    /// its tiles at the column width.
    static func grid(_ tiles: [Node], columns: Int) -> Node {
        let columns = max(columns, 1)
        return VStack(spacing: .m) {
            for start in stride(from: 0, to: tiles.count, by: columns) {
                HStack(alignment: .top, spacing: .m) {
                    for index in start..<(start + columns) {
                        if index < tiles.count { tiles[index] } else { Color(.background).opacity(0).frame(maxWidth: .infinity, maxHeight: 1) }
                    }
                }
            }
        }
    }
}
