import Foundation

/// The panther head, roaring: black fur with skin-toned highlight strokes, green-gold eyes,
/// a red open mouth with white fangs, and pink inner ears.
enum PantherArt {
    static func draw(on sketch: inout Sketch) {
        for side in [-1.0, 1.0] {
            var ear = sketch.pen()
            ear.smooth([Vec(side * 10, -24), Vec(side * 20, -40), Vec(side * 29, -37), Vec(side * 29, -18)], tension: 0.55)
            sketch.fill(ear, .artInk, outline: 1.6)
            var inner = sketch.pen()
            inner.smooth([Vec(side * 15, -26), Vec(side * 21, -36), Vec(side * 26, -34), Vec(side * 26, -22)], tension: 0.55)
            sketch.fill(inner, .artRed)
            sketch.stipple(in: inner, near: Vec(side * 22, -24), reach: 8, count: 90, dot: 0.3)
        }
        let rightHalf = [
            Vec(0, -27), Vec(14, -26), Vec(25, -19), Vec(30, -8), Vec(36, -1), Vec(30, 3), Vec(35, 10), Vec(28, 13), Vec(29, 20), Vec(22, 22),
            Vec(16, 31), Vec(7, 35),
        ]
        var head = sketch.pen()
        head.smooth(rightHalf + [Vec(0, 36)] + rightHalf.dropFirst().reversed().map { Vec(-$0.x, $0.y) }, tension: 0.75)
        sketch.fill(head, .artInk, outline: 1.6)

        // Fur and brow highlights, in skin-toned white.
        let strokes: [[Vec]] = [
            [Vec(-5, -22), Vec(-3, -14), Vec(-2.2, -4)], [Vec(5, -22), Vec(3, -14), Vec(2.2, -4)], [Vec(-20, -15), Vec(-12, -17), Vec(-5, -13)],
            [Vec(20, -15), Vec(12, -17), Vec(5, -13)], [Vec(-28, 0), Vec(-23, 4), Vec(-20, 12)], [Vec(28, 0), Vec(23, 4), Vec(20, 12)],
            [Vec(-25, -9), Vec(-21, -7)], [Vec(25, -9), Vec(21, -7)], [Vec(-14, 26), Vec(-9, 31)], [Vec(14, 26), Vec(9, 31)],
            [Vec(-31, 4), Vec(-26, 8)], [Vec(31, 4), Vec(26, 8)],
            [Vec(0, -24), Vec(0, -18)],
        ]
        for points in strokes {
            var fur = sketch.pen()
            fur.brush(points, width: 1.5, startWidth: 0.15, endWidth: 0.15)
            sketch.fill(fur, .artWhite, opacity: 0.9)
        }

        for side in [-1.0, 1.0] {
            var eye = sketch.pen()
            eye.smooth([Vec(side * 4.5, -5.5), Vec(side * 11, -11.5), Vec(side * 19, -10.5), Vec(side * 14, -4.5)], tension: 0.7)
            sketch.fill(eye, .artYellow)
            sketch.fill(
                eye,
                Sketch.linear(
                    sketch.place(Vec(0, -11)), sketch.place(Vec(0, -5)), [.init(.artGreen, opacity: 0.9, at: 0), .init(.artGreen, opacity: 0, at: 1)])
            )
            sketch.stroke(eye, width: 1.1)
            var pupil = sketch.pen()
            pupil.ellipse(Vec(side * 11.5, -7.8), 0.9, 2.2)
            sketch.fill(pupil, .artInk)
            var glint = sketch.pen()
            glint.circle(Vec(side * 12.6, -8.6), 0.55)
            sketch.fill(glint, .artWhite)
        }

        // Muzzle, nose and the open mouth.
        var mouth = sketch.pen()
        mouth.smooth([Vec(-11, 10), Vec(0, 8.5), Vec(11, 10), Vec(9, 22), Vec(0, 27), Vec(-9, 22)], tension: 0.8)
        sketch.fill(mouth, .artRed)
        sketch.fill(
            mouth, Sketch.radial(sketch.place(Vec(0, 14)), sketch.size(9), [.init(.artRedDark, at: 0), .init(.artRedDark, opacity: 0, at: 1)]))
        var tongue = sketch.pen()
        tongue.smooth([Vec(-6, 22), Vec(0, 18), Vec(6, 22), Vec(0, 26)], tension: 0.8)
        sketch.fill(tongue, .artRed, outline: 0.9)
        sketch.stroke(mouth, width: 1.4)
        for (x, top, down) in [(-7.0, 9.5, true), (7, 9.5, true), (-5.5, 24.5, false), (5.5, 24.5, false)] {
            var fang = sketch.pen()
            let tip = Vec(x * 0.9, top + (down ? 8 : -6.5))
            fang.smooth([Vec(x - 2.2, top), Vec(x + 2.2, top), tip], tension: 0.4)
            sketch.fill(fang, .artWhite, outline: 0.9)
        }
        for side in [-1.0, 1.0] {
            var pad = sketch.pen()
            pad.ellipse(Vec(side * 6, 6), 6.5, 4.2, rotation: side * 0.15)
            sketch.fill(pad, .artInk, outline: 0.8, outlineColor: .artWhite)
            for k in 0..<3 {
                var dot = sketch.pen()
                dot.circle(Vec(side * (4 + Double(k) * 2.4), 5.5 + Double(k % 2)), 0.55)
                sketch.fill(dot, .artWhite, opacity: 0.85)
            }
        }
        var nose = sketch.pen()
        nose.smooth([Vec(-5, -2), Vec(5, -2), Vec(0, 4)], tension: 0.5)
        sketch.fill(nose, .artRed, outline: 1)
        var noseLight = sketch.pen()
        noseLight.brush([Vec(-3, -1.2), Vec(-1, -1.5)], width: 0.9)
        sketch.fill(noseLight, .artWhite)
        var bridge = sketch.pen()
        bridge.brush([Vec(-2.5, -8), Vec(-3.2, -3.5)], width: 0.9, startWidth: 0.2, endWidth: 0.6)
        bridge.brush([Vec(2.5, -8), Vec(3.2, -3.5)], width: 0.9, startWidth: 0.2, endWidth: 0.6)
        sketch.fill(bridge, .artWhite, opacity: 0.9)
    }
}
