import ScreenLayout

/// A title with an icon, as SwiftUI's `Label`: the icon before the title.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// ```
nonisolated public struct Label<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    @MainActor public func resolve(in context: ResolveContext) -> [Node] {
        if let custom = context.environment.customLabelStyle {
            var inner = context
            inner.environment.customLabelStyle = nil
            let body = custom.make(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
            return inner.evaluate { body }.nodes(in: inner)
        }
        let style = context.environment.labelStyleKind
        var children: [Node] = []
        if style != .titleOnly {
            var iconContext = context
            if context.environment.isInList, let tint = context.environment.listItemTintStyle {
                iconContext.environment.foregroundStyle = tint  // listItemTint colours list items' icons
            }
            children += icon.nodes(in: iconContext)
        }
        if style != .iconOnly { children += title.nodes(in: context) }
        if children.count == 1 { return children }
        if style == .titleAndIcon || style == .automatic {
            return [Node(.stack(.horizontal, alignment: .center, spacing: .points(8)), children: children)]
        }
        return children
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly, titleAndIcon }

/// Label styles (`.iconOnly`, `.titleOnly`, `.titleAndIcon`).
public struct BuiltInLabelStyle: Sendable {
    let kind: LabelStyleKind
    public static let automatic = BuiltInLabelStyle(kind: .automatic)
    public static let iconOnly = BuiltInLabelStyle(kind: .iconOnly)
    public static let titleOnly = BuiltInLabelStyle(kind: .titleOnly)
    public static let titleAndIcon = BuiltInLabelStyle(kind: .titleAndIcon)
}

nonisolated extension View {
    public func labelStyle(_ style: BuiltInLabelStyle) -> some View { changingEnvironment { $0.labelStyleKind = style.kind } }
}

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind {
        get { hot.labelStyleKind }
        set { hot.labelStyleKind = newValue }
    }
}
