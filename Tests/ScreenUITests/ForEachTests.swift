import Testing
import Theme

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node

@testable import ScreenUI

/// `ForEach` gives one view per element in order, whatever the collection: a range and an
/// array take a direct path, any other collection the generic one, and all three agree.
@MainActor
@Suite struct ForEachTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func strings<V: View>(_ view: V) -> [String] {
        func texts(_ node: Node) -> [String] {
            var found: [String] = []
            if case .text(let t) = node.kind { found.append(t.string) }
            for child in node.children { found += texts(child) }
            return found
        }
        return view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: environment))).flatMap(texts)
    }

    @Test func everyCollectionGivesItsElementsInOrder() {
        #expect(strings(ForEach(0..<3) { Text("row \($0)") }) == ["row 0", "row 1", "row 2"])
        #expect(strings(ForEach([4, 5, 6], id: \.self) { Text("row \($0)") }) == ["row 4", "row 5", "row 6"])
        #expect(strings(ForEach(7...9, id: \.self) { Text("row \($0)") }) == ["row 7", "row 8", "row 9"])
        #expect(strings(ForEach(Array("abc").reversed(), id: \.self) { Text(String($0)) }) == ["c", "b", "a"])
        #expect(strings(ForEach(0..<0) { Text("row \($0)") }).isEmpty)
    }

    @Test func aTextWithNoForegroundIsTheLabelColourInBothAppearances() throws {
        for scheme in [ColorScheme.light, .dark] {
            var env = environment
            env.colorScheme = scheme
            let nodes = Text("x").nodes(in: ResolveContext(environment: EnvironmentValues(layout: env)))
            guard case .text(let t) = nodes[0].kind else {
                Issue.record("not a text")
                continue
            }
            #expect(t.rgba == (try Theme.system.color(.label, in: scheme)))
        }
    }
}
