import ScreenUITesting
import Testing
import Theme

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Node
import struct ScreenLayout.ShapeContent

@testable import ScreenUI

/// The navigation bar's visibility and background modifiers change what is drawn; settings for
/// bars the kit does not draw them on are reported.
@MainActor
@Suite struct NavigationBarSettingsTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func all(_ node: Node) -> [Node] { [node] + node.children.flatMap(all) }
    func root<V: View>(_ view: V) -> Node { ViewResolver.node(for: view, in: environment, window: false) }
    func strings<V: View>(_ view: V) -> [String] { all(root(view)).compactMap { if case .text(let t) = $0.kind { t.string } else { nil } } }
    func findings<V: View>(_ view: V) -> [String] { all(root(view)).compactMap { if case .unsupported(let f) = $0.kind { f.feature } else { nil } } }
    func bodyTop<V: View>(_ view: V) throws -> Double {
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(root(view), in: environment)
        return try #require(result.semantics.first { $0.identifier == "body" }).frame.minY
    }
    func screen(_ hide: Bool = false) -> some View {
        NavigationStack {
            Text("Body").accessibilityIdentifier("body")
                .frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Journal")
                .toolbar { ToolbarItem { Button("Add") {} } }
        }
    }

    @Test func aHiddenNavigationBarDrawsNeitherTitleNorItems() throws {
        #expect(strings(screen()).contains("Journal"))
        let hidden = NavigationStack {
            Text("Body").accessibilityIdentifier("body").frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Journal").toolbar(.hidden, for: .navigationBar)
        }
        #expect(!strings(hidden).contains("Journal"))
        // The content moves up to the top of the safe area.
        #expect(try bodyTop(hidden) == 62)
        #expect(try bodyTop(screen()) > 62)
        let older = NavigationStack { Text("Body").navigationTitle("Journal").navigationBarHidden(true) }
        #expect(!strings(older).contains("Journal"))
        let renamed = NavigationStack { Text("Body").navigationTitle("Journal").toolbarVisibility(.hidden, for: .navigationBar) }
        #expect(!strings(renamed).contains("Journal"))
        // Hiding the tab bar leaves the navigation bar (outside a TabView there is no tab bar to hide).
        let tabBar = NavigationStack { Text("Body").navigationTitle("Journal").toolbar(.hidden, for: .tabBar) }
        #expect(strings(tabBar).contains("Journal"))
        #expect(findings(tabBar).isEmpty)
        // A bottom bar's visibility is still reported.
        let bottomBar = NavigationStack { Text("Body").navigationTitle("Journal").toolbar(.hidden, for: .bottomBar) }
        #expect(findings(bottomBar) == ["toolbar visibility for the bottom bar is not drawn"])
    }

    @Test func aToolbarBackgroundFillsBehindTheBarToTheScreensTop() {
        func fills<V: View>(_ view: V) -> Int { all(root(view)).filter { if case .shape = $0.kind { true } else { false } }.count }
        let plain = NavigationStack { Text("Body").navigationTitle("Journal") }
        let filled = NavigationStack { Text("Body").navigationTitle("Journal").toolbarBackground(Color.orange, for: .navigationBar) }
        #expect(fills(filled) == fills(plain) + 1)
        let removed = NavigationStack {
            Text("Body").navigationTitle("Journal").toolbarBackground(Color.orange, for: .navigationBar).toolbarBackground(
                .hidden, for: .navigationBar)
        }
        #expect(fills(removed) == fills(plain))
    }

    /// `toolbarColorScheme(.dark)` over a bar background draws the title light (it was ignored);
    /// without a drawn background it changes nothing, as on iOS.
    @Test func aToolbarColorSchemeRecoloursTheBarOverItsFill() {
        func titleRed<V: View>(_ view: V) -> Double? {
            collect(resolvedNodes(of: view)) { if case .text(let t) = $0.kind, t.string == "Journal" { t.rgba?.red } else { nil } }.first
        }
        let branded = NavigationStack {
            Text("Body").navigationTitle("Journal").toolbarBackground(Color.indigo, for: .navigationBar).toolbarColorScheme(
                .dark, for: .navigationBar)
        }
        let unfilled = NavigationStack { Text("Body").navigationTitle("Journal").toolbarColorScheme(.dark, for: .navigationBar) }
        #expect(titleRed(branded) == 1, "white on the indigo bar")
        #expect(titleRed(unfilled) == 0, "black: the scheme applies to a drawn bar background")
        #expect(
            findings(NavigationStack { Text("Body").navigationTitle("Journal").toolbarColorScheme(.dark, for: .tabBar) }) == [
                "toolbarColorScheme for the tab bar is not drawn"
            ])
    }

    /// A branded bar: an indigo fill with the title and buttons in the dark scheme.
    @Test func aBrandedBarDrawn() {
        let view = NavigationStack {
            List(["Koi sleeve", "Rose", "Lighthouse"], id: \.self) { Text($0) }
                .navigationTitle("Journal")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { Button("Add", systemImage: "plus") {} }
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        assertViewSnapshot(
            of: view, named: "ScreenUIBarColorScheme", accepting: ViewSnapshotTests.iOSOwnColours, snapshotsDirectory: ViewSnapshotTests.references)
    }

    /// A tinted bar over a list, as apps brand their navigation bar.
    @Test func aTintedBarDrawn() {
        let view = NavigationStack {
            List(["Koi sleeve", "Rose", "Lighthouse"], id: \.self) { Text($0) }
                .navigationTitle("Journal")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.teal.opacity(0.35), for: .navigationBar)
        }
        assertViewSnapshot(
            of: view, named: "ScreenUIBarBackground", accepting: ViewSnapshotTests.iOSOwnColours, snapshotsDirectory: ViewSnapshotTests.references)
    }
}
