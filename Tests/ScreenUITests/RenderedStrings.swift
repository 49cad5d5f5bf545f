import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// The layout nodes of a view resolved for `device` in light mode.
@MainActor
func resolvedNodes<V: View>(of view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [Node] {
    view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: device, theme: .system))))
}

/// The strings a view's texts show, in order, when resolved for `device`.
@MainActor
func renderedStrings<V: View>(of view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [String] {
    collect(resolvedNodes(of: view, on: device)) { if case .text(let t) = $0.kind { t.string } else { nil } }
}

/// What the kit reports it does not draw as written in a view resolved for `device`.
@MainActor
func unsupportedFeatures<V: View>(of view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [UnsupportedFeature] {
    collect(resolvedNodes(of: view, on: device)) { if case .unsupported(let f) = $0.kind { f } else { nil } }
}

/// The features of those findings, in order.
@MainActor
func reportedFeatures<V: View>(of view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [String] {
    unsupportedFeatures(of: view, on: device).map(\.feature)
}

/// The values `pick` finds in the trees of `nodes`, depth first.
func collect<T>(_ nodes: [Node], _ pick: (Node) -> T?) -> [T] {
    var found: [T] = []
    func walk(_ node: Node) {
        if let value = pick(node) { found.append(value) }
        node.children.forEach(walk)
    }
    nodes.forEach(walk)
    return found
}
