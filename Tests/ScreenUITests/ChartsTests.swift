import Foundation
import ScreenUITesting
import Snapshots
import Testing

import struct ScreenLayout.LayoutEnvironment

@testable import Charts
@testable import ScreenUI

/// Swift Charts as sample apps write it: bars stacked by series, smooth lines with points, a
/// donut, rule marks, axes on the trailing edge and below, and a legend.
@MainActor
@Suite struct ChartsTests {
    struct Session: Identifiable {
        let id = UUID()
        var day: String
        var artist: String
        var hours: Double
    }

    static let sessions = [
        Session(day: "Mon", artist: "Mira", hours: 2), Session(day: "Mon", artist: "Jun", hours: 1),
        Session(day: "Tue", artist: "Mira", hours: 3), Session(day: "Wed", artist: "Jun", hours: 4),
        Session(day: "Thu", artist: "Mira", hours: 1.5), Session(day: "Thu", artist: "Jun", hours: 2),
        Session(day: "Fri", artist: "Mira", hours: 5),
    ]

    struct Dashboard: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Hours by day").font(.headline)
                    Chart(ChartsTests.sessions) { session in
                        BarMark(x: .value("Day", session.day), y: .value("Hours", session.hours))
                            .foregroundStyle(by: .value("Artist", session.artist))
                    }
                    .frame(height: 180)
                    Text("Healing").font(.headline)
                    Chart {
                        ForEach(Array([3.0, 4, 3.5, 6, 7, 6.5].enumerated()), id: \.offset) { day, score in
                            LineMark(x: .value("Day", day), y: .value("Score", score)).interpolationMethod(.catmullRom)
                            PointMark(x: .value("Day", day), y: .value("Score", score))
                        }
                        RuleMark(y: .value("Goal", 5)).foregroundStyle(.orange).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    }
                    .chartYScale(domain: 0...8)
                    .frame(height: 160)
                    Text("Styles").font(.headline)
                    Chart {
                        SectorMark(angle: .value("Count", 5), innerRadius: .ratio(0.6), angularInset: 2).foregroundStyle(
                            by: .value("Style", "Fine line"))
                        SectorMark(angle: .value("Count", 3), innerRadius: .ratio(0.6), angularInset: 2).foregroundStyle(
                            by: .value("Style", "Blackwork"))
                        SectorMark(angle: .value("Count", 2), innerRadius: .ratio(0.6), angularInset: 2).foregroundStyle(
                            by: .value("Style", "Colour"))
                    }
                    .frame(height: 160)
                }
                .padding()
            }
        }
    }

    @Test func marksAreCollectedWithTheirSeriesAndScales() {
        let chart = Chart(Self.sessions) {
            BarMark(x: .value("Day", $0.day), y: .value("Hours", $0.hours)).foregroundStyle(by: .value("Artist", $0.artist))
        }
        let plot = ChartPlot(marks: chart.marks, settings: ChartSettings())
        #expect(plot.series.map(\.name) == ["Mira", "Jun"])
        guard case .bands(let days) = plot.scale(x: true), case .linear(let hours, _) = plot.scale(x: false) else {
            Issue.record("a category axis and a value axis")
            return
        }
        #expect(days == ["Mon", "Tue", "Wed", "Thu", "Fri"])
        #expect(hours == 0...6, "stacked Thursday is 3.5, Friday 5: rounded up to 6")
        #expect(ChartPlot.ticks(0...6) == [0, 2, 4, 6])
        #expect(ChartPlot.nice(0.3...97) == 0...100)
    }

    @Test func whatIsNotDrawnIsReportedAtTheChart() {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Hours", 2)).annotation { Text("2h") } }.chartOverlay { _ in Color.clear }
        let found = reportedFeatures(of: chart)
        #expect(found.sorted() == ["annotation: mark annotations are not drawn", "chartOverlay: views placed with a ChartProxy are not drawn"])
    }

    @Test func aDashboardDrawsAsOnIOS() {
        assertViewSnapshot(
            of: Dashboard(), named: "ScreenUICharts",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}
