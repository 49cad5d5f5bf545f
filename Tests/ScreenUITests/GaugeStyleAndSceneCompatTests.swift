import Foundation
import Testing

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.UnsupportedFeature

@testable import ScreenUI

/// Custom gauge styles, animations with completions, angle arithmetic, shape-style shadows and
/// scene modifiers, as public view files use them.
@MainActor
@Suite struct GaugeStyleAndSceneCompatTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func findings<V: View>(_ view: V) -> [String] {
        func collect(_ node: Node) -> [String] {
            var found: [String] = []
            if case .unsupported(let f) = node.kind { found.append(f.feature) }
            for child in node.children { found += collect(child) }
            return found
        }
        return view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment))).flatMap(collect)
    }

    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int(configuration.value * 100)) %")
                configuration.currentValueLabel
                if !configuration.markedValueLabels.isEmpty { Text("marked \(configuration.markedValueLabels.count)") }
            }
        }
    }

    @Test func aCustomGaugeStyleDrawsTheConfiguration() {
        let gauge = Gauge(value: 30, in: 0...120) {
            Text("Fuel")
        } currentValueLabel: {
            Text("30 l")
        } minimumValueLabel: {
            Text("E")
        } maximumValueLabel: {
            Text("F")
        }
        #expect(renderedStrings(of: gauge.gaugeStyle(Percent())) == ["Fuel", "25 %", "30 l", "marked 2"])
        // A built-in style set closer to the gauge wins again.
        #expect(renderedStrings(of: gauge.gaugeStyle(.accessoryCircularCapacity).gaugeStyle(Percent())) == ["30 l"])
    }

    @Test func anAnimationsCompletionRunsAtOnce() {
        var steps: [String] = []
        withAnimation(.easeInOut(duration: 0.3), completionCriteria: .logicallyComplete) {
            steps.append("change")
        } completion: {
            steps.append("done")
        }
        withAnimation {
            steps.append("plain")
        } completion: {
            steps.append("after")
        }
        #expect(steps == ["change", "done", "plain", "after"])
    }

    @Test func anglesAddSubtractAndScale() {
        var angle = Angle.degrees(90) - .degrees(30)
        angle += .degrees(10)
        #expect(abs((angle * 2).degrees - 140) < 1e-9)
        #expect(abs((-angle / 2).degrees + 35) < 1e-9)
        #expect(abs((0.5 * angle).degrees - 35) < 1e-9)
        angle.animatableData = .pi
        #expect(abs(angle.degrees - 180) < 1e-9)
    }

    /// An inner shadow is reported and its paint kept; a drop shadow is cast by the shape it
    /// fills, and `.shadow(…)` alone is the current style (the background style in a background).
    @Test func aShapeStylesShadowIsDrawnOrReported() {
        let plain = findings(Rectangle().fill(Color.brown))
        let shadowed = findings(Rectangle().fill(Color.brown.shadow(.inner(radius: 5))))
        #expect(plain.isEmpty)
        #expect(shadowed.contains { $0.contains("shadow(.inner) on a ShapeStyle") })
        let drop = Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: 2, y: 1)))
        #expect(findings(drop).isEmpty)
        let shadows = collect(resolvedNodes(of: drop)) { if case .shadow(let s) = $0.kind { "\(s)" } else { nil } }
        #expect(shadows.count == 1 && shadows[0].contains("radius: 2.0"), "\(shadows)")
        let card = Text("Card").background(.shadow(.drop(radius: 10)), in: RoundedRectangle(cornerRadius: 12))
        let fills = collect(resolvedNodes(of: card)) { node -> String? in
            guard case .shadow = node.kind, case .shape(let shape) = node.children.first?.kind else { return nil }
            return shape.fillRGBA.map { "\($0.red) \($0.green) \($0.blue)" }
        }
        #expect(fills == ["1.0 1.0 1.0"], "the card is filled with the background style (white in light mode), under its shadow")
    }

    struct Journal: App {
        @State private var count = 0
        var body: some Scene {
            WindowGroup { Text("Journal") }
                .onChange(of: count) { old, new in }
                .defaultSize(width: 400, height: 600)
        }
    }

    @Test func sceneModifiersCompile() {
        _ = Journal().body
    }

    struct Highlight: PreferenceKey {
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) { value.merge(nextValue()) { $1 } }
        static var defaultValue: [String: Anchor<CGRect>] { [:] }
    }

    /// Preferences reach no reader in a still: the overlay is made from the key's default.
    @Test func preferenceValueReadersGetTheKeysDefault() {
        let view = Text("Tab").anchorPreference(key: Highlight.self, value: .bounds) { ["tab": $0] }
            .overlayPreferenceValue(Highlight.self) { anchors in Text("\(anchors.count) anchors") }
            .backgroundPreferenceValue(Highlight.self) { _ in Text("behind") }
        #expect(renderedStrings(of: view) == ["Tab", "0 anchors", "behind"])
    }

    @Test func glassIsDrawnBehindItsViewUnlessItIsTheIdentity() {
        func materials<V: View>(_ view: V) -> Int {
            func count(_ node: Node) -> Int { (node.kind.isMaterial ? 1 : 0) + node.children.map(count).reduce(0, +) }
            return view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment))).map(count).reduce(0, +)
        }
        #expect(materials(Text("A").glassEffect()) == 1)
        #expect(materials(Text("A").glassEffect(.regular.tint(.pink).interactive(), in: .circle)) == 1)
        #expect(materials(Text("A").glassEffect(.identity)) == 0)
        #expect(materials(Text("A").glassEffect(isEnabled: false)) == 0)
        #expect(materials(Button("Skip") {}.buttonStyle(.glass)) == 1)
    }
}

extension Node.Kind {
    fileprivate var isMaterial: Bool { if case .material = self { true } else { false } }
}
