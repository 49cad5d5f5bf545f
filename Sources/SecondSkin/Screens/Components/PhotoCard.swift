import ScreenLayout
import Theme

/// A big rounded photo card: photos lead. An optional caption sits on a frosted material
/// (never glass) at the bottom of the photo.
///
/// ```swift
/// PhotoCard.view(path: model.photos.path(for: "rose.png"), height: 220, caption: "Red rose")
/// ```
enum PhotoCard {
    static func view(path: String?, height: Double, caption: String? = nil, detail: String? = nil, radius: DimensionName = .radiusCard) -> Node {
        let photo: Node
        if let path {
            photo = Image(.file(path)).resizable().aspectRatio(.fill)
        } else {
            photo = ZStack {
                Color(.secondaryBackground)
                Icon(.photos, size: .iconLarge).foreground(.tertiaryLabel)
            }
        }
        return photo.frame(maxWidth: .infinity).frame(height: height)
            .overlay(alignment: .bottomLeading) {
                if let caption {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(caption, style: .subheadline, weight: .semibold, lineLimit: 1).truncationAllowed()
                        if let detail { Text(detail, style: .caption1, lineLimit: 1).foreground(.secondaryLabel).truncationAllowed() }
                    }
                    .padding(.horizontal, .m)
                    .padding(.vertical, .s)
                    .background { Material(.frosted, in: .roundedRectangle(cornerRadius: .dimension(.radiusSmall))) }
                    .padding(.all, .s)
                }
            }
            .clipShape(.roundedRectangle(cornerRadius: .dimension(radius)))
    }
}
