import ScreenLayout
import Theme

/// Small building blocks shared by the screens.
enum Controls {
    /// The primary action: a full-width rose capsule (colour only for primary actions).
    static func primaryButton(_ title: String, id: String) -> Node {
        Button(title, id: id) {
            Text(title, style: .headline)
                .foreground(.onAccent)
                .frame(maxWidth: .infinity, minHeight: 50)
                .background { Capsule().fill(.accent) }
        }
    }

    /// A secondary action: a neutral capsule.
    static func secondaryButton(_ title: String, id: String, icon: IconName? = nil) -> Node {
        Button(title, id: id) {
            HStack(spacing: .xs) {
                if let icon { Icon(icon, size: .iconSmall) }
                Text(title, style: .subheadline, weight: .semibold)
            }
            .padding(.horizontal, .l)
            .frame(minHeight: 44)
            .background { Capsule().fill(.fill) }
        }
    }

    /// A round glass toolbar button (controls get glass).
    static func glassIconButton(_ icon: IconName, label: String, id: String) -> Node {
        Button(label, id: id) {
            Icon(icon, size: .iconSmall)
                .frame(width: 44, height: 44)
                .background { Material(.glass, in: .circle) }
        }
    }

    /// A section title with an optional trailing note.
    static func sectionHeader(_ title: String, trailing: String? = nil) -> Node {
        HStack(alignment: .bottom) {
            Text(title, style: .title3, weight: .semibold).accessibility(role: .header)
            Spacer()
            if let trailing { Text(trailing, style: .subheadline).foreground(.secondaryLabel) }
        }
    }

    /// A small status pill; `highlighted` uses the accent (for what is next).
    static func pill(_ text: String, highlighted: Bool = false) -> Node {
        Text(text, style: .caption1, weight: .semibold, lineLimit: 1)
            .foreground(highlighted ? .onAccent : .label)
            .padding(.horizontal, .s)
            .padding(.vertical, .xxs)
            .background { Capsule().fill(highlighted ? .accent : .fill) }
    }

    /// An icon in a soft rounded square, a title and a detail: feature and info rows.
    static func infoRow(_ icon: IconName, title: String, detail: String?) -> Node {
        HStack(alignment: .top, spacing: .l) {
            Icon(icon, size: .iconMedium)
                .foreground(.accent)
                .frame(width: 44, height: 44)
                .background { RoundedRectangle(cornerRadius: .dimension(.radiusSmall)).fill(.accentSoft) }
            VStack(alignment: .leading, spacing: .xxs) {
                Text(title, style: .headline)
                if let detail { Text(detail, style: .subheadline).foreground(.secondaryLabel) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// An inset grouped card on the secondary background.
    static func card(@NodeBuilder _ content: () -> [Node]) -> Node {
        VStack(alignment: .leading, spacing: .m) { content() }
            .padding(.all, .l)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background { RoundedRectangle(cornerRadius: .dimension(.radiusCard)).fill(.secondaryBackground) }
    }

    /// The empty state: an icon, a title, a message and the action that fills it.
    static func emptyState(icon: IconName, title: String, message: String, action: String, id: String) -> Node {
        VStack(spacing: .m) {
            Icon(icon, size: .iconLarge).foreground(.accent)
                .frame(width: 88, height: 88)
                .background { Circle().fill(.accentSoft) }
            Text(title, style: .title2, weight: .bold).multilineTextAlignment(.center)
            Text(message, style: .body).foreground(.secondaryLabel).multilineTextAlignment(.center)
            primaryButton(action, id: id).padding(.top, .s)
        }
        .frame(maxWidth: 420)
        .frame(maxWidth: .infinity)
        .padding(.vertical, .xxxl)
    }
}
