import ScreenLayout
import Theme

/// A moodboard's cover: a collage of up to three of its reference images (photos lead) — one
/// photo, two side by side, or a large one beside two stacked — in a rounded card. A board with
/// links only shows a link glyph on the secondary background.
///
/// ```swift
/// BoardCollage.view(paths: card.imageFiles.map(model.photos.path(for:)), height: 220)
/// ```
enum BoardCollage {
    static func view(paths: [String], height: Double) -> Node {
        func photo(_ index: Int) -> Node {
            Image(.file(paths[index])).resizable().aspectRatio(.fill).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let collage: Node
        switch paths.count {
        case 0:
            collage = ZStack {
                Color(.secondaryBackground)
                Icon(.link, size: .iconLarge).foreground(.secondaryLabel)
            }
        case 1:
            collage = photo(0)
        case 2:
            collage = HStack(spacing: 2) {
                photo(0)
                photo(1)
            }
        default:
            collage = HStack(spacing: 2) {
                photo(0)
                VStack(spacing: 2) {
                    photo(1)
                    photo(2)
                }
            }
        }
        return collage.frame(maxWidth: .infinity).frame(height: height)
            .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
            .accessibility(role: .image, label: paths.isEmpty ? "Links only" : "\(min(paths.count, 3)) reference images")
    }
}
