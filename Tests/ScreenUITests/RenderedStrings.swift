import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// The strings a view's texts show, in order, when resolved for `device`.
@MainActor
func renderedStrings<V: View>(of view: V, on device: DeviceConfiguration = .iPhone17Pro) -> [String] {
    let environment = LayoutEnvironment(device: device, theme: .system)
    let nodes = view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
    func collect(_ node: Node) -> [String] {
        var found: [String] = []
        if case .text(let t) = node.kind { found.append(t.string) }
        for child in node.children { found += collect(child) }
        return found
    }
    return nodes.flatMap(collect)
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
