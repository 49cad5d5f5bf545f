import Foundation
import Testing

@testable import ScreenLayout
@testable import Theme

let designTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DesignTokens")

/// A square 200×200 device without safe areas, so frames read easily.
let testDevice = DeviceConfiguration(
    name: "test", displayName: "Test", size: Size(width: 200, height: 200), scale: 1, orientation: .portrait,
    safeArea: .zero, horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutMargin: 16, displayCornerRadius: 0)

/// Loaded once: parsing and validating the tokens costs more than a layout.
let testTheme = Result { try Theme.load(from: designTokens) }

func layout(_ node: Node, device: DeviceConfiguration = testDevice) throws -> LayoutResult {
    let env = LayoutEnvironment(device: device, theme: try testTheme.get())
    return try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(node, in: env)
}

/// Frames of the leaves (shapes and texts) in paint order.
func leafFrames(_ r: LayoutResult) -> [Rect] {
    var out: [Rect] = []
    func walk(_ b: LayoutBox) {
        if b.children.isEmpty { out.append(b.frame) }
        b.children.forEach(walk)
    }
    walk(r.root)
    return out
}

@Suite struct StackLayoutTests {
    /// layout-semantics.md, worked example (objc.io / SwiftUI Field Guide): in a 150-wide
    /// HStack(spacing: 0), frame(maxWidth: 100) then frame(minWidth: 100) come out 75 and 100.
    @Test func maxAndMinFramesInA150WideHStack() throws {
        let node = HStack(spacing: 0) {
            Color(.accent).frame(maxWidth: 100)
            Color(.label).frame(minWidth: 100)
        }.frame(width: 150)
        let r = try layout(node)
        let frames = leafFrames(r)
        #expect(frames.map(\.width) == [75, 100])
    }

    /// A view of fixed size in `frame(maxHeight: .infinity)` is as flexible as the frame: in a
    /// VStack above a 50-tall bar it takes all the bar leaves (150 of 200), not half of it.
    /// SwiftUI's flexible frame answers a proposal `p` on an axis with a maximum `hi` as
    /// `min(hi, max(child, p))`, infinite proposals included, so the stack's "how far can you
    /// grow" probe sees the frame's maximum, not the child's size.
    @Test func anInfiniteMaxFrameTakesWhatItsSiblingsLeave() throws {
        let node = VStack(spacing: 0) {
            Text("ab").frame(maxHeight: .infinity)
            Color(.label).frame(height: 50)
        }
        #expect(try layout(node).root.children.map(\.frame.height) == [150, 50])
        let wide = HStack(spacing: 0) {
            Text("ab").frame(maxWidth: .infinity)
            Color(.label).frame(width: 50)
        }
        #expect(try layout(wide).root.children.map(\.frame.width) == [150, 50])
    }

    /// A finite maximum is the frame's reach: the stack's infinite probe is answered with it
    /// (SwiftUI: `min(60, max(child, ∞))` = 60), so a fixed-size view in `frame(maxWidth: 150)`
    /// counts as 133 pt flexible and is served after a sibling that can grow only 40 — each
    /// then gets half of what is left (80), not a third of the whole (66.7) as a rigid view would.
    @Test func aFiniteMaxFrameGrowsToItsMaximum() throws {
        let node = HStack(spacing: 0) {
            Text("ab").frame(maxWidth: 150)
            Color(.label).frame(maxWidth: 40)
            Color(.label)
        }
        #expect(try layout(node).root.children.map(\.frame.width) == [80, 40, 80])
        // With no proposal (ideal size) the frame is its child's size within its bounds.
        let ideal = Text("ab").frame(minWidth: 10, maxWidth: 60).fixedSize()
        #expect(try layout(ideal).root.frame.width == 17)
    }

    /// Spacer yields: it gets what the others leave (layout-semantics.md, Spacer).
    @Test func spacerYieldsToText() throws {
        let node = HStack(spacing: 0) {
            Text("abcd")  // 4 × 8.5 = 34 wide at 17 pt with 0.5 advance
            Spacer()
            Text("ef")
        }
        let r = try layout(node)
        let frames = leafFrames(r)
        #expect(frames[0].width == 34)
        #expect(frames[2].width == 17)
        #expect(frames[1].width == 200 - 34 - 17)
        #expect(frames[2].maxX == 200)
    }

    /// layoutPriority reserves the minima of lower groups, then serves the higher group first.
    @Test func priorityServesFirst() throws {
        let node = HStack(spacing: 0) {
            Color(.accent)
            Color(.label).layoutPriority(1)
        }
        let frames = leafFrames(try layout(node))
        #expect(frames.map(\.width) == [0, 200])
    }

    /// Equal flexible children share the space equally; default spacing is 8.
    @Test func equalShareWithDefaultSpacing() throws {
        let node = HStack {
            Color(.accent)
            Color(.label)
        }
        let frames = leafFrames(try layout(node))
        #expect(frames.map(\.width) == [96, 96])
        #expect(frames[1].minX == 104)
    }

    /// Padding proposes the proposal minus the insets and reports the child plus the insets.
    @Test func paddingInsets() throws {
        let node = Color(.accent).padding(.all, 10)
        let r = try layout(node)
        #expect(leafFrames(r) == [Rect(x: 10, y: 10, width: 180, height: 180)])
        #expect(r.root.frame == Rect(x: 0, y: 0, width: 200, height: 200))
    }

    /// frame(minWidth:maxWidth:) clamps the proposal to its bounds.
    @Test func flexibleFrameClamps() throws {
        let r = try layout(Color(.accent).frame(minWidth: 20, maxWidth: 120, maxHeight: 50))
        #expect(r.root.frame.size == Size(width: 120, height: 50))
    }

    /// Stacks overflow rather than squeeze: two fixed 150-wide children in 200.
    @Test func overflowRatherThanSqueeze() throws {
        let node = HStack(spacing: 0) {
            Color(.accent).frame(width: 150)
            Color(.label).frame(width: 150)
        }
        let r = try layout(node)
        #expect(r.root.frame.width == 300)
    }

    /// Text wraps to the proposed width and truncates at its line limit.
    @Test func textWrapsAndTruncates() throws {
        let r = try layout(Text("aaaa bbbb cccc", lineLimit: 1).frame(width: 60))
        #expect(r.semantics.first { $0.role == .text }?.isTruncated == true)
        let wrapped = try layout(Text("aaaa bbbb cccc").frame(width: 80))
        #expect(leafFrames(wrapped)[0].height == 44)  // two lines of 22 pt
    }

    /// The safe area insets content unless it ignores it.
    @Test func safeAreaAndIgnoresSafeArea() throws {
        var device = testDevice
        device.safeArea = EdgeInsets(top: 20, bottom: 10)
        let r = try layout(Color(.accent), device: device)
        #expect(leafFrames(r) == [Rect(x: 0, y: 20, width: 200, height: 170)])
        let full = try layout(Color(.accent).ignoresSafeArea(), device: device)
        #expect(leafFrames(full) == [Rect(x: 0, y: 0, width: 200, height: 200)])
    }

    /// The same tree always gives the same frames and a readable dump.
    @Test func deterministicDump() throws {
        let node = VStack(alignment: .leading) {
            Text("Hello")
            Divider()
        }.padding(.all, .l)
        let a = try layout(node).dump()
        #expect(a == (try layout(node).dump()))
        // Not greedy, so centred in the 200×200 screen; the Divider spans the stack.
        #expect(
            a == """
                Padding(space.l) (0, 68.75, 200, 62.5)
                  VStack(leading) (16, 84.75, 168, 30.5)
                    Text "Hello" body (16, 84.75, 42.5, 22)
                    Frame (16, 114.75, 168, 0.5)
                      Shape rectangle fill color.system.separator (16, 114.75, 168, 0.5)

                """)
    }
}
