import ScreenUI

/// A widget, as WidgetKit's: a configuration naming its kind, its timeline provider and the
/// view of an entry. `@main` widget bundles compile too; nothing runs them but a test.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @MainActor var body: Body { get }
}

/// A group of widgets, as an extension's `@main` bundle declares them.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder @MainActor var body: Body { get }
}

extension WidgetBundle {
    /// A bundle marked `@main` compiles as an extension's entry point; nothing runs it here.
    @MainActor public static func main() {}
}

extension Widget {
    /// A single widget marked `@main` compiles as an extension's entry point; nothing runs it here.
    @MainActor public static func main() {}
}

@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> TupleWidget { TupleWidget() }
}

/// Several widgets of a bundle.
public struct TupleWidget: Widget {
    public init() {}
    @MainActor public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// What a widget is made of: its kind and the view of each timeline entry.
public protocol WidgetConfiguration {
    /// The view of `entry` (nil when the configuration draws no entries of its type).
    @MainActor func entryView(_ entry: any TimelineEntry) -> AnyView?
    /// The view of the provider's placeholder entry for `family`.
    @MainActor func placeholderView(for family: WidgetFamily) -> AnyView?
    /// The views of the entries the provider's timeline gives at once (a provider that calls
    /// its completion later gives none), in order.
    @MainActor func timelineViews(for family: WidgetFamily) -> [AnyView]
}

extension WidgetConfiguration {
    @MainActor public func entryView(_ entry: any TimelineEntry) -> AnyView? { nil }
    @MainActor public func placeholderView(for family: WidgetFamily) -> AnyView? { nil }
    @MainActor public func timelineViews(for family: WidgetFamily) -> [AnyView] { [] }
}

extension WidgetConfiguration {
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ name: S) -> Self { self }
    public func configurationDisplayName(_ name: LocalizedStringKey) -> Self { self }
    public func configurationDisplayName(_ name: Text) -> Self { self }
    @_disfavoredOverload
    public func configurationDisplayName(_ name: LocalizedStringResource) -> Self { self }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ text: S) -> Self { self }
    public func description(_ text: LocalizedStringKey) -> Self { self }
    public func description(_ text: Text) -> Self { self }
    @_disfavoredOverload
    public func description(_ text: LocalizedStringResource) -> Self { self }
    /// The families a widget offers; a snapshot renders whichever family the test asks for.
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    public func contentMarginsDisabled() -> Self { self }
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> Self { self }
    public func promptsForUserConfiguration() -> Self { self }
}

/// No widget: what a bundle of several stands for.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
}

/// A widget whose entries come from a ``TimelineProvider`` and are drawn by `content`.
///
/// ```swift
/// StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in StepsView(entry: entry) }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let kind: String
    let placeholder: @MainActor (TimelineProviderContext) -> Content
    let timeline: @MainActor (TimelineProviderContext) -> [Content]
    let render: @MainActor (any TimelineEntry) -> Content?

    @MainActor public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        self.kind = kind
        placeholder = { context in content(provider.placeholder(in: context)) }
        timeline = { context in
            var made: Timeline<Provider.Entry>?
            provider.getTimeline(in: context) { made = $0 }
            return (made?.entries ?? []).map(content)
        }
        render = { entry in (entry as? Provider.Entry).map(content) }
    }

    @MainActor public func entryView(_ entry: any TimelineEntry) -> AnyView? { render(entry).map { AnyView($0) } }

    @MainActor public func placeholderView(for family: WidgetFamily) -> AnyView? {
        AnyView(placeholder(TimelineProviderContext(family: family)).environment(\.widgetFamily, family))
    }

    @MainActor public func timelineViews(for family: WidgetFamily) -> [AnyView] {
        timeline(TimelineProviderContext(family: family)).map { AnyView($0.environment(\.widgetFamily, family)) }
    }
}

/// Where a widget may appear.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Asks the system to reload timelines: nothing to reload in a still.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
}
