import Audits
import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The debug menu, for testers: what is on the device (the profile and the journal's counts),
/// then the three actions — reset onboarding, wipe the data, load the sample data — each a row
/// with its icon and what it does; the two that delete are red. Asking for one dims the screen
/// under a confirmation dialog (its title, what will happen, Cancel and the confirming button,
/// red when it deletes).
/// Compact widths: one column under a glass back button, no tab bar. Regular widths: what is on
/// the device beside the actions (split at the fold).
///
/// ```swift
/// DebugMenuScreen(model: model)
/// ```
public struct DebugMenuScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "DebugMenu",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try DebugMenuModel(database: db, dependencies: .sample)
                return DebugMenuScreen(model: model)
            },
            ScreenState(name: "confirmWipe", auditExceptions: dimmedPage, window: false) { db in
                let model = try DebugMenuModel(database: db, dependencies: .sample)
                model.ask(.wipeData)
                return DebugMenuScreen(model: model)
            },
        ])

    /// Under the dialog the page is dimmed on purpose, as iOS dims a page under an alert, and
    /// inert while the dialog shows: its texts' contrast is not the dialog's. The dialog's own
    /// texts are audited by DebugMenuScreenTests, and the page's pass in the default state.
    nonisolated static let dimmedPage = [
        AuditException(.contrast, reason: "the page is dimmed under the confirmation dialog on purpose; the dialog's texts are audited by a test")
    ]

    static let title = "Debug menu"
    static let subtitle = "For testing only, not in the App Store build."
    static let back = NavigationToolbar.Item(.back, label: "Collection", id: "debug.back")

    public var model: DebugMenuModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: DebugMenuModel) {
        self.model = model
    }

    public var body: some View {
        let page: Node
        if env.horizontalSizeClass == .regular {
            page = Scaffold.split(
                header: VStack(alignment: .leading, spacing: .m) {
                    NavigationToolbar.view(back: Self.back)
                    Scaffold.title(Self.title, subtitle: Self.subtitle)
                }, tab: nil, env: env, primaryFraction: 0.5
            ) {
                Self.device(model)
            } secondary: {
                Self.actions(model, surface: .background)
            }
        } else {
            page = Scaffold.compact(title: Self.title, subtitle: Self.subtitle, toolbar: NavigationToolbar.view(back: Self.back), tab: nil, env: env)
            {
                Self.device(model)
                Self.actions(model, surface: .secondaryBackground)
            }
        }
        guard let action = model.confirming else { return page }
        return page.overlay { Self.dialog(action, env) }
    }

    /// The profile and how much the journal holds.
    static func device(_ model: DebugMenuModel) -> Node {
        let counts = model.counts.value
        return FormSection.view(header: "On this device") {
            FormSection.valueRow("Profile", value: model.profileText, id: "debug.profile")
            FormSection.valueRow("Pieces", value: "\(counts?.pieces ?? 0)", id: "debug.pieces")
            FormSection.valueRow("Moodboards", value: "\(counts?.boards ?? 0)", id: "debug.boards")
            FormSection.valueRow("Sessions", value: "\(counts?.sessions ?? 0)", id: "debug.sessions")
            FormSection.valueRow("Routines running", value: "\(counts?.runningRoutines ?? 0)", id: "debug.routines")
        }
    }

    /// The three actions, on a card of `surface`, and what was done last.
    static func actions(_ model: DebugMenuModel, surface: ColorName) -> Node {
        FormSection.view(
            header: "Actions", footer: model.done.map { "Done: \($0.title.lowercased())." } ?? "Each one asks before it does anything.",
            surface: surface
        ) {
            for action in DebugAction.allCases { row(action) }
        }
    }

    /// An action: its icon, its title (red when it deletes) and what it does.
    static func row(_ action: DebugAction) -> Node {
        let tint: ColorName = action.isDestructive ? .destructive : .accent
        return Button(action.title, id: "debug.\(action.rawValue)") {
            HStack(alignment: .center, spacing: .m) {
                Icon(icon(action), size: .iconSmall).foreground(tint)
                    .frame(width: 32, height: 32)
                VStack(alignment: .leading, spacing: .xxs) {
                    Text(action.title, style: .body).foreground(action.isDestructive ? .destructive : .label)
                    Text(action.detail, style: .footnote).foreground(.secondaryLabel)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Icon(.chevronRight, size: .iconSmall).foreground(.secondaryLabel)
            }
            .padding(.horizontal, .l)
            .padding(.vertical, .m)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        }
    }

    static func icon(_ action: DebugAction) -> IconName {
        switch action {
        case .resetOnboarding: return .replay
        case .wipeData: return .wipe
        case .loadSampleData: return .download
        }
    }

    /// The confirmation over the dimmed screen: title, message, Cancel and the confirming button.
    static func dialog(_ action: DebugAction, _ env: LayoutEnvironment) -> Node {
        let card = VStack(spacing: .l) {
            VStack(spacing: .xs) {
                Text(action.confirmTitle, style: .headline).multilineTextAlignment(.center).accessibility(role: .header)
                Text(action.confirmMessage, style: .subheadline).foreground(.secondaryLabel).multilineTextAlignment(.center)
            }
            if env.contentSize.isAccessibility {
                VStack(spacing: .s) { dialogButtons(action) }
            } else {
                HStack(spacing: .s) { dialogButtons(action) }
            }
        }
        .padding(.all, .xl)
        .frame(maxWidth: 320)
        .background { RoundedRectangle(cornerRadius: .dimension(.radiusSheet)).fill(.secondaryBackground) }
        .shadow(.floating)
        .padding(.horizontal, Scaffold.margin(env))
        .identifier("debug.dialog")
        // As an iOS alert does, the dialog scrolls when it is taller than the screen (the
        // largest accessibility sizes, a long translation); otherwise it sits centred.
        let fitted = ViewThatFits(in: .vertical) {
            card
            ScrollView { card }
        }
        return ZStack {
            Color(.shadow).ignoresSafeArea()
            if env.device.activeFold != nil {
                // Half folded: the dialog sits on the actions' pane, never across the fold.
                TwoPane(TwoPaneSpec(primaryFraction: 0.5, primaryMinimum: 320)) {
                    Spacer()
                } secondary: {
                    fitted
                }
            } else {
                fitted
            }
        }
    }

    /// Cancel, and the confirming button: red words when it deletes, the accent otherwise.
    @NodeBuilder
    static func dialogButtons(_ action: DebugAction) -> [Node] {
        Button("Cancel", id: "debug.dialog.cancel") {
            Text("Cancel", style: .headline).padding(.vertical, .xs)
                .frame(maxWidth: .infinity, minHeight: 44).background { Capsule().fill(.fill) }
        }
        Button(action.confirmButton, id: "debug.dialog.confirm") {
            Text(action.confirmButton, style: .headline).foreground(action.isDestructive ? .destructive : .onAccent).padding(.vertical, .xs)
                .frame(maxWidth: .infinity, minHeight: 44)
                .background { Capsule().fill(action.isDestructive ? .fill : .accent) }
        }
    }
}
