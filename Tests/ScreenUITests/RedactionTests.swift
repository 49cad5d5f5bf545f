import ScreenUITesting
import Snapshots
import Testing

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import let ScreenLayout.iconFontFamily

@testable import ScreenUI

/// `redacted(reason: .placeholder)` draws texts as bars and images as filled boxes, as SwiftUI
/// does for loading skeletons (it was ignored); `unredacted()` brings a part back.
@MainActor
@Suite struct RedactionTests {
    struct Row: View {
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.purple)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Maya Lindqvist").font(.headline)
                    Text("Fine line, botanical. Booked for Saturday at the Inkwell studio in Camden.").font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        }
    }

    struct Skeleton: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                Text("Upcoming").font(.title2.bold()).unredacted()
                ForEach(0..<3, id: \.self) { _ in Row() }
            }
            .padding()
            .redacted(reason: .placeholder)
        }
    }

    @Test func redactedTextsAndImagesAreDrawnAsPlaceholders() throws {
        let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        let node = Skeleton().node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        let texts = result.displayList.compactMap { item -> String? in
            if case .text(let run) = item, run.font.family != iconFontFamily { run.string } else { nil }
        }
        #expect(texts == ["Upcoming"], "only the unredacted title is drawn as text")
        #expect(result.displayList.contains(.pushOpacity(0)), "an image is hidden under its box")
        let bars = result.displayList.filter { if case .fill(let path, _) = $0, case .roundedRectangle = path.kind { true } else { false } }
        #expect(bars.count >= 9, "a bar for each line of each redacted text, a box for each image")
        #expect(renderedStrings(of: Skeleton()).contains("Maya Lindqvist"), "the texts are still there for the semantics tree")
        #expect(renderedStrings(of: Row()) == ["Maya Lindqvist", "Fine line, botanical. Booked for Saturday at the Inkwell studio in Camden."])
    }

    @Test func aSkeletonDrawsAsOnIOS() {
        assertViewSnapshot(
            of: Skeleton(), named: "ScreenUIRedacted",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}
