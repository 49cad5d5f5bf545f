import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// Today's aftercare routine for the healing piece (the Skull): its photo leads, then the day of
/// the routine and today's progress, then each step with how often a day and one check-in
/// button per time (done ones checked), and the disclaimer — reminders only, never medical
/// advice. Compact widths: one column under a glass back button, the tab bar (Collection) below.
/// Regular widths: the piece and progress beside today's steps (split at the fold).
///
/// ```swift
/// AftercareScreen(model: model)
/// ```
public struct AftercareScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "Aftercare",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try AftercareModel(database: db, dependencies: .sample)
                return AftercareScreen(model: model)
            }
        ])

    static let title = "Aftercare"

    public var model: AftercareModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: AftercareModel) {
        self.model = model
    }

    public var body: some View {
        let routine = model.routine.value
        let back = NavigationToolbar.Item(.back, label: routine?.pieceTitle ?? "Collection", id: "aftercare.back")
        let subtitle = routine.map { r in r.title }
        if env.horizontalSizeClass == .regular {
            return Scaffold.split(
                header: VStack(alignment: .leading, spacing: .m) {
                    NavigationToolbar.view(back: back)
                    Scaffold.title(Self.title, subtitle: subtitle)
                }, tab: .collection, env: env, primaryFraction: 0.45
            ) {
                if model.hasRoutine {
                    Self.piece(model, photoHeight: 300, env: env)
                    Self.progress(model, page: .background)
                } else {
                    Self.emptyState()
                }
            } secondary: {
                if model.hasRoutine {
                    Self.steps(model, page: .secondaryBackground)
                    Self.disclaimer(env)
                } else {
                    PanePlaceholder.view("Today's steps show here", icon: .aftercare, env: env)
                }
            }
        }
        return Scaffold.compact(title: Self.title, subtitle: subtitle, toolbar: NavigationToolbar.view(back: back), tab: .collection, env: env) {
            if model.hasRoutine {
                Self.piece(model, photoHeight: env.device.size.height < 700 ? 150 : 190, env: env)
                Self.progress(model, page: .background)
                Self.steps(model, page: .background)
                Self.disclaimer(env)
            } else {
                Self.emptyState()
            }
        }
    }

    /// The piece's photo with the day of the routine on a frosted caption.
    static func piece(_ model: AftercareModel, photoHeight: Double, env: LayoutEnvironment) -> Node {
        let routine = model.routine.value
        return PhotoCard.view(
            path: routine?.coverFile.map { model.photos.path(for: $0) }, height: photoHeight, title: routine?.pieceTitle ?? title,
            subtitle: routine?.artistName.map { "With \($0)" }, env: env)
    }

    /// Day x of n along the routine, and today's check-ins so far.
    static func progress(_ model: AftercareModel, page: ColorName) -> Node {
        let routine = model.routine.value
        let day = model.dayNumber ?? 0
        let length = routine?.lengthDays ?? 0
        let left = max(length - day, 0)
        return GroupedSection.view(nil, fill: GroupedSection.cardFill(on: page), spacing: .l) {
            VStack(alignment: .leading, spacing: .s) {
                Text(model.dayText ?? "", style: .title2, weight: .bold)
                ProgressBar.view(fraction: length > 0 ? Double(day) / Double(length) : 0, tint: .label)
                Text(
                    model.isDue ? "The routine has run its course" : left == 1 ? "1 day to go" : "\(left) days to go", style: .subheadline
                )
                .foreground(.secondaryLabel)
            }
            Divider()
            VStack(alignment: .leading, spacing: .s) {
                Text(model.isAllDoneToday ? "All done today" : model.progressText, style: .headline)
                ProgressBar.segments(done: model.doneCount, total: model.totalCount, tint: .success)
            }
        }
    }

    /// Today's steps, each with its times a day and a check-in button per time.
    static func steps(_ model: AftercareModel, page: ColorName) -> Node {
        GroupedSection.view("Today", fill: GroupedSection.cardFill(on: page), spacing: .l) {
            for (index, step) in model.steps.value.enumerated() {
                if index > 0 { Divider() }
                stepRow(step, index: index)
            }
        }
    }

    static func stepRow(_ step: AftercareStep, index: Int) -> Node {
        VStack(alignment: .leading, spacing: .xs) {
            Text(step.title, style: .headline)
            if let detail = step.detail { Text(detail, style: .subheadline).foreground(.secondaryLabel) }
            HStack(spacing: .s) {
                HStack(spacing: 0) {
                    for time in 0..<step.timesPerDay {
                        let done = time < step.doneToday
                        Button(
                            "\(step.title), \(time + 1) of \(step.timesPerDay), \(done ? "done" : "not done yet")",
                            id: "aftercare.step.\(index).\(time + 1)"
                        ) {
                            Icon(done ? .check : .unchecked, size: .iconMedium)
                                .foreground(done ? .success : .secondaryLabel)
                                .frame(width: 44, height: 44)
                        }
                    }
                }
                .padding(.leading, -10)
                Text(step.frequencyText, style: .footnote, weight: .semibold).foreground(.secondaryLabel)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Reminders only, never medical advice.
    static func disclaimer(_ env: LayoutEnvironment) -> Node {
        HStack(alignment: .top, spacing: .s) {
            Icon(.info, size: Scaffold.inlineIcon(env)).foreground(.secondaryLabel)
            Text(AftercareModel.disclaimer, style: .footnote).foreground(.secondaryLabel)
        }
        .padding(.horizontal, .l)
        .identifier("aftercare.disclaimer")
    }

    static func emptyState() -> Node {
        Controls.emptyState(
            icon: .aftercare, title: AftercareModel.emptyTitle, message: AftercareModel.emptyMessage, action: "Start a routine",
            id: "aftercare.empty.start")
    }
}
