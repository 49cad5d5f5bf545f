import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Rotation, scale, blur, alpha masks and compositing groups, drawn: each test reads pixels
/// that are where they are only because the effect was applied.
@Suite struct DrawingEffectsTests {
    /// A 60 × 10 bar in the middle of the 100 pt square, on white.
    func bar(_ effect: DrawingEffect?) -> Node {
        let bar = Rectangle().fill(.label).frame(width: 60, height: 10)
        return ZStack {
            Color(.background)
            if let effect { bar.effect(effect) } else { bar }
        }
    }

    @Test func aRotationTurnsTheDrawingAboutItsAnchorAndLeavesLayoutAlone() throws {
        let upright = try render(bar(nil))
        let turned = try render(bar(.rotation(.pi / 2, scaleX: 1, scaleY: 1, anchor: Point(x: 0.5, y: 0.5))))
        // At 2×: the bar spans x 40…160, y 90…110; turned a quarter about its centre, x 90…110, y 40…160.
        #expect(upright.rgba(x: 50, y: 100).r == 0 && upright.rgba(x: 100, y: 50).r == 255)
        #expect(turned.rgba(x: 50, y: 100).r == 255 && turned.rgba(x: 100, y: 50).r == 0)
        let layout = try LayoutEngine(measurer: MonospacedTextMeasurer()).layout(
            bar(.rotation(1, scaleX: 1, scaleY: 1, anchor: Point(x: 0.5, y: 0.5))), in: LayoutEnvironment(device: square, theme: .system))
        #expect(layout.displayList.contains { if case .pushTransform = $0 { true } else { false } })
        // About the leading edge's middle, a quarter turn swings the bar down from x = 20 pt.
        let aboutLeading = try render(bar(.rotation(.pi / 2, scaleX: 1, scaleY: 1, anchor: Point(x: 0, y: 0.5))))
        #expect(aboutLeading.rgba(x: 40, y: 150).r == 0 && aboutLeading.rgba(x: 40, y: 60).r == 255)
    }

    @Test func aScaleGrowsAboutItsAnchor() throws {
        let doubled = try render(bar(.rotation(0, scaleX: 1.5, scaleY: 3, anchor: Point(x: 0.5, y: 0.5))))
        // 90 × 30 pt about the centre: x 5…95, y 35…65 (2×: 10…190, 70…130).
        #expect(doubled.rgba(x: 15, y: 75).r == 0 && doubled.rgba(x: 5, y: 75).r == 255 && doubled.rgba(x: 100, y: 66).r == 255)
        let fromTop = try render(bar(.rotation(0, scaleX: 1, scaleY: 2, anchor: Point(x: 0.5, y: 0))))
        // Grows down from its top edge (45 pt): 45…65 pt.
        #expect(fromTop.rgba(x: 100, y: 88).r == 255 && fromTop.rgba(x: 100, y: 125).r == 0)
    }

    @Test func aBlurSpreadsTheEdgeAndKeepsTheCentre() throws {
        let sharp = try render(bar(nil))
        let blurred = try render(bar(.blur(radius: 4, opaque: false)))
        #expect(sharp.rgba(x: 100, y: 86).r == 255, "above the bar: white")
        let edge = blurred.rgba(x: 100, y: 86).r
        #expect(edge > 20 && edge < 240, "blurred into the white: \(edge)")
        #expect(blurred.rgba(x: 100, y: 100).r < 60, "the middle stays dark")
        #expect(blurred.rgba(x: 100, y: 20).r == 255, "far away: untouched")
        #expect(try render(bar(.blur(radius: 4, opaque: false))).pixels == blurred.pixels, "the same pixels every time")
    }

    @Test func anOpaqueBlurStaysInsideItsFrame() throws {
        let blurred = try render(bar(.blur(radius: 4, opaque: true)))
        #expect(blurred.rgba(x: 100, y: 86).r == 255, "nothing spreads past the frame")
        #expect(blurred.rgba(x: 100, y: 91).r == 0, "the edge is extended, not faded")
    }

    @Test func aMaskShowsTheContentThroughTheMasksAlpha() throws {
        // A black square masked by a circle half as wide, and by a half-transparent rectangle.
        let circle = ZStack {
            Color(.background)
            Rectangle().fill(.label).frame(width: 80, height: 80).mask(Circle().fill(.label).frame(width: 40, height: 40))
        }
        let b = try render(circle)
        #expect(b.rgba(x: 100, y: 100).r == 0, "inside the mask's circle")
        #expect(b.rgba(x: 40, y: 40).r == 255, "inside the content, outside the mask")
        let faded = ZStack {
            Color(.background)
            Rectangle().fill(.label).frame(width: 80, height: 80).mask(Rectangle().fill(.label).opacity(0.5))
        }
        let f = try render(faded).rgba(x: 100, y: 100).r
        #expect(f > 120 && f < 135, "half the mask's alpha: half grey, \(f)")
    }

    @Test func aCompositingGroupFadesOverlapsAsOneLayer() throws {
        func pair(grouped: Bool) -> Node {
            let two = ZStack {
                Rectangle().fill(.label).frame(width: 40, height: 40).offset(x: -10)
                Rectangle().fill(.label).frame(width: 40, height: 40).offset(x: 10)
            }
            return ZStack {
                Color(.background)
                (grouped ? two.effect(.compositingGroup) : two).opacity(0.5)
            }
        }
        // The engine's opacity already fades its subtree as one layer: grouping adds nothing.
        let grouped = try render(pair(grouped: true))
        #expect(grouped.pixels == (try render(pair(grouped: false))).pixels)
        #expect(grouped.rgba(x: 100, y: 100).r > 120 && grouped.rgba(x: 100, y: 100).r < 135, "the overlap as light as the rest")
    }

    @Test func rightToLeftMirrorsWhereATransformedViewIsAndKeepsItsTurn() throws {
        let leaning = ZStack(alignment: .leading) {
            Color(.background)
            Rectangle().fill(.label).frame(width: 30, height: 10).effect(.rotation(.pi / 2, scaleX: 1, scaleY: 1, anchor: Point(x: 0.5, y: 0.5)))
        }
        var env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        env.layoutDirection = .rightToLeft
        let renderer = try Renderer()
        let b = try renderer.render(try LayoutEngine(measurer: renderer.textSystem).layout(leaning, in: env), scale: 2)
        // The 30 pt bar sits at the trailing (right) side, 70…100 pt; turned upright about its centre: x 80…90 pt.
        #expect(b.rgba(x: 170, y: 100).r == 0 && b.rgba(x: 30, y: 100).r == 255 && b.rgba(x: 150, y: 100).r == 255)
    }

    @Test func aScaleOfZeroDrawsNothingAndBreaksNothingAfterIt() throws {
        let flat = ZStack {
            Color(.background)
            Rectangle().fill(.label).frame(width: 60, height: 60).effect(.rotation(0, scaleX: 0, scaleY: 1, anchor: Point(x: 0.5, y: 0.5)))
            Rectangle().fill(.accent).frame(width: 10, height: 10)
        }
        let b = try render(flat)
        #expect(b.rgba(x: 70, y: 70).r == 255, "the flattened square is not drawn")
        #expect(b.rgba(x: 100, y: 100) == (0xD9, 0x48, 0x5F, 0xFF), "what follows it still is")
    }
}
