import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// "How did it go?" after a session (the Horseshoe): the session's photo leads, then time in
/// the chair with a stepper, what it cost in the profile's currency (deposit included), pain
/// 0–10 as a scale in the pain colours, notes, and Save as the primary action. Compact widths:
/// one column under a glass back button, the tab bar (Bookings) below; rows reflow at the
/// accessibility sizes. Regular widths: the session beside the form (split at the fold).
///
/// ```swift
/// SessionReviewScreen(model: model)
/// ```
public struct SessionReviewScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "SessionReview",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try SessionReviewModel(sessionID: SampleData.Key.sessionAwaitingReview, database: db, dependencies: .sample)
                fillSampleDrafts(model)
                return SessionReviewScreen(model: model)
            }
        ])

    static let title = "How did it go?"
    static let back = NavigationToolbar.Item(.back, label: "Bookings", id: "review.back")

    /// The drafts the snapshots show: the form as someone fills it in after the Horseshoe.
    static func fillSampleDrafts(_ model: SessionReviewModel) {
        model.hours = 2
        model.cost = 180
        model.pain = 6
        model.notes = "The top of the foot buzzed more than I expected. Sasha talked me through it."
    }

    public var model: SessionReviewModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: SessionReviewModel) {
        self.model = model
    }

    public var body: some View {
        if env.horizontalSizeClass == .regular {
            return Scaffold.split(
                header: VStack(alignment: .leading, spacing: .m) {
                    NavigationToolbar.view(back: Self.back)
                    Scaffold.title(Self.title, subtitle: model.title)
                }, tab: .bookings, env: env, primaryFraction: 0.45
            ) {
                Self.session(model, photoHeight: 320, env: env)
            } secondary: {
                Self.form(model, env, page: .secondaryBackground)
            }
        }
        return Scaffold.compact(title: Self.title, subtitle: model.title, toolbar: NavigationToolbar.view(back: Self.back), tab: .bookings, env: env)
        {
            Self.session(model, photoHeight: env.device.size.height < 700 ? 150 : 190, env: env)
            Self.form(model, env, page: .background)
        }
    }

    /// The session's photo with when and where on a frosted caption.
    static func session(_ model: SessionReviewModel, photoHeight: Double, env: LayoutEnvironment) -> Node {
        let booking = model.session.value
        let place = [booking?.studio, booking?.regionName].compactMap { $0 }.joined(separator: " · ")
        return PhotoCard.view(
            path: booking?.coverFile.map { model.photos.path(for: $0) }, height: photoHeight, title: model.whenText ?? title,
            subtitle: place.isEmpty ? nil : place, env: env)
    }

    /// The form: time, cost, pain, notes and Save, on cards one step up from `page`.
    @NodeBuilder
    static func form(_ model: SessionReviewModel, _ env: LayoutEnvironment, page: ColorName) -> [Node] {
        let fill = GroupedSection.cardFill(on: page)
        GroupedSection.view("Time in the chair", fill: fill) { hours(model, env) }
        GroupedSection.view("Cost", footer: model.depositText, fill: fill) { cost(model) }
        GroupedSection.view("Pain", fill: fill) {
            painValue(model)
            PainScale.view(pain: model.pain, env: env, id: "review.pain")
        }
        GroupedSection.view("Notes", fill: fill) { notes(model) }
        Controls.primaryButton(model.isReviewed ? "Save changes" : "Save", id: "review.save")
    }

    /// "2 h", the planned length, and a stepper.
    static func hours(_ model: SessionReviewModel, _ env: LayoutEnvironment) -> Node {
        let planned = model.session.value.map { "Planned \(DateText.duration(minutes: $0.plannedMinutes))" }
        let value = VStack(alignment: .leading, spacing: .xxs) {
            Text(DateText.hours(model.hours), style: .title2, weight: .bold)
            if let planned { Text(planned, style: .footnote).foreground(.secondaryLabel) }
        }
        let stepper = HStack(spacing: 0) {
            Button("Less time", id: "review.hours.less") { Icon(.minus, size: .iconSmall).frame(width: 52, height: 44) }
            Rectangle().fill(.separator).frame(width: 1, height: 24)
            Button("More time", id: "review.hours.more") { Icon(.add, size: .iconSmall).frame(width: 52, height: 44) }
        }
        .background { Capsule().fill(.fill) }
        return ViewThatFits(in: .horizontal) {
            HStack(spacing: .m) {
                value
                Spacer(minLength: 0)
                stepper
            }
            VStack(alignment: .leading, spacing: .m) {
                value
                stepper
            }
        }
    }

    /// The amount in the profile's currency; the row is the field.
    static func cost(_ model: SessionReviewModel) -> Node {
        let amount = model.cost.map { Money(cents: Money.cents(fromMajor: $0), currency: model.currency.value).text }
        return Button("Cost", id: "review.cost") {
            HStack(spacing: .s) {
                Text(amount ?? "Amount", style: .title2, weight: .bold).foreground(amount == nil ? .secondaryLabel : .label)
                Spacer(minLength: 0)
                Text(model.currency.value, style: .subheadline).foreground(.secondaryLabel)
            }
            .frame(minHeight: 44)
        }
    }

    /// "6 / 10" and its word, in the pain colour of the score.
    static func painValue(_ model: SessionReviewModel) -> Node {
        guard let pain = model.pain else {
            return Text("Tap the scale to score it", style: .subheadline).foreground(.secondaryLabel)
        }
        let color = PainScale.color(for: pain)
        let score = HStack(alignment: .bottom, spacing: .xs) {
            Text("\(pain)", style: .title1, weight: .bold).foreground(color)
            Text("/ 10", style: .headline).foreground(.secondaryLabel).padding(.bottom, .xxs)
        }
        let word = Text(SessionReviewModel.painLabel(pain), style: .headline).foreground(color)
        return ViewThatFits(in: .horizontal) {
            HStack(alignment: .bottom, spacing: .m) {
                score
                Spacer(minLength: 0)
                word.padding(.bottom, .xxs)
            }
            VStack(alignment: .leading, spacing: .xxs) {
                score
                word
            }
        }
    }

    /// The notes; the card is the text area.
    static func notes(_ model: SessionReviewModel) -> Node {
        let empty = model.notes.isEmpty
        return Button("Notes", id: "review.notes") {
            Text(empty ? "How did it feel? Anything to remember for next time?" : model.notes, style: .body)
                .foreground(empty ? .secondaryLabel : .label)
                .frame(maxWidth: .infinity, minHeight: 72, alignment: .topLeading)
        }
    }
}
