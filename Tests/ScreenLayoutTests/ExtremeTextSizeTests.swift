import Testing

@testable import ScreenLayout
@testable import Theme

/// Point sizes and heights at the edges of `Double` (found by the fuzz suite: the lines a
/// height holds were converted to Int unchecked — infinite for a point size that rounds to a
/// zero line height, past Int.max for a huge frame).
@Suite struct ExtremeTextSizeTests {
    @Test(arguments: [0.0, 0.001, -4, 1e-300, 17, 1e300])
    func anyPointSizeInAnyHeightLaysOut(_ size: Double) throws {
        for height in [0.0, 20, -1e300, 1e300, .greatestFiniteMagnitude] {
            let result = try layout(Text("Hello world").font(size: size).frame(height: height))
            #expect(!result.root.frame.width.isNaN, "size \(size), height \(height)")
        }
    }
}
