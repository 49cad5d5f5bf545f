import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The Stats tab: hours in the chair, how much of your skin is covered, total spent, your go-to
/// artist, your most painful session and how many pieces you have (with their photos), as tiles.
/// Compact widths: two tiles a row (the artist and the most painful session across), one a row
/// at the accessibility sizes, the glass tab bar below. Regular widths: a three-column dashboard
/// with the pieces' photos across the bottom, or on a half-folded Duo three tiles on each side of
/// the fold. Empty: what fills it in.
///
/// ```swift
/// StatsScreen(model: model, pieces: collection)
/// ```
public struct StatsScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "Stats",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try StatsModel(database: db, dependencies: .sample)
                let pieces = try CollectionModel(database: db, dependencies: .sample)
                return StatsScreen(model: model, pieces: pieces)
            },
            ScreenState(name: "empty", database: .firstLaunch, window: false) { db in
                let model = try StatsModel(database: db, dependencies: .sample)
                return StatsScreen(model: model, pieces: nil)
            },
        ])

    static let emptyTitle = "No stats yet"
    static let emptyMessage = "Add the pieces you have and review your sessions: hours, coverage, cost and pain add up here."

    /// The dashboard; `pieces` (the collection) lends the Pieces tile its photos.
    public var model: StatsModel
    public var pieces: CollectionModel?
    @Environment(\.layoutEnvironment) private var env

    public init(model: StatsModel, pieces: CollectionModel?) {
        self.model = model
        self.pieces = pieces
    }

    public var body: some View {
        let photos = (pieces?.pieces.value ?? []).compactMap { piece in piece.coverFile.map { pieces?.photos.path(for: $0) ?? $0 } }
        if env.horizontalSizeClass == .regular, env.device.activeFold != nil || model.isEmpty {
            // Half folded (or nothing to show yet): three tiles on each side of the fold.
            let tiles = Self.tiles(model, photos: photos, layout: .stack, minHeight: 0, env: env)
            return Scaffold.split(header: Scaffold.header("Stats", subtitle: Self.subtitle(model)), tab: .stats, env: env, primaryFraction: 0.5) {
                if model.isEmpty { Self.emptyState() } else { StatTile.grid(Array(tiles.prefix(3)), columns: 1) }
            } secondary: {
                if model.isEmpty {
                    PanePlaceholder.view("Your numbers add up here", icon: .stats, env: env)
                } else {
                    StatTile.grid(Array(tiles.dropFirst(3)), columns: 1)
                }
            }
        }
        if env.horizontalSizeClass == .regular {
            let tiles = Self.tiles(model, photos: photos, layout: .dashboard, minHeight: 190, env: env)
            return Scaffold.wide(title: "Stats", subtitle: Self.subtitle(model), tab: .stats, env: env) {
                StatTile.grid(Array(tiles.prefix(3)), columns: 3)
                StatTile.grid(Array(tiles.dropFirst(3).prefix(2)), columns: 2)
                StatTile.grid(Array(tiles.dropFirst(5)), columns: 1)
            }
        }
        return Scaffold.compact(title: "Stats", subtitle: Self.subtitle(model), toolbar: nil, tab: .stats, env: env) {
            if model.isEmpty {
                Self.emptyState()
            } else if env.contentSize.isAccessibility {
                StatTile.grid(Self.tiles(model, photos: photos, layout: .stack, minHeight: 0, env: env), columns: 1)
            } else {
                let tiles = Self.tiles(model, photos: photos, layout: .compact, minHeight: 150, env: env)
                StatTile.grid([tiles[0], tiles[1]], columns: 2)
                StatTile.grid([tiles[2], tiles[5]], columns: 2)
                StatTile.grid([tiles[3], tiles[4]], columns: 1)
            }
        }
    }

    /// How the tiles are arranged, which decides how the Pieces tile shows its photos.
    enum Layout {
        /// Two a row on a phone: a small stack of round photos.
        case compact
        /// One a row: a row of photos.
        case stack
        /// Three a row, the pieces across the bottom: every photo.
        case dashboard
    }

    /// "10 sessions with 4 artists".
    static func subtitle(_ model: StatsModel) -> String? {
        guard let summary = model.summary.value, !model.isEmpty else { return nil }
        let sessions = summary.sessionCount == 1 ? "1 session" : "\(summary.sessionCount) sessions"
        let artists = summary.artistCount == 1 ? "1 artist" : "\(summary.artistCount) artists"
        return "\(sessions) with \(artists)"
    }

    /// Hours, coverage, spent, go-to artist, most painful, pieces — in that order.
    static func tiles(_ model: StatsModel, photos: [String], layout: Layout, minHeight: Double, env: LayoutEnvironment) -> [Node] {
        let icon = Scaffold.inlineIcon(env)
        let large = layout == .dashboard
        let summary = model.summary.value
        let sessions = summary?.sessionCount ?? 0
        var perSession: String?
        if sessions > 0 {
            let cents = (model.spent.cents / sessions + 50) / 100 * 100
            perSession = "\(Money(cents: cents, currency: model.spent.currency).text) a session"
        }
        var statuses: [String] = []
        if let s = summary {
            if s.healingCount > 0 { statuses.append("\(s.healingCount) healing") }
            if s.bookedCount > 0 { statuses.append("\(s.bookedCount) booked") }
            if s.ideaCount > 0 { statuses.append(s.ideaCount == 1 ? "1 idea" : "\(s.ideaCount) ideas") }
        }
        let artist = model.goToArtist.value
        let painful = model.mostPainful.value
        let painDetail = [model.mostPainfulDetail, model.averagePainText].compactMap { $0 }.joined(separator: "\n")
        return [
            StatTile.view(
                .clock, "Hours in the chair", value: model.hoursText, detail: sessions == 1 ? "in 1 session" : "in \(sessions) sessions",
                minHeight: minHeight, large: large, iconSize: icon, id: "stats.hours"),
            StatTile.view(
                .coverage, "Skin covered", value: model.coverageText, visual: ProgressBar.view(fraction: model.skinCovered, tint: .label),
                detail: "of your body's surface", minHeight: minHeight, large: large, iconSize: icon, id: "stats.coverage"),
            StatTile.view(
                .money, "Total spent", value: model.spentText, detail: perSession, minHeight: minHeight, large: large, iconSize: icon,
                id: "stats.spent"),
            StatTile.view(
                .person, "Go-to artist", value: artist?.name ?? "None yet",
                detail: artist.map { a in "\(a.pieceCount == 1 ? "1 piece" : "\(a.pieceCount) pieces") · \(DateText.hours(a.hours)) in the chair" },
                minHeight: minHeight, large: large, iconSize: icon, id: "stats.artist"),
            StatTile.view(
                .pain, "Most painful", value: painful?.pieceTitle ?? "None yet", visual: painful.map { painMeter($0.pain) },
                detail: painDetail.isEmpty ? "Review a session to score it" : painDetail, minHeight: minHeight, large: large, iconSize: icon,
                id: "stats.painful"),
            StatTile.view(
                .collection, "Pieces", value: "\(model.pieceCount)", visual: piecePhotos(photos, layout: layout),
                detail: statuses.isEmpty ? "on your skin" : statuses.joined(separator: " · "), minHeight: minHeight, large: large, iconSize: icon,
                id: "stats.pieces"),
        ]
    }

    /// The score on the pain scale, "9/10" in its colour.
    static func painMeter(_ pain: Int) -> Node {
        HStack(spacing: .s) {
            PainScale.meter(pain: pain)
            Text("\(pain)/10", style: .headline).foreground(PainScale.color(for: pain))
        }
    }

    /// The pieces' photos: a stack of round thumbnails on a phone tile, a row across a dashboard.
    static func piecePhotos(_ paths: [String], layout: Layout) -> Node? {
        guard !paths.isEmpty else { return nil }
        switch layout {
        case .compact:
            let shown = Array(paths.prefix(4))
            return ZStack(alignment: .leading) {
                for (index, path) in shown.enumerated() {
                    Image(.file(path)).resizable().aspectRatio(.fill).frame(width: 36, height: 36)
                        .clipShape(.circle)
                        .padding(.all, 2)
                        .background { Circle().fill(.secondaryBackground) }
                        .offset(x: Double(index) * 26)
                }
            }
            .frame(width: 40 + Double(shown.count - 1) * 26, height: 40, alignment: .leading)
            .accessibility(role: .image, label: "Photos of your pieces")
        case .stack, .dashboard:
            let count = layout == .dashboard ? paths.count : min(paths.count, 5)
            return LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: count), spacing: .s) {
                for path in paths.prefix(count) {
                    Image(.file(path)).resizable().aspectRatio(.fill).clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusSmall)))
                }
            }
            .accessibility(role: .image, label: "Photos of your pieces")
        }
    }

    static func emptyState() -> Node {
        Controls.emptyState(icon: .stats, title: emptyTitle, message: emptyMessage, action: "Add a piece", id: "stats.empty.addPiece")
    }
}
