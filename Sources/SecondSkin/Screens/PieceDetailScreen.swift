import Foundation
import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// One piece: its cover photo leads, then the title and artist, what it took (hours in the
/// chair, cost, the worst pain), where it is, its sessions and its photos.
/// - Compact width: a glass back button and Edit above one scrolling column, the tab bar below.
/// - Regular width: the photos in the leading pane (with the tab bar), the story in the
///   trailing one; on a half-folded Duo they meet at the fold.
/// - Largest type: the three totals stack, facts put their label above the value.
///
/// ```swift
/// let model = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .sample)
/// PieceDetailScreen(model: model)
/// ```
public struct PieceDetailScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "PieceDetail",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try PieceDetailModel(pieceID: SampleData.Key.rose, database: db, dependencies: .sample)
                return PieceDetailScreen(model: model)
            }
        ])

    public var model: PieceDetailModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: PieceDetailModel) {
        self.model = model
    }

    public var body: some View {
        if env.horizontalSizeClass == .regular { return Self.regular(model, env) }
        let width = Metrics.compactContentWidth(env)
        let coverHeight = min(width * 1.25, Metrics.safeHeight(env) * 0.55)
        return VStack(spacing: 0) {
            Self.navigationBar(model).padding(.horizontal, Scaffold.margin(env)).padding(.bottom, .s)
            ScrollView {
                VStack(alignment: .leading, spacing: .xl) {
                    Self.cover(model, height: coverHeight)
                    Self.story(model, env)
                    Self.gallery(model, env, width: width)
                }
                .padding(.horizontal, Scaffold.margin(env))
                .padding(.top, .xs)
                .padding(.bottom, .xxl)
            }
            TabBar.view(selected: .collection).padding(.top, .xs).padding(.bottom, .s)
        }
        .background { Color(.background).ignoresSafeArea() }
    }

    /// Regular widths: photos on the leading pane, the story on the trailing one.
    static func regular(_ model: PieceDetailModel, _ env: LayoutEnvironment) -> Node {
        let panes = Metrics.panes(env, primaryFraction: 0.5)
        let width = panes.primary - 2 * Metrics.margin(env)
        let coverHeight = min(width * 1.25, Metrics.safeHeight(env) - 180)
        return TwoPane(TwoPaneSpec(primaryFraction: 0.5, primaryMinimum: 320)) {
            VStack(alignment: .leading, spacing: .m) {
                Scaffold.paneTabBar(.collection, env: env)
                ScrollView {
                    VStack(alignment: .leading, spacing: .l) {
                        navigationBar(model)
                        cover(model, height: coverHeight)
                        gallery(model, env, width: width)
                    }
                    .padding(.horizontal, Scaffold.margin(env))
                    .padding(.bottom, .xxl)
                }
            }
            .padding(.top, .s)
            .background { Color(.background).ignoresSafeArea() }
        } secondary: {
            ScrollView {
                story(model, env, onSecondary: true).padding(.all, Scaffold.margin(env))
            }
            .background { Color(.secondaryBackground).ignoresSafeArea() }
        }
    }

    /// The single column the Collection shows beside its grid: cover, story, photos.
    static func column(_ model: PieceDetailModel, _ env: LayoutEnvironment, width: Double) -> Node {
        VStack(alignment: .leading, spacing: .xl) {
            cover(model, height: min(width * 1.1, Metrics.safeHeight(env) * 0.6))
            story(model, env, onSecondary: true)
            gallery(model, env, width: width)
        }
    }

    static func navigationBar(_ model: PieceDetailModel) -> Node {
        NavigationBar.view(leading: NavigationBar.backButton("Collection", id: "piece.back")) {
            NavigationBar.glassButton(.edit, label: "Edit piece", id: "piece.edit")
        }
    }

    static func cover(_ model: PieceDetailModel, height: Double) -> Node {
        PhotoCard.view(path: model.cover.map { model.photos.path(for: $0.fileName) }, height: height)
            .shadow(.card)
            .accessibility(role: .image, label: model.cover?.caption ?? "Photo of \(model.piece.value?.title ?? "the piece")")
            .identifier("piece.cover")
    }

    /// Title, artist, totals, facts, sessions and notes. `onSecondary`: drawn on the secondary
    /// background, so cards use the primary one.
    static func story(_ model: PieceDetailModel, _ env: LayoutEnvironment, onSecondary: Bool = false) -> Node {
        guard let piece = model.piece.value else {
            return Controls.emptyState(
                icon: .collection, title: "This piece is gone", message: "It was deleted on this device.", action: "Back to Collection",
                id: "piece.missing.back")
        }
        let surface: ColorName = onSecondary ? .background : .secondaryBackground
        return VStack(alignment: .leading, spacing: .xl) {
            header(model, piece)
            if model.totalHours != nil { totals(model, surface: surface) }
            facts(model, piece, surface: surface)
            sessions(model, env, surface: surface)
            if let notes = piece.notes {
                VStack(alignment: .leading, spacing: .s) {
                    Controls.sectionHeader("Notes")
                    Text(notes, style: .body)
                        .padding(.all, .l)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(surface) }
                }
            }
        }
    }

    static func header(_ model: PieceDetailModel, _ piece: PieceDetail) -> Node {
        VStack(alignment: .leading, spacing: .xs) {
            Controls.pill(piece.status.title, highlighted: model.nextSession != nil).identifier("piece.status")
            Text(piece.title, style: .largeTitle, weight: .bold).accessibility(role: .header).identifier("piece.title")
            if let artist = piece.artistName {
                Text(artist, style: .headline).identifier("piece.artist")
            }
            if let studio = [piece.artistStudio, piece.artistCity].compactMap({ $0 }).joined(separator: ", ").nonEmpty {
                Text(studio, style: .subheadline).foreground(.secondaryLabel)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Hours in the chair, what it cost, the worst pain: three tiles, stacked at large sizes.
    static func totals(_ model: PieceDetailModel, surface: ColorName) -> Node {
        let hours = model.totalHours.map(DateText.hours) ?? "–"
        let cost = model.totalCost?.text ?? "–"
        let pain = model.maxPain.map { "\($0)/10" } ?? "–"
        let painColor = model.maxPain.map(Self.painColor) ?? .label
        func tile(_ value: String, _ label: String, color: ColorName, id: String) -> Node {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(value, style: .title2, weight: .bold).foreground(color)
                Text(label, style: .footnote).foreground(.secondaryLabel)
            }
            .padding(.all, .m)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(surface) }
            .identifier(id)
        }
        return ViewThatFits(in: .horizontal) {
            HStack(spacing: .s) {
                tile(hours, "in the chair", color: .label, id: "piece.hours")
                tile(cost, "spent", color: .label, id: "piece.cost")
                tile(pain, "worst pain", color: painColor, id: "piece.pain")
            }
            VStack(spacing: .s) {
                tile(hours, "in the chair", color: .label, id: "piece.hours")
                tile(cost, "spent", color: .label, id: "piece.cost")
                tile(pain, "worst pain", color: painColor, id: "piece.pain")
            }
        }
    }

    static func facts(_ model: PieceDetailModel, _ piece: PieceDetail, surface: ColorName) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            let rows: [(String, String?)] = [
                ("Placement", model.placementText), ("Tattooed", model.dayText), ("Style", piece.style),
            ]
            let shown = rows.compactMap { row in row.1.map { (row.0, $0) } }
            for (index, row) in shown.enumerated() {
                if index > 0 { Divider().padding(.leading, .l) }
                FormSection.valueRow(row.0, value: row.1, id: "piece.fact.\(row.0.lowercased())")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(surface) }
    }

    static func sessions(_ model: PieceDetailModel, _ env: LayoutEnvironment, surface: ColorName) -> Node {
        let sessions = model.sessions.value
        let text = DateText(calendar: model.dependencies.calendar)
        let now = model.dependencies.now()
        let next = model.nextSession?.id
        return VStack(alignment: .leading, spacing: .s) {
            Controls.sectionHeader("Sessions", trailing: sessions.count == 1 ? "1 session" : "\(sessions.count) sessions")
            if sessions.isEmpty {
                Text("No sessions yet.", style: .body).foreground(.secondaryLabel)
            }
            for session in sessions {
                sessionRow(session, isNext: session.id == next, text: text, now: now, currency: model.currency.value, surface: surface)
            }
        }
    }

    static func sessionRow(_ session: PieceSession, isNext: Bool, text: DateText, now: Date, currency: String, surface: ColorName) -> Node {
        let day = Day(session.startsAt, in: text.calendar)
        let when = "\(text.day(day)), \(text.time(session.startsAt))"
        return VStack(alignment: .leading, spacing: .s) {
            HStack(alignment: .top, spacing: .s) {
                Text(when, style: .headline).frame(maxWidth: .infinity, alignment: .leading)
                if isNext { Controls.pill("Next", highlighted: true) }
            }
            if let review = session.review {
                Text("\(DateText.hours(review.hours)) in the chair · \(Money(cents: review.costCents, currency: currency).text)", style: .subheadline)
                    .foreground(.secondaryLabel)
                painMeter(review.pain)
                if let notes = review.notes { Text(notes, style: .subheadline) }
            } else if session.startsAt > now {
                Text(
                    "\(text.relative(session.startsAt, from: now).capitalizedFirst) · \(DateText.duration(minutes: session.plannedMinutes)) planned",
                    style: .subheadline
                )
                .foreground(.secondaryLabel)
            } else {
                Text("Waiting for “How did it go?”", style: .subheadline).foreground(.secondaryLabel)
            }
        }
        .padding(.all, .l)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(surface) }
        .identifier("piece.session")
    }

    /// Ten small bars, the first `pain` filled in the pain scale's colour, then "Pain 4/10".
    static func painMeter(_ pain: Int) -> Node {
        let color = painColor(pain)
        return ViewThatFits(in: .horizontal) {
            HStack(spacing: .s) {
                bars(pain, color)
                Text("Pain \(pain)/10", style: .subheadline, weight: .semibold)
            }
            VStack(alignment: .leading, spacing: .xs) {
                Text("Pain \(pain)/10", style: .subheadline, weight: .semibold)
                bars(pain, color)
            }
        }
        .accessibility(role: .text, label: "Pain \(pain) out of 10")
    }

    static func bars(_ pain: Int, _ color: ColorName) -> Node {
        HStack(spacing: 3) {
            for i in 0..<10 { Capsule().fill(i < pain ? color : .fill).frame(width: 10, height: 6) }
        }
    }

    static func painColor(_ pain: Int) -> ColorName { pain <= 3 ? .painMild : pain <= 6 ? .painModerate : .painSevere }

    /// Every photo of the piece, and a tile to add one.
    static func gallery(_ model: PieceDetailModel, _ env: LayoutEnvironment, width: Double) -> Node {
        let photos = model.gallery.value
        let columns = Metrics.columns(in: width, minimum: env.contentSize.isAccessibility ? 150 : 100, spacing: 8, maximumCount: 4)
        let height = columns.width * 1.25
        return VStack(alignment: .leading, spacing: .s) {
            Controls.sectionHeader("Photos", trailing: photos.count == 1 ? "1 photo" : "\(photos.count) photos")
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), alignment: .top), count: columns.count), spacing: .s) {
                for photo in photos {
                    PhotoCard.view(path: model.photos.path(for: photo.fileName), height: height, radius: .radiusButton)
                        .accessibility(role: .image, label: photo.caption ?? "Photo")
                }
                Button("Add photo", id: "piece.addPhoto") {
                    VStack(spacing: .xs) {
                        Icon(.add, size: .iconMedium).foreground(.accent)
                        Text("Add photo", style: .footnote, weight: .semibold).multilineTextAlignment(.center)
                    }
                    .padding(.all, .s)
                    .frame(maxWidth: .infinity)
                    .frame(height: height)
                    .background { RoundedRectangle(cornerRadius: .dimension(.radiusButton)).fill(.fill) }
                }
            }
        }
    }
}
