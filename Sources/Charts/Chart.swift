import Foundation
import ScreenUI

import struct ScreenLayout.Node

/// A chart, as Swift Charts' `Chart`: its marks drawn in a plot with a value axis on the trailing
/// edge and category (or value) labels below, as iOS draws them, a colour per series from the
/// system palette (or `chartForegroundStyleScale`), and a legend when there are series.
///
/// ```swift
/// Chart(sales) { day in
///     BarMark(x: .value("Day", day.name), y: .value("Sales", day.count))
///         .foregroundStyle(by: .value("Shop", day.shop))
/// }
/// .frame(height: 200)
/// ```
public struct Chart<Content: ChartContent>: View {
    let marks: [Mark]
    let fileID: String
    let line: Int
    @Environment(\.chartSettings) private var settings

    public init(fileID: String = #fileID, line: Int = #line, @ChartContentBuilder content: () -> Content) {
        marks = content()._marks()
        self.fileID = fileID
        self.line = line
    }
    public init<Data: RandomAccessCollection>(
        _ data: Data, fileID: String = #fileID, line: Int = #line, @ChartContentBuilder content: @escaping (Data.Element) -> ChartContentList
    ) where Content == ChartContentList, Data.Element: Identifiable {
        marks = data.flatMap { content($0).marks }
        self.fileID = fileID
        self.line = line
    }
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, line: Int = #line,
        @ChartContentBuilder content: @escaping (Data.Element) -> ChartContentList
    ) where Content == ChartContentList {
        marks = data.flatMap { content($0).marks }
        self.fileID = fileID
        self.line = line
    }

    public var body: some View {
        let plot = ChartPlot(marks: marks, settings: settings)
        let legend = settings.legendHidden ? [] : plot.series
        let findings = settings.findings + marks.flatMap(\.style.findings)
        return VStack(alignment: .leading, spacing: 8) {
            Canvas { context, size in plot.draw(in: &context, size: size) }
                .frame(maxWidth: .infinity, minHeight: 60, maxHeight: .infinity)
                .accessibilityLabel(Text(plot.summary))
            if !legend.isEmpty {
                HStack(spacing: 12) {
                    ForEach(legend.indices, id: \.self) { i in
                        HStack(spacing: 4) {
                            Circle().fill(legend[i].style).frame(width: 8, height: 8)
                            Text(legend[i].name)
                        }
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .chartFindings(Array(Set(findings)).sorted(), fileID: fileID, line: line)
    }
}

extension View {
    /// The view, marked with what its chart could not draw as asked.
    @MainActor func chartFindings(_ findings: [String], fileID: String, line: Int) -> AnyView {
        var view = AnyView(self)
        for finding in findings { view = AnyView(view._reported(finding, fileID: fileID, line: line)) }
        return view
    }
}
