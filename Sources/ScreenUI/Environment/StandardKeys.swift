import ScreenLayout

/// The reading order of a layout, as SwiftUI's `LayoutDirection` (the kit's own type).
public typealias LayoutDirection = ScreenLayout.LayoutDirection

/// How text is truncated when it does not fit, as SwiftUI's `Text.TruncationMode`.
extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

/// Sizes of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// Whether a scene is in front; a snapshot is always `.active`.
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }

/// An action that dismisses the presentation; a snapshot has nothing to dismiss.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// An action that opens a URL; a snapshot opens nothing. A view may set its own
/// (`.environment(\.openURL, OpenURLAction { … })`), which a test can call.
public struct OpenURLAction: Sendable {
    public enum Result: Sendable {
        case handled, discarded, systemAction
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }
    let handler: (@Sendable (URL) -> Result)?
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    init() { handler = nil }
    public func callAsFunction(_ url: URL) { _ = handler?(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(handler.map { $0(url) == .handled } ?? false) }
}
struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

/// An action that opens a window (`\.openWindow`); a snapshot shows one window, so it opens none.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// An action that dismisses a window (`\.dismissWindow`); a snapshot has nothing to dismiss.
public struct DismissWindowAction: Sendable {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
}

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Edit mode of lists, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection? { nil } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Text.snapshotLocale } }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
private struct RedactionKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The snapshot's direction (``ScreenLayout/LayoutEnvironment/layoutDirection``): right
    /// to left mirrors the whole screen. Setting it inside a view changes what the view reads,
    /// not how the kit lays the screen out.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] ?? layoutEnvironment.layoutDirection }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The snapshot's locale: en_US unless a view or test sets another.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// Gregorian in UTC unless set: snapshots do not depend on the machine's settings.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { hot.isEnabled }
        set { hot.isEnabled = newValue }
    }
    public var lineLimit: Int? {
        get { hot.lineLimit }
        set { hot.lineLimit = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { hot.truncationMode }
        set { hot.truncationMode = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { hot.multilineTextAlignment }
        set { hot.multilineTextAlignment = newValue }
    }
    public var controlSize: ControlSize {
        get { hot.controlSize }
        set { hot.controlSize = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionKey.self] }
        set {
            self[RedactionKey.self] = newValue
            hot.isRedacted = newValue.contains(.placeholder)
        }
    }
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { hot.minimumScaleFactor }
        set { hot.minimumScaleFactor = newValue }
    }
    public var textCase: Text.Case? {
        get { hot.textCase }
        set { hot.textCase = newValue }
    }
    /// A snapshot is a still: it is always the active scene.
    public var scenePhase: ScenePhase { .active }
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// A snapshot is presented as it is rendered.
    public var isPresented: Bool { true }
    public var isSearching: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var legibilityWeight: LegibilityWeight? { .regular }
}

/// Whether Bold Text is on, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
