import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// One moodboard (the Koi board): references saved from Instagram, Pinterest, Safari or your own
/// photos. Image references form a masonry photo grid (photos lead), each with its source on a
/// frosted badge and its note below; link references are rows with their site, source and note.
/// Compact widths: two columns under a glass back button, the tab bar (Ideas) below; one column
/// at the accessibility sizes. Regular widths: a wide photo wall with the links below, or on a
/// half-folded Duo the photos on one side of the fold and the links on the other.
///
/// ```swift
/// BoardDetailScreen(model: model)
/// ```
public struct BoardDetailScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "BoardDetail",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try BoardDetailModel(boardID: SampleData.Key.koiBoard, database: db, dependencies: .sample)
                return BoardDetailScreen(model: model)
            }
        ])

    static let back = NavigationToolbar.Item(.back, label: "Ideas", id: "board.back")
    static let addReference = NavigationToolbar.Item(.add, label: "Add reference", id: "board.addReference")

    public var model: BoardDetailModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: BoardDetailModel) {
        self.model = model
    }

    public var body: some View {
        let title = model.board.value?.title ?? "Board"
        let safeWidth = env.device.size.width - env.device.safeArea.leading - env.device.safeArea.trailing
        if env.horizontalSizeClass == .regular, env.device.activeFold != nil {
            // Half folded: the photos on one side of the fold, the links on the other.
            let widths = PaneWidths(env, primaryFraction: 0.5)
            return Scaffold.split(
                header: VStack(alignment: .leading, spacing: .m) {
                    NavigationToolbar.view(back: Self.back, actions: [Self.addReference])
                    Scaffold.title(title, subtitle: Self.subtitle(model))
                }, tab: .ideas, env: env, primaryFraction: 0.5
            ) {
                Self.photos(model, width: widths.primary, env: env)
            } secondary: {
                Self.links(model, page: .secondaryBackground)
            }
        }
        if env.horizontalSizeClass == .regular {
            // iPad and the flat Duo: a wide photo wall, the links below it.
            let maxWidth = 1100.0
            return Scaffold.wide(
                title: title, subtitle: Self.subtitle(model), back: Self.back, actions: [Self.addReference], tab: .ideas, env: env, maxWidth: maxWidth
            ) {
                Self.content(model, env, page: .background, width: min(safeWidth, maxWidth + 2 * (env.device.layoutMargin + 4)))
            }
        }
        return Scaffold.compact(
            title: title, subtitle: Self.subtitle(model), toolbar: NavigationToolbar.view(back: Self.back, actions: [Self.addReference]), tab: .ideas,
            env: env
        ) {
            Self.content(model, env, page: .background, width: safeWidth)
        }
    }

    /// The title row for a pane that shows the board (Ideas on regular widths).
    static func header(_ model: BoardDetailModel, actions: Bool) -> Node {
        Scaffold.header(model.board.value?.title ?? "Board", subtitle: subtitle(model), actions: actions ? [addReference] : [])
    }

    /// The photos, then the links, for a column `width` wide on `page`.
    @NodeBuilder
    static func content(_ model: BoardDetailModel, _ env: LayoutEnvironment, page: ColorName, width: Double) -> [Node] {
        if !model.imageReferences.isEmpty { photos(model, width: width, env: env) }
        if !model.linkReferences.isEmpty { links(model, page: page) }
    }

    /// "4 references · for Koi & waves".
    static func subtitle(_ model: BoardDetailModel) -> String {
        let n = model.references.value.count
        var text = n == 1 ? "1 reference" : "\(n) references"
        if let piece = model.board.value?.pieceTitle { text += " · for \(piece)" }
        return text
    }

    /// The image references in masonry columns: as many columns of at least 150 pt as fit in
    /// `width` (less the margins; at least two, at most one per image, one at the accessibility
    /// sizes), each photo in its own aspect, added to the shortest column. When one photo would be
    /// left over, the first leads across the full width.
    static func photos(_ model: BoardDetailModel, width: Double, env: LayoutEnvironment) -> Node {
        let references = Array(model.imageReferences.enumerated())
        let margin = env.device.layoutMargin + 4
        let fit = env.contentSize.isAccessibility ? 1 : max(2, PaneWidths.columns(in: width, margin: margin, minimum: 150))
        let count = max(1, min(fit, references.count))
        var rest = references[...]
        var hero: (offset: Int, element: BoardReference)?
        if count > 1, references.count % count == 1 { hero = rest.popFirst() }
        var columns = [[(offset: Int, element: BoardReference)]](repeating: [], count: count)
        var heights = [Double](repeating: 0, count: count)
        for item in rest {
            let shortest = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            columns[shortest].append(item)
            heights[shortest] += 1.25 + (item.element.note == nil ? 0.05 : 0.3)
        }
        return VStack(alignment: .leading, spacing: .l) {
            if let hero {
                photo(hero.element, index: hero.offset, model: model, env: env, height: min((width - 2 * margin) * 0.9, 440))
            }
            HStack(alignment: .top, spacing: .m) {
                for column in columns {
                    VStack(alignment: .leading, spacing: .l) {
                        for item in column { photo(item.element, index: item.offset, model: model, env: env) }
                    }
                    .frame(maxWidth: .infinity, alignment: .top)
                }
            }
        }
    }

    /// One image reference: the photo (in its own aspect, or cropped to `height`) with its source
    /// on a frosted badge, and its note.
    static func photo(_ reference: BoardReference, index: Int, model: BoardDetailModel, env: LayoutEnvironment, height: Double? = nil) -> Node {
        let image = Image(.file(model.photos.path(for: reference.imageFile ?? ""))).resizable().aspectRatio(.fill)
        return Button(reference.note ?? "\(reference.source.title) reference", id: "board.image.\(index)") {
            VStack(alignment: .leading, spacing: .xs) {
                (height.map { image.frame(maxWidth: .infinity).frame(height: $0) } ?? image)
                    .overlay(alignment: .bottomLeading) { sourceBadge(reference.source, env: env) }
                    .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusButton)))
                if let note = reference.note {
                    Text(note, style: .subheadline).padding(.horizontal, .xxs)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// Where a reference was saved from, on a frosted capsule over the photo.
    static func sourceBadge(_ source: ReferenceSource, env: LayoutEnvironment) -> Node {
        HStack(spacing: .xxs) {
            Icon(icon(for: source), size: Scaffold.inlineIcon(env))
            Text(source.title, style: .caption1, weight: .semibold, lineLimit: 1).truncationAllowed()
        }
        .padding(.horizontal, .s)
        .padding(.vertical, .xxs)
        .background { Material(.frosted, in: .capsule) }
        .padding(.all, .s)
    }

    /// The link references as rows on a grouped card.
    static func links(_ model: BoardDetailModel, page: ColorName) -> Node {
        GroupedSection.view(
            "Links", footer: "Share a post or a page to Second Skin from Instagram, Pinterest or Safari to save it here.",
            fill: GroupedSection.cardFill(on: page), spacing: .l
        ) {
            for (index, reference) in model.linkReferences.enumerated() {
                if index > 0 { Divider() }
                linkRow(reference, index: index)
            }
        }
    }

    static func linkRow(_ reference: BoardReference, index: Int) -> Node {
        let site = reference.linkHost ?? reference.source.title
        return Button("Open \(site)", id: "board.link.\(index)") {
            HStack(alignment: .top, spacing: .m) {
                Icon(icon(for: reference.source), size: .iconSmall)
                    .foreground(.secondaryLabel)
                    .frame(width: 40, height: 40)
                    .background { Circle().fill(.fill) }
                VStack(alignment: .leading, spacing: .xxs) {
                    Text(site, style: .headline)
                    Text("Saved from \(reference.source.title)", style: .subheadline).foreground(.secondaryLabel)
                    if let note = reference.note {
                        Text(note, style: .subheadline).padding(.top, .xs)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Icon(.chevronRight, size: .iconSmall).foreground(.tertiaryLabel).frame(height: 40)
            }
            .frame(minHeight: 44)
        }
    }

    static func icon(for source: ReferenceSource) -> IconName {
        switch source {
        case .instagram: return .instagram
        case .pinterest: return .pinterest
        case .safari: return .safari
        case .photos: return .photo
        }
    }
}
