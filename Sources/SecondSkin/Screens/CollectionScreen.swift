import Foundation
import LiveSQLite
import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The Collection tab: the pieces you have, as a photo grid (the newest as a big card, the
/// rest in columns, each with a frosted caption) or as dots on a front and back body map, and
/// an empty state that asks for the first piece.
/// - Compact width: one column with the layout picker and the add button, the tab bar below.
/// - Regular width: the grid or map in the leading pane, the selected piece's detail in the
///   trailing one, meeting at the fold on a half-folded Duo.
/// - Largest type: one photo per row, the layout picker shows icons, rows stack.
///
/// ```swift
/// let model = try CollectionModel(database: db, dependencies: .sample)
/// CollectionScreen(model: model, selection: nil)
/// ```
public struct CollectionScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "Collection",
        states: [
            ScreenState(name: "grid", window: false) { db in
                let model = try CollectionModel(database: db, dependencies: .sample)
                let rose = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .sample)
                return CollectionScreen(model: model, selection: rose)
            },
            ScreenState(name: "bodyMap", window: false) { db in
                let model = try CollectionModel(database: db, dependencies: .sample)
                model.layout = .bodyMap
                let rose = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .sample)
                return CollectionScreen(model: model, selection: rose)
            },
            // First launch. The snapshot catalog hands every state the sample database, so this
            // state opens its own empty one.
            ScreenState(name: "empty", database: .firstLaunch, window: false) { db in
                let model = try CollectionModel(database: db, dependencies: .sample)
                return CollectionScreen(model: model, selection: nil)
            },
        ])

    static let title = "Collection"

    /// - Parameter selection: the piece shown beside the grid on regular widths.
    public var model: CollectionModel
    public var selection: PieceDetailModel?
    @Environment(\.layoutEnvironment) private var env

    public init(model: CollectionModel, selection: PieceDetailModel?) {
        self.model = model
        self.selection = selection
    }

    public var body: some View {
        if model.isEmpty { return Self.empty(model, env) }
        if env.horizontalSizeClass == .regular {
            let panes = Metrics.panes(env, primaryFraction: 0.5)
            let margin = Metrics.margin(env)
            return Scaffold.split(title: Self.title, subtitle: Self.subtitle(model), tab: .collection, env: env, primaryFraction: 0.5) {
                Self.controls(model)
                Self.content(model, env, width: panes.primary - 2 * margin, selected: selection?.pieceID)
            } secondary: {
                if let selection, !selection.isMissing {
                    PieceDetailScreen.column(selection, env, width: panes.secondary - 2 * margin)
                } else {
                    Text("Choose a piece to see its story.", style: .body).foreground(.secondaryLabel)
                }
            }
        }
        return Scaffold.compact(title: Self.title, subtitle: Self.subtitle(model), tab: .collection, env: env) {
            Self.controls(model)
            Self.content(model, env, width: Metrics.compactContentWidth(env), selected: nil)
        }
    }

    /// "9 pieces · 1 healing".
    static func subtitle(_ model: CollectionModel) -> String {
        model.healingCount > 0 ? "\(model.countText) · \(model.healingCount) healing" : model.countText
    }

    /// The layout picker and the add button.
    static func controls(_ model: CollectionModel) -> Node {
        let segments = CollectionLayout.allCases.map {
            Segment(id: $0.rawValue, title: $0.title, icon: $0 == .grid ? .photos : bodyIcon)
        }
        return HStack(spacing: .m) {
            SegmentedControl.view(segments, selected: model.layout.rawValue, id: "collection.layout")
            NavigationBar.glassButton(.add, label: "Add a piece", id: "collection.add")
        }
    }

    static let bodyIcon = IconName(glyph: "accessibility_new")

    static func content(_ model: CollectionModel, _ env: LayoutEnvironment, width: Double, selected: UUID?) -> Node {
        switch model.layout {
        case .grid: return grid(model, env, width: width, selected: selected)
        case .bodyMap: return bodyMap(model, env, width: width, selected: selected)
        }
    }

    // MARK: Grid

    /// The newest piece as a big card, the others in columns of 4:5 photo cards.
    static func grid(_ model: CollectionModel, _ env: LayoutEnvironment, width: Double, selected: UUID?) -> Node {
        let pieces = model.pieces.value
        let columns =
            env.contentSize.isAccessibility
            ? (count: 1, width: width) : Metrics.columns(in: width, minimum: 150, spacing: 12, maximumCount: 3)
        let heroHeight = min(width * 0.9, Metrics.safeHeight(env) * 0.5)
        return VStack(spacing: .m) {
            if let newest = pieces.first {
                tile(model, newest, height: heroHeight, large: true, selected: selected)
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), alignment: .top), count: columns.count), spacing: .m) {
                for piece in pieces.dropFirst() {
                    tile(model, piece, height: columns.width * 1.25, large: columns.count == 1, selected: selected)
                }
            }
        }
        .identifier("collection.grid")
    }

    static func tile(_ model: CollectionModel, _ piece: PieceCard, height: Double, large: Bool, selected: UUID?) -> Node {
        let detail = large ? [piece.regionName, piece.artistName].compactMap { $0 }.joined(separator: " · ") : piece.regionName
        return PieceTile.view(
            path: piece.coverFile.map { model.photos.path(for: $0) }, title: piece.title, detail: detail?.nonEmpty, height: height,
            isHealing: piece.status == .healing, isSelected: piece.id == selected, large: large, id: "collection.piece.\(piece.title)")
    }

    // MARK: Body map

    /// Front and back with a dot per piece, a legend, then the pieces by side and any that
    /// have no placement yet.
    static func bodyMap(_ model: CollectionModel, _ env: LayoutEnvironment, width: Double, selected: UUID?) -> Node {
        let front = model.dots(on: .front)
        let back = model.dots(on: .back)
        let placed = model.pieces.value.filter { $0.side != nil }
        return VStack(alignment: .leading, spacing: .xl) {
            VStack(spacing: .l) {
                BodyMap.pair(front: front, back: back, width: width - 32, maxHeight: Metrics.safeHeight(env) * 0.55, selected: selected)
                legend(healing: model.healingCount > 0)
            }
            .padding(.all, .l)
            .frame(maxWidth: .infinity)
            .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground) }
            for side in BodySide.allCases {
                let pieces = placed.filter { $0.side == side }
                if !pieces.isEmpty {
                    section(model, side.title, pieces, selected: selected)
                }
            }
            if !model.unplaced.isEmpty {
                section(model, "Not placed yet", model.unplaced, selected: selected)
            }
        }
        .identifier("collection.bodyMap")
    }

    static func legend(healing: Bool) -> Node {
        func key(_ color: ColorName, _ text: String) -> Node {
            HStack(spacing: .xs) {
                Circle().fill(color).frame(width: 10, height: 10)
                Text(text, style: .footnote).foreground(.secondaryLabel)
            }
        }
        return HStack(spacing: .l) {
            key(.label, "Healed")
            if healing { key(.accent, "Healing") }
        }
        .accessibility(role: .text, label: healing ? "Dots: healed pieces; accent dots: healing" : "Dots: healed pieces")
    }

    static func section(_ model: CollectionModel, _ title: String, _ pieces: [PieceCard], selected: UUID?) -> Node {
        VStack(alignment: .leading, spacing: .s) {
            Controls.sectionHeader(title, trailing: pieces.count == 1 ? "1 piece" : "\(pieces.count) pieces")
            VStack(alignment: .leading, spacing: 0) {
                for (index, piece) in pieces.enumerated() {
                    if index > 0 { Divider().padding(.leading, 84) }
                    row(model, piece, isSelected: piece.id == selected)
                }
            }
            .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground) }
        }
    }

    /// A piece in a list: thumbnail, title, where it is (and "Healing" while it heals).
    static func row(_ model: CollectionModel, _ piece: PieceCard, isSelected: Bool) -> Node {
        let place = piece.regionName ?? "No placement yet"
        return Button(piece.title, id: "collection.row.\(piece.title)") {
            HStack(spacing: .m) {
                PhotoCard.view(path: piece.coverFile.map { model.photos.path(for: $0) }, height: 56, radius: .radiusSmall)
                    .frame(width: 56)
                VStack(alignment: .leading, spacing: .xxs) {
                    Text(piece.title, style: .headline)
                    Text(piece.status == .healing ? "\(place) · Healing" : place, style: .subheadline).foreground(.secondaryLabel)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Icon(.chevronRight, size: .iconSmall).foreground(isSelected ? .accent : .secondaryLabel)
            }
            .padding(.horizontal, .l)
            .padding(.vertical, .s)
            .frame(maxWidth: .infinity, minHeight: 44)
        }
    }

    // MARK: Empty

    /// First launch: empty photo cards where the grid will be, then the ask and the button.
    /// On regular widths the empty body map waits in the trailing pane.
    static func empty(_ model: CollectionModel, _ env: LayoutEnvironment) -> Node {
        if env.horizontalSizeClass == .regular {
            let panes = Metrics.panes(env, primaryFraction: 0.5)
            let margin = Metrics.margin(env)
            return Scaffold.split(title: title, tab: .collection, env: env, primaryFraction: 0.5) {
                emptyState(width: panes.primary - 2 * margin, env)
            } secondary: {
                VStack(spacing: .l) {
                    BodyMap.pair(front: [], back: [], width: min(panes.secondary - 2 * margin, 420), maxHeight: Metrics.safeHeight(env) * 0.6)
                    Text("Your body map fills in as you add pieces.", style: .subheadline).foreground(.secondaryLabel)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
                .padding(.top, .xxl)
            }
        }
        return Scaffold.compact(title: title, tab: .collection, env: env) {
            emptyState(width: Metrics.compactContentWidth(env), env)
        }
    }

    static func emptyState(width: Double, _ env: LayoutEnvironment) -> Node {
        let columns = Metrics.columns(in: min(width, 420), minimum: 120, spacing: 12, maximumCount: 2)
        let cardHeight = columns.width * (Metrics.safeHeight(env) < 700 ? 0.7 : 0.9)
        return VStack(spacing: .xl) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns.count), spacing: .m) {
                for _ in 0..<(columns.count * 2) {
                    Icon(.photos, size: .iconLarge).foreground(.tertiaryLabel)
                        .frame(maxWidth: .infinity)
                        .frame(height: cardHeight)
                        .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground) }
                }
            }
            .frame(maxWidth: 420)
            .accessibility(role: .image, label: "Empty photo cards")
            VStack(spacing: .s) {
                Text(CollectionModel.emptyTitle, style: .title2, weight: .bold).multilineTextAlignment(.center)
                    .accessibility(role: .header)
                Text(CollectionModel.emptyMessage, style: .body).foreground(.secondaryLabel).multilineTextAlignment(.center)
            }
            .frame(maxWidth: 420)
            Controls.primaryButton("Add a piece", id: "collection.addFirst").frame(maxWidth: 420)
        }
        .frame(maxWidth: .infinity)
        .padding(.top, .s)
        .identifier("collection.empty")
    }
}
