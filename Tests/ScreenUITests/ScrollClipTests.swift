import Testing

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer

@testable import ScreenUI

/// `scrollClipDisabled()` lets a scroll view's content draw past its bounds (it was ignored).
@MainActor
@Suite struct ScrollClipTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    func clips<V: View>(_ view: V) throws -> Int {
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        return result.displayList.filter { if case .pushClip = $0 { true } else { false } }.count
    }

    @Test func aScrollViewClipsUnlessTold() throws {
        let carousel = ScrollView(.horizontal) {
            HStack { ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 120, height: 80) } }
        }
        .frame(width: 200)
        #expect(try clips(carousel) == 1)
        #expect(try clips(carousel.scrollClipDisabled()) == 0)
        #expect(try clips(carousel.scrollClipDisabled(false)) == 1)
    }
}
