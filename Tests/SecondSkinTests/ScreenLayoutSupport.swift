import Foundation
import ScreenCatalog
import ScreenLayout
import Snapshots
import Testing
import Theme

@testable import SecondSkin

/// Lays out one registered state of a screen (no pixels): what the screen-layout tests read.
///
/// ```swift
/// let layout = try screenLayout("Collection", "grid", on: .iPadPro11Landscape)
/// layout.element("piece.title")?.frame
/// ```
@MainActor
func screenLayout(
    _ screen: String, _ state: String, on device: DeviceConfiguration, _ scheme: ColorScheme = .light, _ size: ContentSizeCategory = .large
) throws -> LayoutResult {
    try preparedPhotos.get()
    let entry = try #require(ScreenRegistry.screen(named: screen)?.states.first { $0.name == state })
    let body = try entry.make(try entry.database?.make() ?? SampleData.makeDatabase())
    let snapshotter = try ScreenSnapshotter(theme: try AppResources.theme())
    let env = snapshotter.environment(for: SnapshotConfiguration(device: device, colorScheme: scheme, contentSize: size, scale: 1))
    return try snapshotter.engine.layout(body(env), in: env)
}

/// Lays out a registered screen's state on a device from the sample database (named
/// arguments; the same as ``screenLayout(_:_:on:_:_:)``).
@MainActor
func layoutScreen(
    _ name: String, state: String = "default", on device: DeviceConfiguration, contentSize: ContentSizeCategory = .large,
    colorScheme: ColorScheme = .light
) throws -> LayoutResult {
    try screenLayout(name, state, on: device, colorScheme, contentSize)
}

extension LayoutResult {
    /// Identifiers of the elements that start with `prefix`, without repeats, in layout order.
    func identifiers(startingWith prefix: String) -> [String] {
        var seen: [String] = []
        for id in semantics.compactMap(\.identifier) where id.hasPrefix(prefix) && !seen.contains(id) { seen.append(id) }
        return seen
    }

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

    /// The first semantics element with this identifier (a node's own, not an inherited one).
    func element(_ identifier: String) -> SemanticsElement? {
        semantics.first { $0.identifier == identifier && $0.role != .text && $0.role != .image }
            ?? semantics.first { $0.identifier == identifier }
    }

    /// Identifiers of the buttons on screen, in order.
    var buttons: [String] { semantics.filter(\.isInteractive).compactMap(\.identifier) }

    /// Every text drawn, in order.
    var texts: [String] { semantics.filter { $0.role == .text }.compactMap(\.label) }

    /// The text element showing exactly `string`.
    func text(_ string: String) -> SemanticsElement? { semantics.first { $0.role == .text && $0.label == string } }
}
