import Testing

import struct ScreenLayout.Rect

@testable import ScreenUI

/// `Grid` and `LazyHGrid`, with Apple's documentation and WWDC22 "Compose custom layouts with
/// SwiftUI" as the oracle: a grid column is as wide as its widest cell, a row as tall as its
/// tallest; cells are centred in their areas unless an alignment or anchor says otherwise.
extension LayoutSemanticsTests {
    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let f = try frames(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 10).accessibilityIdentifier("c00")
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c01")
                }
                GridRow {
                    Color.red.frame(width: 10, height: 20).accessibilityIdentifier("c10")
                    Color.red.frame(width: 50, height: 10).accessibilityIdentifier("c11")
                }
            }
            .accessibilityIdentifier("root"))
        #expect(f["root"].map { [$0.width, $0.height] } == [80, 30])
        #expect(f["c01"].map { [$0.minX, $0.minY] } == [50, 0])
        #expect(f["c10"].map { [$0.minX, $0.minY] } == [10, 10])
        #expect(f["c11"].map { [$0.minX, $0.minY] } == [30, 15])
    }

    /// `gridCellColumns` spans columns (their widths and the spacing between); a view outside a
    /// row spans all of them; `gridCellUnsizedAxes(.horizontal)` takes the grid's width without
    /// widening it (Apple's Divider example).
    @Test func gridSpansAndUnsizedCells() throws {
        let f = try frames(
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    Color.red.frame(width: 20, height: 10)
                    Color.red.frame(width: 30, height: 10).accessibilityIdentifier("b")
                }
                Color.blue.frame(height: 1).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
                GridRow {
                    Color.green.frame(height: 10).gridCellColumns(2).accessibilityIdentifier("span")
                }
            }
            .accessibilityIdentifier("root"))
        #expect(f["root"]?.width == 54)
        #expect(f["b"]?.minX == 24)
        #expect(f["rule"].map { [$0.minX, $0.minY, $0.width] } == [0, 12, 54])
        #expect(f["span"].map { [$0.width, $0.minY] } == [54, 15])
    }

    /// `gridColumnAlignment` on one cell aligns its whole column; `gridCellAnchor` puts one cell
    /// at a unit point of its area; `GridRow(alignment:)` aligns a row.
    @Test func gridColumnAlignmentAnchorsAndRowAlignment() throws {
        let f = try frames(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) {
                    Color.red.frame(width: 40, height: 20)
                    Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("a")
                }
                GridRow {
                    Color.red.frame(width: 10, height: 20).gridCellAnchor(.bottomLeading).accessibilityIdentifier("anchored")
                    Color.red.frame(width: 30, height: 10).accessibilityIdentifier("b")
                    Color.red.frame(width: 30, height: 10)
                }
            }
            .accessibilityIdentifier("root"))
        #expect(f["a"].map { [$0.minX, $0.minY] } == [60, 0])
        #expect(f["b"].map { [$0.minX, $0.minY] } == [40, 25])
        #expect(f["anchored"].map { [$0.minX, $0.minY] } == [0, 20])
        #expect(f["root"]?.width == 100)
    }

    /// A `LazyHGrid` fills each column's rows before the next column (Apple's LazyHGrid
    /// documentation); rows come from its items, columns are as wide as their widest item.
    @Test func aLazyHGridFillsColumnsOfRows() throws {
        let f = try frames(
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 5) {
                ForEach(0..<5) { k in Color.red.frame(width: k == 1 ? 16 : 10, height: 10).accessibilityIdentifier("i\(k)") }
            }
            .accessibilityIdentifier("root"))
        #expect(f["i0"].map { [$0.minX, $0.minY] } == [3, 5])
        #expect(f["i1"].map { [$0.minX, $0.minY] } == [0, 33])
        #expect(f["i2"].map { [$0.minX, $0.minY] } == [21, 5])
        #expect(f["i4"].map { [$0.minX, $0.minY] } == [36, 5])
        #expect(f["root"].map { [$0.width, $0.height] } == [46, 48])
    }

    /// A grid row aligned by the first text baseline puts its cells' baselines on one line, as
    /// an HStack aligned so does.
    @Test func aBaselineGridRowAlignsAsABaselineStack() throws {
        let grid = try frames(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .firstTextBaseline) {
                    Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
                    Text("small").font(.system(size: 12)).accessibilityIdentifier("small")
                }
            }
            .accessibilityIdentifier("root"))
        let stack = try frames(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
                Text("small").font(.system(size: 12)).accessibilityIdentifier("small")
            }
            .accessibilityIdentifier("root"))
        let drop = try #require(grid["small"]).minY - #require(grid["big"]).minY
        #expect(drop > 0)
        #expect(drop == (try #require(stack["small"]).minY - #require(stack["big"]).minY))
        #expect(grid["root"]?.height == stack["root"]?.height)
    }
}
