import Testing

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// Gauges show their value labels where each style puts them, and a style is drawn, not
/// ignored.
@MainActor
@Suite struct GaugeTests {
    func gauge() -> some View {
        Gauge(value: 5, in: 0...10) {
            Text("Speed")
        } currentValueLabel: {
            Text("5")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        }
    }

    func nodes<V: View>(_ view: V) -> [Node] {
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: LayoutEnvironment(device: .iPhone17Pro, theme: .system))))
    }

    @Test func eachStylePlacesTheLabels() {
        #expect(renderedStrings(of: gauge()) == ["Speed", "5", "0", "10"])
        #expect(renderedStrings(of: gauge().gaugeStyle(.accessoryCircular)) == ["5", "0", "10"])
        #expect(renderedStrings(of: gauge().gaugeStyle(.accessoryCircularCapacity)) == ["5"])
        #expect(renderedStrings(of: Gauge(value: 0.3) { Text("Battery") }.gaugeStyle(.accessoryCircular)) == ["Battery"])
    }

    @Test func theStylesDrawDifferently() {
        let linear = nodes(gauge().gaugeStyle(.linearCapacity))
        #expect(renderedStrings(of: gauge().gaugeStyle(.linearCapacity)) == renderedStrings(of: gauge()))
        #expect(nodes(gauge().gaugeStyle(.accessoryCircularCapacity)) != linear)
        #expect(nodes(gauge().gaugeStyle(.accessoryCircular)) != nodes(gauge().gaugeStyle(.accessoryCircularCapacity)))
    }
}
