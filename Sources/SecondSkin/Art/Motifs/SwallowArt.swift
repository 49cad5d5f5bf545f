import Foundation

/// The sailor's swallow in flight: black back and wings with white feather lines, a red
/// throat, a pale belly and a long forked tail. Variant 1 is a pair, facing each other.
enum SwallowArt {
    static func draw(variant: Int, on sketch: inout Sketch) {
        if variant == 1 {
            sketch.with(Affine.translate(-12, -25).rotated(-0.12).scaled(0.6)) { bird(&$0) }
            sketch.with(Affine.translate(12, 25).rotated(0.12).scaled(-0.6, 0.6)) { bird(&$0) }
        } else {
            sketch.with(Affine.translate(-5, 2).rotated(-0.25).scaled(0.88)) { bird(&$0) }
        }
    }

    /// One bird facing left, in local coordinates about ±40.
    static func bird(_ sketch: inout Sketch) {
        let back = Wing(shoulder: Vec(-8, -6), back: Vec(8, -1), tip: Vec(26, -40), depth: 13, feathers: 6)
        wing(back, &sketch)

        for (tip, width) in [(Vec(44, -6), 5.5), (Vec(40, 16), 5.5)] {
            var streamer = sketch.pen()
            streamer.leaf(from: Vec(12, 4), to: tip, width: width, bend: tip.y < 0 ? -1.5 : 1.5)
            sketch.fill(streamer, .artInk, outline: 1.5)
        }

        var body = sketch.pen()
        body.smooth([
            Vec(-25, -3), Vec(-17, 4), Vec(-4, 8.5), Vec(9, 9), Vec(18, 6), Vec(17, 1.5), Vec(6, -3), Vec(-6, -9), Vec(-15, -13), Vec(-23, -11),
        ])
        sketch.fill(body, .artInk)
        sketch.clipped(to: body) { s in
            var belly = s.pen()
            belly.smooth([Vec(-24, 0), Vec(-14, 1), Vec(-2, 2.5), Vec(10, 3), Vec(20, 3.5), Vec(20, 14), Vec(-24, 14)])
            s.fill(belly, .artWhite)
            s.fill(
                belly,
                Sketch.linear(
                    s.place(Vec(0, 3)), s.place(Vec(0, 10)), [.init(.artYellow, opacity: 0.55, at: 0), .init(.artYellow, opacity: 0, at: 1)]))
            var throat = s.pen()
            throat.ellipse(Vec(-22, -1), 6, 5)
            s.fill(throat, .artRed)
        }
        sketch.stroke(body, width: 1.6)
        var beak = sketch.pen()
        beak.polygon([Vec(-24, -9.5), Vec(-32, -6.5), Vec(-24.5, -4.5)])
        sketch.fill(beak, .artInk, outline: 1)
        var eye = sketch.pen()
        eye.circle(Vec(-18.5, -8), 2.3)
        sketch.fill(eye, .artWhite, outline: 0.9)
        var pupil = sketch.pen()
        pupil.circle(Vec(-19.2, -8), 1.1)
        sketch.fill(pupil, .artInk)

        let front = Wing(shoulder: Vec(-6, 2), back: Vec(10, 5), tip: Vec(4, 40), depth: 12, feathers: 6)
        wing(front, &sketch)

        var sheen = sketch.pen()
        sheen.brush([Vec(-16, -11.5), Vec(-6, -7.5), Vec(6, -2)], width: 1.2, startWidth: 0.1, endWidth: 0.1)
        sketch.fill(sheen, .artWhite, opacity: 0.9)
    }

    static func wing(_ wing: Wing, _ sketch: inout Sketch) {
        var shape = sketch.pen()
        shape.smooth(wing.outline)
        sketch.fill(shape, .artInk)
        for line in wing.featherLines {
            var feather = sketch.pen()
            feather.brush(line, width: 1.1, startWidth: 0.9, endWidth: 0.05)
            sketch.fill(feather, .artWhite, opacity: 0.85)
        }
        var edge = sketch.pen()
        let lead = (wing.tip - wing.shoulder).normalized.perpendicular
        edge.brush(
            [wing.shoulder.lerp(wing.tip, 0.2) + lead * 1.5, wing.shoulder.lerp(wing.tip, 0.55) + lead * 3, wing.tip.lerp(wing.shoulder, 0.12)],
            width: 1.2, startWidth: 0.1, endWidth: 0.1)
        sketch.clipped(to: shape) { $0.fill(edge, .artWhite, opacity: 0.7) }
        sketch.stroke(shape, width: 1.6)
    }
}
