import ScreenUITesting
import Testing
import WidgetKit

@testable import ScreenUI

/// A widget file as Xcode's widget template lays one out (provider, entry, entry view, widget,
/// preview), with a view that changes with the family, compiled with only `import SwiftUI`
/// changed.
struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: .now, glasses: 0) }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: .now, glasses: 5))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let start = Date(timeIntervalSince1970: 0)
        let entries = (0..<3).map { hour in
            WaterEntry(date: Calendar.current.date(byAdding: .hour, value: hour, to: start)!, glasses: 3 + hour)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterEntryView: View {
    var entry: WaterProvider.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 4) {
                Label("Water", systemImage: "drop.fill").font(.caption.bold()).foregroundStyle(.blue)
                Spacer()
                Text("\(entry.glasses)").font(.system(.largeTitle, design: .rounded, weight: .bold))
                Text("glasses today").font(.footnote).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            HStack {
                VStack(alignment: .leading) {
                    Label("Water", systemImage: "drop.fill").font(.caption.bold()).foregroundStyle(.blue)
                    Text("\(entry.glasses) of 8 glasses").font(.title3.bold())
                }
                Spacer()
                Gauge(value: Double(entry.glasses), in: 0...8) {
                    Text("Goal")
                } currentValueLabel: {
                    Text("\(entry.glasses)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.blue)
            }
        }
    }
}

struct WaterWidget: Widget {
    let kind = "WaterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            WaterEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2)
    WaterEntry(date: .now, glasses: 6)
}

@MainActor
@Suite struct WidgetKitTests {
    @Test func theProvidersTimelineIsDrawnByTheWidgetsView() {
        let configuration = WaterWidget().body
        let views = configuration.timelineViews(for: .systemSmall)
        #expect(views.count == 3)
        #expect(renderedStrings(of: views[2]) == ["Water", "5", "glasses today"])
        #expect(renderedStrings(of: configuration.placeholderView(for: .systemSmall)) == ["Water", "0", "glasses today"])
    }

    @Test func theFamilyChoosesTheLayout() {
        let entry = WaterEntry(date: .now, glasses: 4)
        #expect(renderedStrings(of: WidgetPreview(.systemMedium) { WaterEntryView(entry: entry) }) == ["Water", "4 of 8 glasses", "4"])
        #expect(WidgetFamily.systemMedium.size(on: .iPhone) == CGSize(width: 338, height: 158))
    }

    @Test func thePreviewMacroShowsTheFirstEntry() {
        let preview = Preview(as: .systemSmall) {
            WaterWidget()
        } timeline: {
            WaterEntry(date: .now, glasses: 2)
        }
        #expect(renderedStrings(of: preview.content) == ["Water", "2", "glasses today"])
        let wrong = Preview(as: .systemSmall) {
            WaterWidget()
        } timeline: {
            OtherEntry(date: .now)
        }
        #expect(renderedStrings(of: wrong.content).isEmpty)
    }

    @Test func aWidgetLooksAsOnTheHomeScreen() {
        let entry = WaterEntry(date: .now, glasses: 6)
        assertViewSnapshot(
            of: VStack(spacing: 20) {
                WidgetPreview(.systemSmall) { WaterEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget) }
                WidgetPreview(.systemMedium) { WaterEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget) }
            },
            named: "ScreenUIWidget",
            accepting: [
                AuditException(.contrast, element: "Water", reason: "system blue on the widget's tertiary fill measures 3.1:1; the audit is right")
            ],
            snapshotsDirectory: ViewSnapshotTests.references)
    }
}

struct OtherEntry: TimelineEntry {
    let date: Date
}
