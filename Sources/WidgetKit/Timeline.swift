import ScreenUI

/// One moment of a widget's content.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// Makes a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// What a provider is told: the family, and that it renders for a preview.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    public init(family: WidgetFamily, isPreview: Bool = true) {
        self.family = family
        self.isPreview = isPreview
        displaySize = family.size(on: .iPhone)
    }
}

/// Entries and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

public struct TimelineReloadPolicy: Sendable {
    let name: String
    public static let atEnd = TimelineReloadPolicy(name: "atEnd")
    public static let never = TimelineReloadPolicy(name: "never")
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after") }
}
