import ScreenLayout
import Theme

/// An inset grouped section: a small header, its rows on a rounded card and an optional
/// footer. The card is `.secondaryBackground` on a page and `.tertiaryBackground` inside a
/// detail pane (which is already on the secondary background).
///
/// ```swift
/// GroupedSection.view("Links", fill: .secondaryBackground) { for row in rows { row } }
/// ```
enum GroupedSection {
    static func view(
        _ title: String?, footer: String? = nil, fill: ColorName = .secondaryBackground, spacing: Length = .m, @NodeBuilder _ content: () -> [Node]
    ) -> Node {
        VStack(alignment: .leading, spacing: .s) {
            if let title {
                Text(title, style: .subheadline, weight: .semibold).foreground(.secondaryLabel)
                    .accessibility(role: .header)
                    .padding(.horizontal, .l)
            }
            VStack(alignment: .leading, spacing: spacing) { content() }
                .padding(.all, .l)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(fill) }
            if let footer {
                Text(footer, style: .footnote).foreground(.secondaryLabel).padding(.horizontal, .l)
            }
        }
    }

    /// The card colour for content on `page`: one step up from the page's background.
    static func cardFill(on page: ColorName) -> ColorName { page == .secondaryBackground ? .tertiaryBackground : .secondaryBackground }
}
