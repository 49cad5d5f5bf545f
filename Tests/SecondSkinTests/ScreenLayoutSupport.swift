import LiveSQLite
import ScreenLayout
import Snapshots
import Testing
import Theme

@testable import SecondSkin

/// Lays out a registered screen's state on a device from the sample database, for tests that
/// check what a screen shows and where (without rendering pixels).
///
/// ```swift
/// let layout = try layoutScreen("Ideas", on: .iPadPro11Landscape)
/// layout.element("ideas.board.2")?.frame
/// ```
@MainActor
func layoutScreen(
    _ name: String, state: String = "default", on device: DeviceConfiguration, contentSize: ContentSizeCategory = .large,
    colorScheme: ColorScheme = .light
) throws -> LayoutResult {
    try preparedPhotos.get()
    let screen = try #require(ScreenRegistry.screen(named: name), "\(name) is registered")
    let entry = try #require(screen.states.first { $0.name == state }, "\(name) has a state \(state)")
    let body = try entry.make(try SampleData.makeDatabase())
    let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
    return try snapshotter.layout(body, configuration: SnapshotConfiguration(device: device, colorScheme: colorScheme, contentSize: contentSize))
}

extension LayoutResult {
    /// The first semantics element with this identifier.
    func element(_ identifier: String) -> SemanticsElement? { semantics.first { $0.identifier == identifier } }

    /// Identifiers of the elements that start with `prefix`, without repeats, in layout order.
    func identifiers(startingWith prefix: String) -> [String] {
        var seen: [String] = []
        for id in semantics.compactMap(\.identifier) where id.hasPrefix(prefix) && !seen.contains(id) { seen.append(id) }
        return seen
    }

    /// Every text's string.
    var texts: [String] { semantics.filter { $0.role == .text }.compactMap(\.label) }

    /// The arrangements of the two-pane layouts in the tree ("single", "fold", "sideBySide", "stacked").
    var twoPaneArrangements: [String] {
        var found: [String] = []
        func visit(_ box: LayoutBox) {
            if case .twoPane(let arrangement) = box.label { found.append(arrangement) }
            box.children.forEach(visit)
        }
        visit(root)
        return found
    }
}
