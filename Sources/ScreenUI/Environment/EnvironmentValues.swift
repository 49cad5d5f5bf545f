import ScreenLayout
import Theme

/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.pink }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view's environment holds, as SwiftUI's `EnvironmentValues`: the snapshot's
/// appearance, Dynamic Type size, size classes, locale, and what modifiers set for a subtree.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The snapshot's device, appearance, type size and theme, as the layout engine sees them:
    /// for views built with the layout description (``ScreenLayout/Node``) that take them
    /// whole, e.g. a design system's components. `@Environment(\.layoutEnvironment) var env`.
    public internal(set) var layoutEnvironment: LayoutEnvironment
    /// The values read for every view, stored rather than looked up by key.
    var hot = HotValues()
    /// The theme, shared: reading it through a reference copies nothing.
    private(set) var themeReference: ThemeReference

    /// An environment for an iPhone 17 Pro in light mode with the kit's system theme.
    public init() {
        layoutEnvironment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        themeReference = ThemeReference(.system)
    }

    /// The environment of a snapshot: its device, appearance, type size and theme.
    public init(layout: LayoutEnvironment) {
        layoutEnvironment = layout
        themeReference = ThemeReference(layout.theme)
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    func object<T: AnyObject>(_ type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) { objects[ObjectIdentifier(type)] = object }

    public var description: String { "EnvironmentValues(\(layoutEnvironment.device.name), \(colorScheme))" }
}

// MARK: - The snapshot's configuration

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { layoutEnvironment.colorScheme }
        set { layoutEnvironment.colorScheme = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(layoutEnvironment.contentSize) }
        set { layoutEnvironment.contentSize = newValue.category }
    }

    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] ?? UserInterfaceSizeClass(layoutEnvironment.horizontalSizeClass) }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] ?? UserInterfaceSizeClass(layoutEnvironment.verticalSizeClass) }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The snapshot's pixel scale.
    public var displayScale: CGFloat {
        get { hot.displayScale }
        set { hot.displayScale = newValue }
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { nil } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { nil } }

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
    init(_ sizeClass: SizeClass) { self = sizeClass == .compact ? .compact : .regular }
}

/// The Dynamic Type sizes, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    init(_ category: ContentSizeCategory) { self = DynamicTypeSize(rawValue: category.rawValue) ?? .large }
    var category: ContentSizeCategory { ContentSizeCategory(rawValue: rawValue) ?? .large }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The environment values every text, symbol and control reads, as stored properties: a keyed
/// lookup with a dynamic cast for each would be most of the cost of resolving a view.
struct HotValues {
    var font: Font? = nil
    var fontWeight: Font.Weight? = nil
    var isItalic: Bool = false
    var fontDesign: Font.Design? = nil
    var foregroundStyle: AnyShapeStyle? = nil
    var tintStyle: AnyShapeStyle? = nil
    var lineLimit: Int? = nil
    var truncationMode: Text.TruncationMode = .tail
    var multilineTextAlignment: TextAlignment = .leading
    var minimumScaleFactor: CGFloat = 1
    var textCase: Text.Case? = nil
    var isEnabled: Bool = true
    var imageScale: Image.Scale = .medium
    var imageContentMode: ContentMode = .fit
    var buttonStyleKind: ButtonStyleKind = .automatic
    var labelStyleKind: LabelStyleKind = .automatic
    var isInList: Bool = false
    var navigationBar: NavigationBarState? = nil
    var displayScale: CGFloat = 3
    var controlSize: ControlSize = .regular
    var buttonFillsRow: Bool = false
    var buttonFillsBar: Bool = false
    /// `redacted(reason: .placeholder)`: texts and images are drawn as placeholders.
    var isRedacted: Bool = false
    /// The axis of the stack a view is a direct child of (a Divider runs across it).
    var stackAxis: ScreenLayout.Axis? = nil
}

/// The theme of a resolution, held once. Read it through these methods: each borrows the
/// theme where `themeReference.theme.…` would copy the whole struct (its tables retained and
/// released) for every text and shape resolved.
final class ThemeReference {
    let theme: Theme
    init(_ theme: Theme) { self.theme = theme }
    func color(_ name: ColorName, in scheme: ColorScheme) throws -> RGBA { try theme.color(name, in: scheme) }
    func font(_ style: TextStyle, at category: ContentSizeCategory) -> FontSpec { theme.font(style, at: category) }
    func resolve(_ color: Color, _ scheme: ColorScheme, _ report: (String) -> Void = { _ in }) -> RGBA { color.resolve(scheme, theme, report) }
}

/// Declares an environment value (or a transaction value) with its default, as SwiftUI's
/// `@Entry`: the key type is made for you.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .pink
/// }
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ScreenUIMacros", type: "EntryMacro")
