import Testing

import struct ScreenLayout.LayoutEngine
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Rect

@testable import ScreenUI

private struct MidBar: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midBar = VerticalAlignment(MidBar.self)
}

/// Alignment guides and text baselines, with published outcomes as the oracle.
extension LayoutSemanticsTests {
    /// SwiftUI Lab, "Alignment Guides in SwiftUI" (swiftui-lab.com/alignment-guides): a view
    /// whose leading guide is its trailing edge sits left of the others, whose leading edges
    /// meet its trailing edge; the stack grows to hold both.
    @Test func anExplicitLeadingGuideShiftsTheOthers() throws {
        let f = try frames(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("root"))
        #expect(f["a"]?.minX == 30)
        #expect(f["b"]?.minX == 0)
        #expect(f["root"]?.width == 80)
    }

    /// Apple's documentation of `alignmentGuide(_:computeValue:)`: in an HStack centred
    /// vertically, a view whose centre guide is −20 drops below the row, one whose guide is 20
    /// rises above it; the row is as tall as the views' aligned extent.
    @Test func centreGuidesMoveViewsUpAndDownAsDocumented() throws {
        let f = try frames(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { _ in -20 }.accessibilityIdentifier("rain")
                Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("text")
                Color.blue.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { _ in 20 }.accessibilityIdentifier("storm")
            }
            .accessibilityIdentifier("root"))
        #expect(f["storm"]?.minY == 0)
        #expect(f["text"]?.minY == 15)
        #expect(f["rain"]?.minY == 40)
        #expect(f["root"]?.height == 50)
    }

    /// WWDC19 "Building Custom Views with SwiftUI": a custom `AlignmentID` aligns a view inside
    /// a nested VStack with a sibling of that stack (the guide is passed up through the stack).
    @Test func aCustomGuideReachesThroughANestedStack() throws {
        let f = try frames(
            HStack(alignment: .midBar, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                    Color.green.frame(width: 10, height: 20).alignmentGuide(.midBar) { d in d[.bottom] / 2 }
                }
                .accessibilityIdentifier("column")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("star")
            }
            .accessibilityIdentifier("root"))
        #expect(f["column"]?.minY == 0)
        #expect(f["star"]?.minY == 15)
    }

    /// A badge on a corner: the overlay's top and trailing guides set to its centre put its
    /// centre on the corner (Hacking with Swift and SwiftUI Lab badge recipes).
    @Test func anOverlayBadgeCentredOnTheCorner() throws {
        let f = try frames(
            Color.gray.frame(width: 100, height: 100)
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 20, height: 20)
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                        .accessibilityIdentifier("badge")
                }
                .accessibilityIdentifier("root"))
        #expect(f["badge"].map { [$0.minX, $0.minY] } == [90, -10])
    }

    /// In a ZStack the explicit guide moves the view against the others.
    @Test func aZStackAlignsByExplicitGuides() throws {
        let f = try frames(
            ZStack(alignment: .topLeading) {
                Color.gray.frame(width: 100, height: 100)
                Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -30 }.accessibilityIdentifier("small")
            }
            .accessibilityIdentifier("root"))
        #expect(f["small"]?.minX == 30)
        #expect(f["root"]?.width == 100)
    }

    /// Texts of different sizes on one baseline (Apple: `firstTextBaseline`): the smaller text
    /// starts lower and ends higher, and the baselines meet.
    @Test func textsOfTwoSizesShareTheirFirstBaseline() throws {
        let f = try frames(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
                Text("small").font(.system(size: 12)).accessibilityIdentifier("small")
            }
            .accessibilityIdentifier("root"))
        let big = try #require(f["big"])
        let small = try #require(f["small"])
        #expect(small.minY > big.minY)
        #expect(small.maxY < big.maxY)
        // The baseline sits at the same distance from each line's centre, in em.
        let em = (small.minY - big.minY - (big.height - small.height) / 2) / (40 - 12)
        #expect(abs(em - 0.36328125) < 0.001)
        let top = try frames(
            HStack(alignment: .top, spacing: 0) {
                Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
                Text("small").font(.system(size: 12)).accessibilityIdentifier("small")
            }
            .accessibilityIdentifier("root"))
        #expect(top["small"]?.minY == top["big"]?.minY)
    }

    /// A VStack's last baseline is its last text's: a label beside a two-line block lines up
    /// with the block's second line.
    @Test func aStackPassesUpItsLastBaseline() throws {
        let f = try frames(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("One").accessibilityIdentifier("one")
                    Text("Two").accessibilityIdentifier("two")
                }
                Text("Beside").accessibilityIdentifier("beside")
            }
            .accessibilityIdentifier("root"))
        #expect(f["beside"]?.minY == f["two"]?.minY)
    }

    /// A row's separator guides move nothing else, and the separator not moving is reported.
    @Test func separatorGuidesAreTheirOwnAndReported() throws {
        func unsupported<V: View>(_ view: V) throws -> Int {
            let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
            return try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment).unsupported.count
        }
        let row = Color.red.frame(width: 10, height: 10)
        #expect(try unsupported(row.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }) == 1)
        #expect(try unsupported(row.alignmentGuide(.leading) { _ in 0 }) == 0)
        let f = try frames(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
                row.alignmentGuide(.listRowSeparatorLeading) { d in d[.trailing] }.accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("root"))
        #expect(f["b"]?.minX == 0)
    }
}
