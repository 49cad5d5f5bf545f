import Foundation
import ScreenUITesting
import Snapshots
import Testing

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// `containerBackground(_:for: .navigation)` fills the enclosing navigation container, bar
/// included, edge to edge (iOS 18).
@MainActor
@Suite struct ContainerBackgroundTests {
    /// Fills drawn across the whole screen (under every safe-area edge).
    func fullScreenFills(_ nodes: [Node]) -> [String] {
        collect(nodes) { node in
            guard case .ignoresSafeArea(let edges) = node.kind, edges == .all else { return nil }
            return collect(node.children) { if case .shape(let s) = $0.kind { s.fillRGBA.map { "\($0)" } } else { nil } }.first
        }
    }

    @Test func aNavigationBackgroundFillsTheWholeContainer() {
        let view = NavigationStack {
            Text("Blue").navigationTitle("Colours").containerBackground(Color.blue, for: .navigation)
        }
        let blue = collect(resolvedNodes(of: Rectangle().fill(Color.blue))) {
            if case .shape(let s) = $0.kind { s.fillRGBA.map { "\($0)" } } else { nil }
        }
        #expect(!blue.isEmpty)
        #expect(fullScreenFills(resolvedNodes(of: view)) == blue)
        #expect(renderedStrings(of: view) == ["Colours", "Blue"])
    }

    @Test func withoutABarTheBackgroundStillFillsTheContainer() {
        let view = NavigationStack { Text("Plain").containerBackground(for: .navigation) { Color.red } }
        #expect(fullScreenFills(resolvedNodes(of: view)).count == 1)
    }

    @Test func outsideANavigationContainerThereIsNothingToFill() {
        #expect(fullScreenFills(resolvedNodes(of: Text("Alone").containerBackground(Color.blue, for: .navigation))).isEmpty)
    }

    @Test func aGradientBehindANavigationStackDrawsAsOnIOS() {
        assertViewSnapshot(
            of: NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Koi, left forearm").font(.headline)
                        Text("Healed in four weeks; touch-up booked.").foregroundStyle(.secondary)
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
                    .padding()
                }
                .navigationTitle("Koi")
                .containerBackground(Color.teal.opacity(0.3).gradient, for: .navigation)
            },
            named: "ScreenUIContainerBackground",
            on: [
                SnapshotConfiguration(device: .iPhone17Pro, scale: SnapshotConfiguration.suiteScale),
                SnapshotConfiguration(device: .iPhone17Pro, colorScheme: .dark, scale: SnapshotConfiguration.suiteScale),
            ], snapshotsDirectory: ViewSnapshotTests.references)
    }
}
