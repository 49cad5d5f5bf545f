import ScreenLayout
import Theme

/// The Welcome screen: greeting, title, tagline, three features and the Get started button.
///
/// ```swift
/// let node = WelcomeScreen.body(model, environment)
/// ```
@MainActor
public enum WelcomeScreen {
    public static func body(_ model: WelcomeModel, _ env: LayoutEnvironment) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            Spacer(minLength: 24)
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
            Spacer(minLength: 32).frame(maxHeight: 48)
            VStack(alignment: .leading, spacing: .xl) {
                for feature in model.features { featureRow(feature) }
            }
            Spacer(minLength: 32)
            Button("Get started", id: "welcome.getStarted") {
                Text("Get started", style: .headline)
                    .foreground(.onAccent)
                    .frame(maxWidth: .infinity, minHeight: 50)
                    .background { RoundedRectangle(cornerRadius: .dimension(.radiusButton)).fill(.accent) }
            }
        }
        .padding(.horizontal, .xxl)
        .padding(.bottom, .l)
        .background { Color(.background).ignoresSafeArea() }
    }

    static func icon(for feature: Feature) -> IconName {
        switch feature.id {
        case "keep": return .photos
        case "plan": return .calendar
        default: return .aftercare
        }
    }

    static func featureRow(_ feature: Feature) -> Node {
        HStack(alignment: .top, spacing: .l) {
            Icon(icon(for: feature), size: .iconMedium)
                .foreground(.accent)
                .frame(width: 44, height: 44)
                .background { RoundedRectangle(cornerRadius: .dimension(.radiusSmall)).fill(.accentSoft) }
            VStack(alignment: .leading, spacing: .xxs) {
                Text(feature.title, style: .headline)
                Text(feature.detail, style: .subheadline).foreground(.secondaryLabel)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .identifier("welcome.feature.\(feature.id)")
    }
}
