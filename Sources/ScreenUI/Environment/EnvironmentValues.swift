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
    /// The snapshot's device, appearance, type size and theme.
    var layoutEnvironment: LayoutEnvironment

    /// An environment for an iPhone 17 Pro in light mode with the kit's system theme.
    public init() {
        layoutEnvironment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
    }

    /// The environment of a snapshot: its device, appearance, type size and theme.
    public init(layout: LayoutEnvironment) {
        layoutEnvironment = layout
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
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { nil } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { nil } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }

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
