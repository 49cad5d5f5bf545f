import Testing

import struct ScreenLayout.LayoutEngine
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Rect

@testable import ScreenUI

/// `contentMargins` and `safeAreaPadding`, per Apple's documentation: a scroll view's content is
/// inset by the margin while the scroll view keeps its frame (content scrolls on to its edges);
/// any other view is padded.
extension LayoutSemanticsTests {
    @Test func contentMarginsInsetAScrollViewsContentNotTheScrollView() throws {
        for margined in [
            AnyView(carousel.contentMargins(.horizontal, 20, for: .scrollContent)), AnyView(carousel.safeAreaPadding(.horizontal, 20)),
        ] {
            let f = try frames(margined.frame(width: 300, height: 10).accessibilityIdentifier("root"))
            #expect(f["scroll"]?.width == 300)
            #expect(f["a"]?.minX == 20)
            #expect(f["b"]?.minX == 220)
        }
        // Indicator margins move nothing a still shows.
        let indicators = try frames(
            carousel.contentMargins(.horizontal, 20, for: .scrollIndicators).frame(width: 300, height: 10).accessibilityIdentifier("root"))
        #expect(indicators["a"]?.minX == 0)
    }

    var carousel: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 200, height: 10).accessibilityIdentifier("b")
            }
        }
        .accessibilityIdentifier("scroll")
    }

    @Test func safeAreaPaddingPadsOtherViews() throws {
        let f = try frames(
            Color.red.accessibilityIdentifier("inner").safeAreaPadding(.leading, 30).frame(width: 100, height: 10).accessibilityIdentifier("root"))
        #expect(f["inner"].map { [$0.minX, $0.width] } == [30, 70])
    }

    /// On a list, content margins replace the 16 pt around its inset grouped sections.
    @Test func contentMarginsReplaceAListsMargins() throws {
        let f = try frames(List { Text("Row").accessibilityIdentifier("row") }.contentMargins(.horizontal, 0).accessibilityIdentifier("root"))
        #expect(f["row"]?.minX == 16)
    }
}

extension LayoutSemanticsTests {
    /// `ignoresSafeArea` extends a view on the edges it names; the keyboard's region alone
    /// changes nothing, as no keyboard is shown.
    @Test func ignoresSafeAreaHonoursItsEdgesAndRegions() throws {
        let device = environment.device
        func frame<V: View>(_ view: V) throws -> Rect {
            let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
            let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
            return try #require(result.semantics.first { $0.identifier == "fill" }).frame
        }
        #expect(try frame(Color.red.accessibilityIdentifier("fill").ignoresSafeArea()).height == device.size.height)
        let top = try frame(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .top))
        #expect(top.minY == 0)
        #expect(top.maxY == device.size.height - device.safeArea.bottom)
        let keyboard = try frame(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(.keyboard))
        #expect(keyboard.minY == device.safeArea.top)
    }
}
