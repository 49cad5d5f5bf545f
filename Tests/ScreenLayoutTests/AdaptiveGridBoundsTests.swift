import Testing

@testable import ScreenLayout
@testable import Theme

/// Adaptive grid columns whose minimum is zero, negative, NaN or a hair's width (found by the
/// fuzz suite: the column count was converted to Int unchecked — a trap for NaN or infinity,
/// billions of columns for 1e-300).
@Suite struct AdaptiveGridBoundsTests {
    @Test(arguments: [0.0, -8, 1e-300, -1e-300, .nan, .infinity, -.infinity])
    func anyMinimumLaysOutWithBoundedColumns(_ minimum: Double) throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum))], spacing: 0) {
            Color(.accent).frame(height: 10)
            Color(.label).frame(height: 10)
        }
        let result = try layout(grid)
        #expect(!result.root.frame.height.isNaN)
        #expect(result.root.children.count <= LayoutPass.maxAdaptiveColumns)
    }
}
