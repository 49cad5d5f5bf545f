import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Conic and elliptical gradients and even-odd fills, drawn: read at points whose colour only
/// the right geometry gives.
@Suite struct GradientKindsTests {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)

    func fill(_ kind: Gradient.Kind, _ stops: [Gradient.Stop]) -> Node {
        Node(.shape(ShapeContent(shape: .rectangle, gradient: Gradient(kind: kind, stops: stops))))
    }

    @Test func aConicGradientSweepsClockwiseFromTheTrailingSide() throws {
        // Red at 0° (right), blue at 360°: a quarter turn down is a quarter of the way to blue.
        let b = try render(
            fill(.conic(center: Point(x: 0.5, y: 0.5), startAngle: 0, endAngle: 0), [.init(rgba: red, at: 0), .init(rgba: blue, at: 1)]))
        func at(_ degrees: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let a = degrees * .pi / 180
            return b.rgba(x: Int(100 + 60 * cos(a)), y: Int(100 + 60 * sin(a)))
        }
        let quarter = at(90)
        let half = at(180)
        let threeQuarters = at(270)
        #expect(abs(Int(quarter.r) - 191) < 8 && abs(Int(quarter.b) - 64) < 8, "90° clockwise (down): \(quarter)")
        #expect(abs(Int(half.r) - 128) < 8 && abs(Int(half.b) - 128) < 8, "180° (left): \(half)")
        #expect(abs(Int(threeQuarters.r) - 64) < 8, "270° (up): \(threeQuarters)")
        #expect(at(10).r > 240 && at(350).b > 240, "the seam at 0°")
        #expect(
            try render(fill(.conic(center: Point(x: 0.5, y: 0.5), startAngle: 0, endAngle: 0), [.init(rgba: red, at: 0), .init(rgba: blue, at: 1)]))
                .pixels == b.pixels)
    }

    @Test func aShortSweepFillsItsGapHalfInEachEndColour() throws {
        // 0° … 180°: the gap (the upper half) is blue until 270°, red after.
        let b = try render(
            fill(.conic(center: Point(x: 0.5, y: 0.5), startAngle: 0, endAngle: .pi), [.init(rgba: red, at: 0), .init(rgba: blue, at: 1)]))
        let early = b.rgba(x: 60, y: 80)  // about 207°: in the gap's first half
        let late = b.rgba(x: 140, y: 80)  // about 333°: in its second half
        #expect(early.b > 240 && early.r < 15, "\(early)")
        #expect(late.r > 240 && late.b < 15, "\(late)")
        let middle = b.rgba(x: 100, y: 160)  // 90°: halfway through the sweep
        #expect(abs(Int(middle.r) - 128) < 8, "\(middle)")
    }

    @Test func anEllipticalGradientReachesEachEdgeOfAWideFrame() throws {
        let g = fill(.elliptical(center: Point(x: 0.5, y: 0.5), radiusX: 0.5, radiusY: 0.5), [.init(rgba: red, at: 0), .init(rgba: blue, at: 1)])
        let b = try render(g.frame(width: 100, height: 50))
        // The frame spans y 25…75 pt; halfway out on each axis is halfway along the gradient.
        let x = b.rgba(x: 100 + 50, y: 100)  // 25 pt right of the centre: half of the 50 pt radius
        let y = b.rgba(x: 100, y: 100 + 25)  // 12.5 pt down: half of the 25 pt radius
        #expect(abs(Int(x.r) - 128) < 8 && abs(Int(y.r) - 128) < 8, "\(x) \(y)")
    }

    @Test func anEvenOddFillLeavesTheNestedSquareOut() throws {
        // Two squares in one path, the inner inside the outer: even-odd cuts a hole.
        func squares(_ evenOdd: Bool) -> Node {
            let provider = PathProvider(name: "Squares", isEvenOdd: evenOdd) { size in
                func square(_ inset: Double) -> [PathCommand] {
                    [
                        .move(Point(x: inset, y: inset)), .line(Point(x: size.width - inset, y: inset)),
                        .line(Point(x: size.width - inset, y: size.height - inset)), .line(Point(x: inset, y: size.height - inset)), .close,
                    ]
                }
                return square(0) + square(30)
            }
            return ZStack {
                Color(.background)
                Node(.shape(ShapeContent(shape: .provided(provider), fill: .label)))
            }
        }
        #expect(try render(squares(false)).rgba(x: 100, y: 100).r == 0, "non-zero: the inner square filled")
        let holed = try render(squares(true))
        #expect(holed.rgba(x: 100, y: 100).r == 255 && holed.rgba(x: 20, y: 100).r == 0, "even-odd: a hole, the ring filled")
        let clipped = try render(
            ZStack {
                Color(.background)
                Color(.label).clipShape(
                    .provided(
                        PathProvider(name: "Ring", isEvenOdd: true) { s in
                            [
                                .move(Point(x: 0, y: 0)), .line(Point(x: s.width, y: 0)), .line(Point(x: s.width, y: s.height)),
                                .line(Point(x: 0, y: s.height)), .close,
                                .move(Point(x: 30, y: 30)), .line(Point(x: 70, y: 30)), .line(Point(x: 70, y: 70)), .line(Point(x: 30, y: 70)),
                                .close,
                            ]
                        }))
            })
        #expect(clipped.rgba(x: 100, y: 100).r == 255 && clipped.rgba(x: 20, y: 100).r == 0, "an even-odd clip too")
    }
}
