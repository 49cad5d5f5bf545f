import Testing

import struct ScreenLayout.Rect

@testable import ScreenUI

/// `containerRelativeFrame`, with Apple's documented arithmetic as the oracle: `count` equal
/// columns of the container with `spacing` between them, of which the view spans `span`.
extension LayoutSemanticsTests {
    /// Apple's documentation: in a 320-wide horizontal scroll view, `count: 3, span: 2,
    /// spacing: 10` is two of three columns ((320 − 2 × 10) / 3 = 100) plus the gap: 210.
    @Test func aContainerRelativeFrameSpansColumnsOfItsScrollView() throws {
        let f = try frames(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("wide")
                    Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 10).accessibilityIdentifier("half")
                    Color.green.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }.accessibilityIdentifier("closure")
                }
            }
            .frame(width: 320, height: 100).accessibilityIdentifier("root"))
        #expect(f["wide"]?.width == 210)
        #expect(f["half"]?.width == 155)
        #expect(f["closure"]?.width == 256)
        // The axes not named keep the proposal: the scroll view's height.
        #expect(f["wide"]?.height == 100)
    }

    /// Outside any scroll view the container is the screen's safe area.
    @Test func withoutAScrollViewTheContainerIsTheSafeArea() throws {
        let safe = environment.device.size.height - environment.device.safeArea.top - environment.device.safeArea.bottom
        let f = try frames(
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical, count: 4, spacing: 0).accessibilityIdentifier("quarter")
            }
            .frame(width: 100, height: 50).accessibilityIdentifier("root"))
        #expect(f["quarter"]?.height == safe / 4)
        #expect(f["quarter"]?.width == 100)
    }
}
