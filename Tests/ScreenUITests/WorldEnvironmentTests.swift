import Testing
import Theme

import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import enum ScreenLayout.PseudoLocale
import struct ScreenLayout.TextContent

@testable import ScreenUI

/// Pseudo-languages rewrite localized text only (as iOS does), and views read the snapshot's
/// layout direction.
@MainActor
@Suite struct WorldEnvironmentTests {
    func texts<V: View>(_ view: V, pseudo: PseudoLocale?, direction: LayoutDirection = .leftToRight) -> [TextContent] {
        var env = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        env.pseudoLocale = pseudo
        env.layoutDirection = direction
        var out: [TextContent] = []
        func walk(_ n: Node) {
            if case .text(let t) = n.kind { out.append(t) }
            n.children.forEach(walk)
        }
        view.nodes(in: ResolveContext(environment: EnvironmentValues(layout: env))).forEach(walk)
        return out
    }

    @Test func onlyLocalizedStringsArePseudoLocalized() {
        let name = "Maya"
        let view = VStack {
            Text("Save")
            Text(verbatim: "Save")
            Text(name)
            Text("Hi, ") + Text(name)
        }
        #expect(Text("Save").first.isLocalized && !Text(verbatim: "Save").first.isLocalized && !Text(name).first.isLocalized)
        let strings = texts(view, pseudo: .accented).map(\.string)
        #expect(strings == ["[Šåṽé]", "Save", "Maya", "[Ĥî, ]Maya"])
        // Already rewritten: the layout engine leaves them alone.
        #expect(texts(view, pseudo: .accented).allSatisfy { !$0.isLocalized })
        #expect(texts(view, pseudo: nil).map(\.string) == ["Save", "Save", "Maya", "Hi, Maya"])
    }

    struct ReadsDirection: View {
        @Environment(\.layoutDirection) var direction
        var body: some View { Text(verbatim: direction == .rightToLeft ? "rtl" : "ltr") }
    }

    @Test func viewsReadTheSnapshotsLayoutDirection() {
        #expect(texts(ReadsDirection(), pseudo: nil, direction: .rightToLeft).map(\.string) == ["rtl"])
        #expect(texts(ReadsDirection(), pseudo: nil).map(\.string) == ["ltr"])
        #expect(texts(ReadsDirection().environment(\.layoutDirection, .rightToLeft), pseudo: nil).map(\.string) == ["rtl"])
    }
}
