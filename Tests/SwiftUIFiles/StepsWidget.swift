// A widget file as Xcode's widget template lays one out, type-checked alone by
// `Scripts/typecheck-swiftui` in `Scripts/test` (warnings are errors), its timeline preview
// included.
import SwiftUI
import WidgetKit

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 4_200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let entry = StepsEntry(date: Date(), steps: 6_800)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsWidgetEntryView: View {
    var entry: StepsProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption.bold())
                .foregroundStyle(.green)
            Spacer()
            Text(entry.steps, format: .number)
                .font(.title.bold())
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps.")
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 1_200)
    StepsEntry(date: .now, steps: 9_000)
}
