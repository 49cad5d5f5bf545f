import ScreenLayout
import Theme

/// A piece in the Collection grid: its photo as a big rounded card, the title and a detail
/// line on frosted material at the bottom (anything on a photo is frosted, never glass), a
/// frosted "Healing" badge while it heals, and an accent ring when it is the selected piece.
/// The whole card is one button.
///
/// ```swift
/// PieceTile.view(path: path, title: "Red rose", detail: "Right forearm", height: 220, isHealing: false, id: "collection.piece.rose")
/// ```
enum PieceTile {
    static func view(
        path: String?, title: String, detail: String?, height: Double, isHealing: Bool, isSelected: Bool = false, large: Bool = false, id: String
    ) -> Node {
        let card = PhotoCard.view(path: path, height: height)
            .overlay(alignment: .bottomLeading) { caption(title: title, detail: detail, large: large) }
            .overlay(alignment: .topLeading) {
                if isHealing { healingBadge() }
            }
            .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
        return Button(title, id: id) {
            if isSelected {
                card.overlay { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).stroke(.accent, lineWidth: 3) }
            } else {
                card.shadow(.card)
            }
        }
    }

    static func caption(title: String, detail: String?, large: Bool) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            Text(title, style: large ? .headline : .subheadline, weight: .semibold, lineLimit: 1).truncationAllowed()
            if let detail {
                Text(detail, style: large ? .subheadline : .caption1, lineLimit: 1).truncationAllowed()
            }
        }
        .padding(.horizontal, .m)
        .padding(.vertical, .s)
        .background { Material(.frosted, in: .roundedRectangle(cornerRadius: .dimension(.radiusSmall))) }
        .padding(.all, .s)
    }

    /// "Healing", with an accent dot: what is current about this piece.
    static func healingBadge() -> Node {
        HStack(spacing: .xs) {
            Circle().fill(.accent).frame(width: 8, height: 8)
            Text("Healing", style: .caption1, weight: .semibold, lineLimit: 1)
        }
        .padding(.horizontal, .s)
        .padding(.vertical, .xs)
        .background { Material(.frosted, in: .capsule) }
        .padding(.all, .s)
        .identifier("healingBadge")
    }
}
