import ScreenCatalog
import ScreenLayout
import Theme

import struct ScreenUI.Environment
import protocol ScreenUI.View

/// The Welcome screen: a fan of three tattoo photos, the greeting, the title and tagline,
/// three features and the Get started button. On regular widths the photos take the leading
/// pane and the words the trailing one (split at the fold on a half-folded Duo); at the largest
/// type sizes everything scrolls.
///
/// ```swift
/// WelcomeScreen(model: model)
/// ```
public struct WelcomeScreen: View {
    nonisolated static let entry = ScreenEntry(
        name: "Welcome",
        states: [
            ScreenState(name: "default", window: false) { db in
                let model = try WelcomeModel(database: db)
                return WelcomeScreen(model: model)
            }
        ])

    public var model: WelcomeModel
    @Environment(\.layoutEnvironment) private var env

    public init(model: WelcomeModel) {
        self.model = model
    }

    public var body: some View {
        let size = env.device.size
        if env.horizontalSizeClass == .regular && size.width > size.height {
            // Wide (iPad landscape, Duo inner): photos lead on the left, the words on the right;
            // a half-folded Duo splits them at the fold.
            return TwoPane(TwoPaneSpec(primaryFraction: 0.5, primaryMinimum: 320)) {
                Self.fan(model, scale: 1.2).frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { Color(.secondaryBackground).ignoresSafeArea() }
            } secondary: {
                if env.contentSize.isAccessibility {
                    // The largest type does not fit the pane's height: the words scroll.
                    ScrollView { Self.words(model, env).padding(.all, .xxl) }
                        .background { Color(.background).ignoresSafeArea() }
                } else {
                    VStack(spacing: 0) {
                        Spacer(minLength: 0)
                        Self.words(model, env)
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, .xxl)
                    .background { Color(.background).ignoresSafeArea() }
                }
            }
        }
        // One column (phones, iPad portrait, splits): fan above the words, scrolling when the
        // type is large; smaller photos on short screens so that Get started stays in view.
        let scale = env.horizontalSizeClass == .regular ? 1.3 : (size.height < 700 ? 0.72 : 1)
        if env.horizontalSizeClass == .regular && !env.contentSize.isAccessibility {
            // A tall tablet: the column centred on the page (at the accessibility sizes it
            // scrolls, as on phones).
            return VStack(spacing: .xxl) {
                Spacer(minLength: 0)
                Self.fan(model, scale: scale)
                Self.words(model, env)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: 560)
            .frame(maxWidth: .infinity)
            .background { Color(.background).ignoresSafeArea() }
        }
        return ScrollView {
            VStack(spacing: size.height < 700 ? .l : .xl) {
                Self.fan(model, scale: scale).padding(.top, size.height < 700 ? .xs : .l)
                Self.words(model, env)
            }
            .frame(maxWidth: 560)
            .padding(.horizontal, .xxl)
            .padding(.bottom, .l)
            .frame(maxWidth: .infinity)
        }
        .background { Color(.background).ignoresSafeArea() }
    }

    /// Three photo cards fanned out: the middle one in front, the others lower and smaller.
    static func fan(_ model: WelcomeModel, scale: Double) -> Node {
        let paths = model.fanPhotoPaths
        func card(_ index: Int, width: Double) -> Node {
            PhotoCard.view(path: index < paths.count ? paths[index] : nil, height: width * 1.25)
                .frame(width: width)
                .shadow(.card)
        }
        return ZStack {
            card(0, width: 128 * scale).offset(x: -100 * scale, y: 26 * scale)
            card(2, width: 128 * scale).offset(x: 100 * scale, y: 26 * scale)
            card(1, width: 156 * scale)
        }
        .frame(height: 250 * scale)
        .accessibility(role: .image, label: "Three tattoo photos")
    }

    /// Greeting, title, tagline, features and the button.
    static func words(_ model: WelcomeModel, _ env: LayoutEnvironment) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: .xs) {
                Text(model.greeting, style: .subheadline, weight: .semibold)
                    .foreground(.accent)
                    .identifier("welcome.greeting")
                Text("Second Skin", style: .largeTitle, weight: .bold)
                    .accessibility(role: .header)
                Text("Your tattoos, from idea to healed.", style: .title3)
                    .foreground(.secondaryLabel)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Spacer(minLength: 28).frame(maxHeight: 36)
            VStack(alignment: .leading, spacing: .xl) {
                for feature in model.features {
                    Controls.infoRow(icon(for: feature), title: feature.title, detail: feature.detail)
                        .identifier("welcome.feature.\(feature.id)")
                }
            }
            Spacer(minLength: 32).frame(maxHeight: 40)
            Controls.primaryButton("Get started", id: "welcome.getStarted")
        }
        .frame(maxWidth: 520)
    }

    static func icon(for feature: Feature) -> IconName {
        switch feature.id {
        case "keep": return .photos
        case "plan": return .calendar
        default: return .aftercare
        }
    }
}
