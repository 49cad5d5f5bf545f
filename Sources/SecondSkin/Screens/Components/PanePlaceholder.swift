import ScreenLayout
import Theme

/// What an empty second pane says: a muted glyph and what opens there, centred in the pane.
///
/// ```swift
/// PanePlaceholder.view("Your boards open here", icon: .ideas, env: env)
/// ```
enum PanePlaceholder {
    static func view(_ text: String, icon: IconName, env: LayoutEnvironment) -> Node {
        let device = env.device
        let height = device.size.height - device.safeArea.top - device.safeArea.bottom - 2 * (device.layoutMargin + 4)
        return VStack(spacing: .m) {
            Icon(icon, size: .iconLarge).foreground(.tertiaryLabel)
            Text(text, style: .headline).foreground(.secondaryLabel).multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity, minHeight: max(height, 0))
    }
}
