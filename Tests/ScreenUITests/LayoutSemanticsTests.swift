import Testing
import Theme

import struct ScreenLayout.LayoutEngine
import struct ScreenLayout.LayoutEnvironment
import class ScreenLayout.MonospacedTextMeasurer
import struct ScreenLayout.Rect

@testable import ScreenUI

/// SwiftUI's layout rules with published outcomes as the oracle (the reference's
/// layout-semantics.md: objc.io's and the SwiftUI Field Guide's worked examples, Apple's
/// documentation of frames, position, aspectRatio, GridItem and Layout).
@MainActor
@Suite struct LayoutSemanticsTests {
    let environment = LayoutEnvironment(device: .iPhone17Pro, theme: .system)

    /// The frames of the views marked with accessibility identifiers, relative to "root".
    func frames<V: View>(_ view: V) throws -> [String: Rect] {
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        var frames: [String: Rect] = [:]
        for element in result.semantics { if let id = element.identifier, frames[id] == nil { frames[id] = element.frame } }
        let origin = try #require(frames["root"]).origin
        return frames.mapValues { Rect(x: $0.minX - origin.x, y: $0.minY - origin.y, width: $0.width, height: $0.height) }
    }

    /// A resizable SF Symbol fills the square it is offered, as in SwiftUI (it used to keep its
    /// text size inside a flexible frame): 60 pt in a 100 × 60 frame, scaled to fit.
    @Test func resizableSymbolsFillTheirFrame() throws {
        let view = Image(systemName: "star.fill").resizable().scaledToFit().accessibilityIdentifier("star").frame(width: 100, height: 60)
            .accessibilityIdentifier("root")
        let f = try frames(view)
        #expect(f["star"] == Rect(x: 20, y: 0, width: 60, height: 60))
        let node = view.node(in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let result = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: environment)
        let sizes = result.displayList.compactMap { item -> Double? in if case .text(let run) = item { run.font.size } else { nil } }
        #expect(sizes == [60])
        let fixed = Image(systemName: "star.fill").frame(width: 100, height: 60).node(
            in: ResolveContext(environment: EnvironmentValues(layout: environment)))
        let plain = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(fixed, in: environment)
        #expect(
            plain.displayList.compactMap { item -> Double? in if case .text(let run) = item { run.font.size } else { nil } } == [22],
            "not resizable: the body size")
    }

    /// objc.io: in a 150-wide HStack(spacing: 0), frame(maxWidth: 100) then frame(minWidth: 100)
    /// come out 75 and 100 — 175 in all, the stack overflows.
    @Test func flexibleFramesShareAndOverflowAsPublished() throws {
        let f = try frames(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).accessibilityIdentifier("a")
                Color.blue.frame(minWidth: 100).accessibilityIdentifier("b")
            }
            .frame(width: 150, height: 50).accessibilityIdentifier("root"))
        #expect(f["a"]?.width == 75)
        #expect(f["b"]?.width == 100)
    }

    /// A flexible frame proposes its ideal size where its parent proposes none (fixedSize).
    @Test func idealSizesInFlexibleFrames() throws {
        let f = try frames(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(minWidth: 10, idealWidth: 50, maxWidth: 100, minHeight: 10, idealHeight: 20, maxHeight: 40).fixedSize()
                    .accessibilityIdentifier("ideal")
                Color.blue.frame(idealWidth: 30, idealHeight: 10).fixedSize().accessibilityIdentifier("onlyIdeal")
            }
            .frame(width: 300, height: 200, alignment: .topLeading).accessibilityIdentifier("root"))
        #expect(f["ideal"].map { [$0.width, $0.height] } == [50, 20])
        #expect(f["onlyIdeal"].map { [$0.width, $0.height] } == [30, 10])
    }

    /// `position` fills the space it is offered and centres its child on the point.
    @Test func positionFillsItsOfferAndCentresTheChild() throws {
        let f = try frames(
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("dot").position(x: 50, y: 30)
                .accessibilityIdentifier("positioned")
                .frame(width: 200, height: 100).accessibilityIdentifier("root"))
        #expect(f["positioned"].map { [$0.width, $0.height] } == [200, 100])
        #expect(f["dot"].map { [$0.minX, $0.minY] } == [40, 25])
    }

    /// `aspectRatio` works on any view: fit gives the largest size of the ratio inside the
    /// offer, fill the smallest covering it.
    @Test func aspectRatioOnViewsThatAreNotImages() throws {
        let fit = try frames(
            Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a").frame(width: 100, height: 100).accessibilityIdentifier("root"))
        #expect(fit["a"].map { [$0.width, $0.height] } == [100, 50])
        let fill = try frames(
            Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("a").frame(width: 100, height: 100).accessibilityIdentifier("root"))
        #expect(fill["a"].map { [$0.width, $0.height] } == [200, 100])
    }

    /// GridItem's spacing is the space after its column; the grid's spacing is between rows.
    @Test func gridItemSpacing() throws {
        let f = try frames(
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50), spacing: 30), GridItem(.fixed(50))], spacing: 5) {
                Color.red.accessibilityIdentifier("c0")
                Color.red.accessibilityIdentifier("c1")
                Color.red.accessibilityIdentifier("c2")
                Color.red.frame(height: 20).accessibilityIdentifier("r1")
            }
            .frame(width: 190, alignment: .leading).accessibilityIdentifier("root"))
        #expect(f["c0"]?.minX == 0)
        #expect(f["c1"]?.minX == 60)
        #expect(f["c2"]?.minX == 140)
        #expect(abs((f["r1"]?.minY ?? 0) - 15) < 0.001, "a row of Colors proposed (50, nil) is 10 high; the next row starts 5 below")
    }

    /// A custom Layout: its size and its placements, in the order it places them, with the
    /// values its subviews carry.
    @Test func aCustomLayoutPlacesWhereItSays() throws {
        let f = try frames(
            Staircase {
                Color.red.frame(width: 30, height: 10).layoutValue(key: StepKey.self, value: 2).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("root"))
        // Steps: a carries 2 (lifted 20 pt), b carries none.
        #expect(f["root"].map { [$0.width, $0.height] } == [60, 30], "as wide as both, as tall as the highest step plus a view")
        #expect(f["a"].map { [$0.minX, $0.minY] } == [0, 0], "lifted 20 pt from the bottom")
        #expect(f["b"].map { [$0.minX, $0.minY] } == [30, 20], "on the bottom")
    }

    /// AnyLayout switches between stacks without changing the view's type.
    @Test func anyLayoutSwitchesStacks() throws {
        for wide in [true, false] {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            let f = try frames(
                layout {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
                }
                .accessibilityIdentifier("root"))
            #expect(f["b"].map { [$0.minX, $0.minY] } == (wide ? [10, 0] : [0, 10]))
        }
    }

    /// GeometryReader takes the whole offer and tells its content the size.
    @Test func geometryReaderSeesItsOffer() throws {
        let f = try frames(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).accessibilityIdentifier("half")
            }
            .frame(width: 120, height: 80).accessibilityIdentifier("root"))
        #expect(f["half"].map { [$0.minX, $0.minY, $0.width, $0.height] } == [0, 0, 60, 20])
    }

    /// ViewThatFits: the first child whose ideal width fits, else the last.
    @Test func viewThatFitsTakesTheFirstThatFits() throws {
        let f = try frames(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("narrow")
            }
            .frame(width: 100).accessibilityIdentifier("root"))
        #expect(f["wide"] == nil)
        #expect(f["narrow"]?.width == 80)
    }
}

struct StepKey: LayoutValueKey {
    static let defaultValue = 0
}

/// Lays subviews left to right, each one step (10 pt × its step value) above the baseline of
/// the tallest lift.
struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let lift = subviews.map { CGFloat($0[StepKey.self]) * 10 }.max() ?? 0
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: (sizes.map(\.height).max() ?? 0) + lift)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let lift = CGFloat(subview[StepKey.self]) * 10
            subview.place(at: CGPoint(x: x, y: bounds.maxY - lift), anchor: .bottomLeading, proposal: .unspecified)
            x += size.width
        }
    }
}

extension LayoutSemanticsTests {
    /// A text made flexible with `frame(maxWidth: .infinity)` takes what its fixed siblings
    /// leave: the most common row of SwiftUI code (a title pushed to the leading edge).
    @Test func aFlexibleTextFrameTakesWhatItsSiblingsLeave() throws {
        let f = try frames(
            HStack(spacing: 0) {
                Text("Title").frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("title")
                Text("Edit").accessibilityIdentifier("edit")
            }
            .frame(width: 200).accessibilityIdentifier("root"))
        let edit = try #require(f["edit"])
        #expect(f["title"].map { [$0.minX, $0.width] } == [0, 200 - edit.width])
        #expect(edit.maxX == 200)
    }
}

extension LayoutSemanticsTests {
    /// A Divider runs across its stack: a vertical line as tall as offered in an HStack (so the
    /// HStack grows to its proposal), a horizontal one in a VStack.
    @Test func aDividerRunsAcrossItsStack() throws {
        let f = try frames(
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                    Divider().accessibilityIdentifier("vertical")
                    Color.blue.frame(width: 10, height: 10)
                }
                .frame(height: 40)
                Divider().accessibilityIdentifier("horizontal")
            }
            .frame(width: 100).accessibilityIdentifier("root"))
        let vertical = try #require(f["vertical"])
        #expect(vertical.height == 40 && vertical.width < 1 && vertical.minX == 10)
        let horizontal = try #require(f["horizontal"])
        #expect(horizontal.width == 100 && horizontal.height < 1)
    }

    /// Published stack rules (layout-semantics.md): a higher layoutPriority is offered its
    /// share first; a Spacer keeps only its minimum length when space runs out; a ZStack is as
    /// large as its largest child; an overlay never changes its view's size; hidden views keep
    /// their space.
    @Test func stackPriorityAndSizingRules() throws {
        let f = try frames(
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(maxWidth: 150).layoutPriority(1).accessibilityIdentifier("first")
                    Color.blue.frame(maxWidth: 150).accessibilityIdentifier("second")
                }
                .frame(width: 200, height: 10)
                HStack(spacing: 0) {
                    Color.red.frame(width: 180, height: 10)
                    Spacer(minLength: 40).accessibilityIdentifier("spacer")
                    Color.blue.frame(width: 10, height: 10)
                }
                .frame(width: 200)
                ZStack {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 10, height: 40)
                }
                .fixedSize().accessibilityIdentifier("zstack")
                Color.red.frame(width: 50, height: 20).overlay(Color.blue.frame(width: 100, height: 100)).accessibilityIdentifier("overlaid")
                Color.red.frame(width: 10, height: 10).hidden()
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("afterHidden")
            }
            .frame(width: 200, alignment: .topLeading).accessibilityIdentifier("root"))
        #expect(f["first"]?.width == 150)
        #expect(f["second"]?.width == 50)
        #expect(f["spacer"]?.width == 40)
        #expect(f["zstack"].map { [$0.width, $0.height] } == [30, 40])
        #expect(f["overlaid"].map { [$0.width, $0.height] } == [50, 20])
        let zstack = try #require(f["zstack"])
        #expect(f["afterHidden"]?.minY == zstack.maxY + 20 + 10)
    }
}
