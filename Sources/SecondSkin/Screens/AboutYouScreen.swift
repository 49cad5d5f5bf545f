import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// About you, the second onboarding step: your name, an optional photo and your currency,
/// the three privacy promises, and Finish. No tab bar yet.
/// - Compact width: one scrolling column; Finish stays pinned at the bottom.
/// - Regular width, landscape: you on the leading pane, the promises and Finish on the
///   trailing one (meeting at the fold on a half-folded Duo); a tall tablet centres one column.
/// - Largest type: the photo sits above the name, rows put their value under the label.
///
/// ```swift
/// let model = try AboutYouModel(database: db, dependencies: .sample)
/// AboutYouScreen(model: model)
/// ```
public struct AboutYouScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "AboutYou",
        states: [
            ScreenState(name: "default", window: false) {
                db in
                let model = try AboutYouModel(database: db, dependencies: .sample)
                return AboutYouScreen(model: model)
            }
        ])

    public var model: AboutYouModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: AboutYouModel) {
        self.model = model
    }

    public var body: some View {
        let size = env.device.size
        if env.horizontalSizeClass == .regular && size.width > size.height {
            // Both panes centre their content vertically, and scroll when it does not fit.
            let height = Metrics.safeHeight(env)
            return TwoPane(TwoPaneSpec(primaryFraction: 0.5, primaryMinimum: 320)) {
                ScrollView {
                    VStack(alignment: .leading, spacing: .xl) {
                        Self.header()
                        Self.you(model, env)
                    }
                    .frame(maxWidth: 520)
                    .padding(.all, .xxl)
                    .frame(maxWidth: .infinity, minHeight: height)
                }
                .background { Color(.background).ignoresSafeArea() }
            } secondary: {
                ScrollView {
                    VStack(alignment: .leading, spacing: .xxl) {
                        Self.promises(model)
                        Self.finishButton(model)
                    }
                    .frame(maxWidth: 520)
                    .padding(.all, .xxl)
                    .frame(maxWidth: .infinity, minHeight: height)
                }
                .background { Color(.secondaryBackground).ignoresSafeArea() }
            }
        }
        if env.horizontalSizeClass == .regular && !env.contentSize.isAccessibility {
            // A tall tablet: one column centred on the page (at the accessibility sizes it
            // scrolls, as on phones).
            return VStack(alignment: .leading, spacing: .xxl) {
                Spacer(minLength: 0)
                Self.header()
                Self.you(model, env)
                Self.promises(model)
                Self.finishButton(model)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: 560)
            .frame(maxWidth: .infinity)
            .background { Color(.background).ignoresSafeArea() }
        }
        return VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: .xxl) {
                    Self.header()
                    Self.you(model, env)
                    Self.promises(model)
                }
                .padding(.horizontal, Scaffold.margin(env))
                .padding(.top, .l)
                .padding(.bottom, .xl)
            }
            Self.finishButton(model)
                .padding(.horizontal, Scaffold.margin(env))
                .padding(.top, .s)
                .padding(.bottom, .s)
        }
        .background { Color(.background).ignoresSafeArea() }
    }

    static func header() -> Node {
        VStack(alignment: .leading, spacing: .xs) {
            Text("Step 2 of 2", style: .subheadline, weight: .semibold).foreground(.accent).identifier("aboutYou.step")
            Text("About you", style: .largeTitle, weight: .bold).accessibility(role: .header)
            Text("Just enough to make the journal yours.", style: .title3).foreground(.secondaryLabel)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Photo, name and currency.
    static func you(_ model: AboutYouModel, _ env: LayoutEnvironment) -> Node {
        let symbol = Money.symbols[model.currency].map { " · \($0)" } ?? ""
        return VStack(alignment: .leading, spacing: .xl) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: .l) {
                    avatar(model)
                    photoActions(model)
                }
                VStack(alignment: .leading, spacing: .m) {
                    avatar(model)
                    photoActions(model)
                }
            }
            FormSection.view(header: "Your details", footer: "The currency is used for what your pieces cost.") {
                FormSection.textField("Name", value: model.name, placeholder: "What should we call you?", id: "aboutYou.name")
                FormSection.pickerRow("Currency", value: model.currency + symbol, id: "aboutYou.currency")
            }
        }
    }

    /// The photo circle: your photo, or your initial on the soft accent.
    static func avatar(_ model: AboutYouModel) -> Node {
        let side = 88.0
        let content: Node
        if let file = model.photoFile {
            content = Image(.file(model.photos.path(for: file))).resizable().aspectRatio(.fill).frame(width: side, height: side)
                .clipShape(.circle)
        } else {
            content = Text(model.initials.isEmpty ? "?" : model.initials, style: .title1, weight: .bold)
                .foreground(.accent)
                .frame(width: side, height: side)
                .background { Circle().fill(.accentSoft) }
        }
        return content.accessibility(role: .image, label: "Your photo").identifier("aboutYou.photo")
    }

    static func photoActions(_ model: AboutYouModel) -> Node {
        VStack(alignment: .leading, spacing: .xs) {
            Text(model.photoFile == nil ? "Add a photo if you like." : "Looking good.", style: .subheadline).foreground(.secondaryLabel)
            Controls.secondaryButton(model.photoFile == nil ? "Choose photo" : "Change photo", id: "aboutYou.choosePhoto", icon: .photos)
        }
    }

    /// The three privacy promises.
    static func promises(_ model: AboutYouModel) -> Node {
        VStack(alignment: .leading, spacing: .l) {
            Text("Your privacy", style: .title3, weight: .semibold).accessibility(role: .header)
            for promise in model.promises {
                Controls.infoRow(icon(for: promise), title: promise.title, detail: promise.detail)
                    .identifier("aboutYou.promise.\(promise.id)")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    static func icon(for promise: Promise) -> IconName {
        switch promise.id {
        case "private": return .lock
        case "unseen": return .privacy
        default: return .noTracking
        }
    }

    /// Finish: the primary action, neutral until there is a name.
    static func finishButton(_ model: AboutYouModel) -> Node {
        if model.canFinish { return Controls.primaryButton("Finish", id: "aboutYou.finish") }
        return Button("Finish", id: "aboutYou.finish") {
            Text("Finish", style: .headline)
                .foreground(.secondaryLabel)
                .frame(maxWidth: .infinity, minHeight: 50)
                .background { Capsule().fill(.fill) }
        }
    }
}
