import ScreenLayout
import Theme

/// A big rounded photo with a two-line caption on a frosted material, both lines in the label
/// colour (the second in the regular weight), so that they keep their contrast over any photo;
/// at the accessibility sizes each line may wrap once before it truncates.
///
/// ```swift
/// PhotoCard.view(path: path, height: 190, title: "Wed 18 Nov, 15:00", subtitle: "Old Anchor Tattoo · Left foot & ankle", env: env)
/// ```
extension PhotoCard {
    static func view(path: String?, height: Double, title: String, subtitle: String?, env: LayoutEnvironment) -> Node {
        let lines = env.contentSize.isAccessibility ? 2 : 1
        return view(path: path, height: height)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(title, style: .subheadline, weight: .semibold, lineLimit: lines).truncationAllowed()
                    if let subtitle { Text(subtitle, style: .caption1, lineLimit: lines).truncationAllowed() }
                }
                .padding(.horizontal, .m)
                .padding(.vertical, .s)
                .background { Material(.frosted, in: .roundedRectangle(cornerRadius: .dimension(.radiusSmall))) }
                .padding(.all, .s)
            }
    }
}
