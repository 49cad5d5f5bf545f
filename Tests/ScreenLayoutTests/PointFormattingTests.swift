import Testing

@testable import ScreenLayout
@testable import Theme

/// How display items and frames print their numbers (found by the fuzz suite: describing an
/// item at 1e300 pt — which the renderer does to name an invalid one — trapped converting it to
/// Int).
@Suite struct PointFormattingTests {
    @Test func everyDoubleFormats() {
        #expect(fmt(12) == "12")
        #expect(fmt(0.125) == "0.13")
        #expect(fmt(-3.5) == "-3.5")
        #expect(fmt(.infinity) == "∞")
        #expect(fmt(1e300) == "1e+300")
        #expect(fmt(-.greatestFiniteMagnitude) == String(-Double.greatestFiniteMagnitude))
        #expect(fmt(1e15) == String(1e15))
        let item = DisplayItem.fill(
            ShapePath(kind: .rectangle, rect: Rect(x: 1e300, y: 0, width: .nan, height: 1e308)), RGBA(red: 1, green: 0, blue: 0))
        #expect(item.description.contains("1e+300"))
    }
}
