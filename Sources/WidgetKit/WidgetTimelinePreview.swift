import ScreenUI

import struct ScreenLayout.Node
import struct ScreenLayout.UnsupportedFeature

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { entries }`, as in Xcode: the
/// widget's view of the first entry, at the family's size (``WidgetPreview``).
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [E]
) = #externalMacro(module: "ScreenUIMacros", type: "PreviewMacro")

/// The entries of a widget preview's timeline.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [E] { [entry] }
    public static func buildBlock<E: TimelineEntry>(_ parts: [E]...) -> [E] { parts.flatMap { $0 } }
}

extension Preview {
    /// A widget's preview: the view its configuration draws for the timeline's first entry.
    nonisolated public init<W: Widget, E: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [E]
    ) {
        self.init(name) { WidgetTimelinePreview(family: family, widget: widget(), entries: timeline()) }
    }
}

/// The first entry of a preview's timeline, drawn by the widget at the family's size. A
/// widget whose configuration draws no such entries shows an unsupported-view finding rather
/// than an empty widget.
nonisolated struct WidgetTimelinePreview<W: Widget, E: TimelineEntry>: View {
    let family: WidgetFamily
    let widget: W
    let entries: [E]

    @MainActor var body: some View {
        WidgetPreview(family) {
            if let entry = entries.first, let view = widget.body.entryView(entry) {
                view
            } else {
                Node(
                    .unsupported(
                        UnsupportedFeature(
                            feature: "#Preview of \(W.self) with \(E.self) entries",
                            fix: "give the preview's timeline entries of the type the widget's provider makes", file: "\(W.self)", line: 0)))
            }
        }
    }
}
