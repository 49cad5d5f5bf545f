import ScreenLayout
import Theme

/// The bar at the top of a pushed screen or a sheet: round Liquid Glass buttons at the edges
/// (controls get glass) and, between them, whatever the screen puts there. It does not scroll.
///
/// ```swift
/// NavigationBar.view(leading: NavigationBar.backButton("Collection", id: "piece.back")) {
///     NavigationBar.glassButton(.edit, label: "Edit", id: "piece.edit")
/// }
/// ```
enum NavigationBar {
    /// A chevron that goes back, drawn like the iOS 26 back button.
    static let backIcon = IconName(glyph: "chevron_left")
    /// Closes a sheet.
    static let closeIcon = IconName(glyph: "close")

    static func view(leading: Node?, @NodeBuilder trailing: () -> [Node]) -> Node {
        HStack(spacing: .s) {
            if let leading { leading }
            Spacer(minLength: 0)
            for node in trailing() { node }
        }
        .frame(maxWidth: .infinity, minHeight: 44)
        .identifier("navigationBar")
    }

    /// The back button: a glass circle with a chevron, labelled with where it goes.
    static func backButton(_ destination: String, id: String) -> Node {
        glassButton(backIcon, label: "Back to \(destination)", id: id)
    }

    /// A round glass toolbar button (same look as ``Controls/glassIconButton(_:label:id:)``).
    static func glassButton(_ icon: IconName, label: String, id: String) -> Node {
        Button(label, id: id) {
            Icon(icon, size: .iconSmall)
                .frame(width: 44, height: 44)
                .background { Material(.glass, in: .circle) }
                .shadow(.floating)
        }
    }

    /// The prominent confirm button of a sheet (Save): an accent capsule, the primary action.
    static func prominentButton(_ title: String, id: String, enabled: Bool = true) -> Node {
        Button(title, id: id) {
            Text(title, style: .headline, lineLimit: 1)
                .foreground(enabled ? .onAccent : .secondaryLabel)
                .padding(.horizontal, .l)
                .frame(minWidth: 44, minHeight: 44)
                .background { Capsule().fill(enabled ? .accent : .fill) }
        }
    }
}
