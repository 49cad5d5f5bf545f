import Foundation
import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The Bookings tab: the next session leads as a photo card with the accent (the accent is for
/// what is next), then the sessions that wait for "How did it go?", then the later sessions.
/// Compact widths: one column above the glass tab bar; rows stack their photo above the words at
/// the accessibility sizes. Regular widths: Bookings beside the review of the session awaiting
/// it (split at the fold on a half-folded Duo). Empty: a prompt to add the first booking.
///
/// ```swift
/// BookingsScreen(model: model, review: reviewModel)
/// ```
public struct BookingsScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "Bookings",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try BookingsModel(database: db, dependencies: .sample)
                let review = try SessionReviewModel(sessionID: SampleData.Key.sessionAwaitingReview, database: db, dependencies: .sample)
                SessionReviewScreen.fillSampleDrafts(review)
                return BookingsScreen(model: model, review: review)
            },
            ScreenState(name: "empty", database: .firstLaunch, window: false) { db in
                let model = try BookingsModel(database: db, dependencies: .sample)
                return BookingsScreen(model: model, review: nil)
            },
        ])

    static let newBooking = NavigationToolbar.Item(.add, label: "New booking", id: "bookings.new")

    /// The bookings; on regular widths `review` (the session awaiting it) fills the second pane.
    public var model: BookingsModel
    public var review: SessionReviewModel?
    @Environment(\.layoutEnvironment) private var env

    public init(model: BookingsModel, review: SessionReviewModel?) {
        self.model = model
        self.review = review
    }

    public var body: some View {
        if env.horizontalSizeClass == .regular {
            return Scaffold.split(
                header: Scaffold.header("Bookings", subtitle: Self.subtitle(model), actions: [Self.newBooking]), tab: .bookings, env: env,
                primaryFraction: 0.42
            ) {
                Self.list(model, selected: review?.sessionID, env: env)
            } secondary: {
                if let review, !review.isMissing {
                    Scaffold.header(SessionReviewScreen.title, subtitle: review.title)
                    SessionReviewScreen.form(review, env, page: .secondaryBackground)
                } else {
                    PanePlaceholder.view("Reviews of your sessions open here", icon: .calendar, env: env)
                }
            }
        }
        return Scaffold.compact(
            title: "Bookings", subtitle: Self.subtitle(model), toolbar: NavigationToolbar.view(actions: [Self.newBooking]), tab: .bookings, env: env
        ) {
            Self.list(model, selected: nil, env: env)
        }
    }

    /// "2 upcoming · 1 to review".
    static func subtitle(_ model: BookingsModel) -> String? {
        guard !model.isEmpty else { return nil }
        var parts = ["\(model.upcoming.count) upcoming"]
        if !model.awaitingReview.isEmpty { parts.append("\(model.awaitingReview.count) to review") }
        return parts.joined(separator: " · ")
    }

    @NodeBuilder
    static func list(_ model: BookingsModel, selected: UUID?, env: LayoutEnvironment) -> [Node] {
        if model.isEmpty {
            Controls.emptyState(
                icon: .calendar, title: BookingsModel.emptyTitle, message: BookingsModel.emptyMessage, action: "New booking", id: "bookings.empty.new"
            )
        }
        if let next = model.nextUp { nextUpCard(next, model: model, env: env) }
        if !model.awaitingReview.isEmpty {
            GroupedSection.view("Awaiting review", spacing: .l) {
                for (index, booking) in model.awaitingReview.enumerated() {
                    if index > 0 { Divider() }
                    reviewRow(booking, index: index, model: model, isSelected: booking.id == selected, env: env)
                }
            }
        }
        if !model.later.isEmpty {
            GroupedSection.view("Later", spacing: .l) {
                for (index, booking) in model.later.enumerated() {
                    if index > 0 { Divider() }
                    laterRow(booking, index: index, model: model, env: env)
                }
            }
        }
    }

    /// The next session: its photo leads, the accent marks it as next.
    static func nextUpCard(_ booking: Booking, model: BookingsModel, env: LayoutEnvironment) -> Node {
        Button("Next up: \(booking.pieceTitle), \(model.whenText(booking))", id: "bookings.next") {
            VStack(alignment: .leading, spacing: 0) {
                if let file = booking.coverFile {
                    Image(.file(model.photos.path(for: file))).resizable().aspectRatio(.fill).frame(maxWidth: .infinity).frame(height: 200)
                }
                VStack(alignment: .leading, spacing: .m) {
                    HStack(spacing: .s) {
                        Text("Next up", style: .subheadline, weight: .semibold)
                            .foreground(.onAccent)
                            .padding(.horizontal, .m)
                            .padding(.vertical, .xxs)
                            .background { Capsule().fill(.nextUp) }
                        Text(model.countdownText(booking), style: .subheadline, weight: .semibold).foreground(.nextUp)
                    }
                    VStack(alignment: .leading, spacing: .xxs) {
                        Text(booking.pieceTitle, style: .title2, weight: .bold)
                        if let artist = artistLine(booking) { Text(artist, style: .subheadline).foreground(.secondaryLabel) }
                    }
                    VStack(alignment: .leading, spacing: .xs) {
                        fact(.calendar, model.whenText(booking), env: env)
                        fact(.clock, model.detailText(booking), env: env)
                        if let region = booking.regionName { fact(.location, region, env: env) }
                    }
                }
                .padding(.all, .l)
            }
            .background { Color(.secondaryBackground) }
            .clipShape(.roundedRectangle(cornerRadius: .dimension(.radiusCard)))
        }
    }

    /// A session over but not reviewed: its photo, when it was and the way to review it.
    /// On regular widths the row whose review fills the second pane is selected: highlighted, its
    /// button gone.
    static func reviewRow(_ booking: Booking, index: Int, model: BookingsModel, isSelected: Bool, env: LayoutEnvironment) -> Node {
        let summary = row(
            booking, model: model, env: env, title: booking.pieceTitle,
            lines: ["\(model.whenText(booking)) · \(model.countdownText(booking))", artistLine(booking)].compactMap { $0 }, trailing: nil)
        if isSelected {
            return Button("\(booking.pieceTitle), reviewing", id: "bookings.review.\(index)") {
                summary.padding(.all, .s)
                    .background { RoundedRectangle(cornerRadius: .dimension(.radiusButton)).fill(.tertiaryBackground) }
                    .padding(.all, -8)
            }
        }
        return VStack(alignment: .leading, spacing: .m) {
            summary
            Controls.secondaryButton("How did it go?", id: "bookings.review.\(index)", icon: .edit)
        }
    }

    /// A later session: photo, when, length and deposit, and how far off it is.
    static func laterRow(_ booking: Booking, index: Int, model: BookingsModel, env: LayoutEnvironment) -> Node {
        Button("\(booking.pieceTitle), \(model.whenText(booking))", id: "bookings.later.\(index)") {
            row(
                booking, model: model, env: env, title: booking.pieceTitle,
                lines: [model.whenText(booking), model.detailText(booking), artistLine(booking)].compactMap { $0 },
                trailing: model.countdownText(booking))
        }
    }

    /// A thumbnail beside (or, at the accessibility sizes, above) a title and detail lines.
    static func row(_ booking: Booking, model: BookingsModel, env: LayoutEnvironment, title: String, lines: [String], trailing: String?) -> Node {
        let thumbnail = PhotoCard.view(path: booking.coverFile.map { model.photos.path(for: $0) }, height: 72, radius: .radiusSmall)
            .frame(width: 58)
        let words = VStack(alignment: .leading, spacing: .xxs) {
            Text(title, style: .headline)
            for line in lines { Text(line, style: .subheadline).foreground(.secondaryLabel) }
            if let trailing, env.contentSize.isAccessibility { Text(trailing, style: .subheadline).foreground(.secondaryLabel) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        if env.contentSize.isAccessibility {
            return VStack(alignment: .leading, spacing: .s) {
                thumbnail
                words
            }
        }
        return HStack(alignment: .top, spacing: .m) {
            thumbnail
            words
            if let trailing { Text(trailing, style: .footnote).foreground(.secondaryLabel) }
        }
    }

    /// "Jonas Kirk · Blackbird Studio, Berlin".
    static func artistLine(_ booking: Booking) -> String? {
        guard let artist = booking.artistName else { return nil }
        let place = [booking.studio, booking.city].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? artist : "\(artist) · \(place)"
    }

    /// An icon and a line of text: when, how long, where.
    static func fact(_ icon: IconName, _ text: String, env: LayoutEnvironment) -> Node {
        HStack(alignment: .top, spacing: .s) {
            Icon(icon, size: Scaffold.inlineIcon(env)).foreground(.secondaryLabel)
            Text(text, style: .subheadline)
        }
    }
}
