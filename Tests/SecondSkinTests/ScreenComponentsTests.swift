import ScreenLayout
import Snapshots
import Testing
import Theme

@testable import SecondSkin

/// The shared pieces the screens are built from: pane widths, the tab bar at large type.
@MainActor
@Suite struct ScreenComponentsTests {
    /// `PaneWidths` predicts the panes `TwoPane` lays out, so grids can pick their columns.
    @Test func paneWidthsMatchTheTwoPaneLayout() throws {
        let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
        for device in [DeviceConfiguration.iPadPro11, .iPadPro11Landscape, .iPhoneDuoInner, .iPhoneDuoInnerFolded, .iPadSplitTwoThirds] {
            let body: (LayoutEnvironment) -> Node = { _ in
                TwoPane(TwoPaneSpec(primaryFraction: 0.4, primaryMinimum: 320)) {
                    Color(.background).identifier("primary")
                } secondary: {
                    Color(.background).identifier("secondary")
                }
            }
            let layout = try snapshotter.layout(body, configuration: SnapshotConfiguration(device: device))
            let widths = PaneWidths(snapshotter.environment(for: SnapshotConfiguration(device: device)), primaryFraction: 0.4)
            let primary = try #require(layout.element("primary")).frame.width
            let secondary = try #require(layout.element("secondary")).frame.width
            #expect(abs(primary - widths.primary) < 0.5, "\(device.name)")
            #expect(abs(secondary - widths.secondary) < 0.5, "\(device.name)")
        }
    }

    @Test func columnsFitTheWidthLessMargins() {
        #expect(PaneWidths.columns(in: 402, margin: 20, minimum: 150) == 2)
        #expect(PaneWidths.columns(in: 200, margin: 20, minimum: 150) == 1)
        #expect(PaneWidths.columns(in: 726, margin: 24, minimum: 150) == 4)
    }

    /// At the accessibility sizes the four tabs keep one row inside the screen: icons only, the
    /// titles as the buttons' labels.
    @Test func tabBarFitsTheScreenAtTheLargestType() throws {
        let layout = try layoutScreen("Stats", on: .iPhone17Pro, contentSize: .accessibility3)
        let tabs = AppTab.allCases.compactMap { layout.element("tab.\($0.rawValue)") }
        #expect(tabs.count == 4)
        #expect(tabs.map(\.label) == AppTab.allCases.map(\.title))
        for tab in tabs { #expect(tab.frame.minX >= 0 && tab.frame.maxX <= DeviceConfiguration.iPhone17Pro.size.width) }
        #expect(!layout.texts.contains("Collection"))
    }
}
