import Foundation

/// The dagger, point down: a steel blade with a black shadow side and a ridge, a yellow
/// cross-guard with curled ends, a red wrapped grip, a round pommel, and two drops of blood.
enum DaggerArt {
    static func draw(on sketch: inout Sketch) {
        sketch.with(Affine.translate(0, -3).scaled(0.88)) { dagger(&$0) }
    }

    static func dagger(_ sketch: inout Sketch) {
        sketch.leaf(from: Vec(-3, -12), to: Vec(-30, -26), width: 10, bend: -1.5)
        sketch.leaf(from: Vec(3, -12), to: Vec(28, -2), width: 9, bend: 1.5)

        var blade = sketch.pen()
        blade.smooth([Vec(-6.5, -9), Vec(-6, 14), Vec(-4.2, 34), Vec(0, 47), Vec(4.2, 34), Vec(6, 14), Vec(6.5, -9)], closed: true, tension: 0.5)
        sketch.fill(blade, .artWhite)
        var shadow = sketch.pen()
        shadow.polygon([Vec(0, -10), Vec(8, -10), Vec(8, 48), Vec(0, 48)])
        sketch.clipped(to: blade) { s in
            s.fill(shadow, .artInk)
            s.fill(
                shadow,
                Sketch.linear(s.place(Vec(0, 0)), s.place(Vec(7, 0)), [.init(.artWhite, opacity: 0.25, at: 0), .init(.artWhite, opacity: 0, at: 1)]))
        }
        sketch.stipple(in: blade, near: Vec(-1, 20), reach: 12, count: 90, dot: 0.35)
        sketch.stroke(blade, width: 1.6)
        var ridge = sketch.pen()
        ridge.brush([Vec(0, -8), Vec(0, 20), Vec(0, 44)], width: 1, startWidth: 0.9, endWidth: 0.1)
        sketch.fill(ridge, .artInk)

        var guardBar = sketch.pen()
        guardBar.smooth([Vec(-17, -15), Vec(0, -13.5), Vec(17, -15), Vec(18, -9), Vec(0, -8), Vec(-18, -9)], tension: 0.5)
        sketch.fill(guardBar, .artYellow)
        sketch.fill(
            guardBar,
            Sketch.linear(
                sketch.place(Vec(0, -14)), sketch.place(Vec(0, -8)), [.init(.artRed, opacity: 0, at: 0.4), .init(.artRed, opacity: 0.45, at: 1)]))
        sketch.stroke(guardBar, width: 1.5)
        for side in [-1.0, 1.0] {
            var curl = sketch.pen()
            curl.circle(Vec(side * 20, -12), 4)
            sketch.fill(curl, .artYellow, outline: 1.4)
            var swirl = sketch.pen()
            swirl.brush(
                Pen.spiral(Vec(side * 20, -12), from: 0.6, to: 2.6, turns: 0.9, start: side > 0 ? 0 : .pi), width: 0.9, startWidth: 0.3, endWidth: 0.8
            )
            sketch.fill(swirl, .artInk)
        }

        var grip = sketch.pen()
        grip.smooth([Vec(-4.5, -14), Vec(-5.2, -25), Vec(-4, -35), Vec(4, -35), Vec(5.2, -25), Vec(4.5, -14)], tension: 0.6)
        sketch.fill(grip, .artRed)
        sketch.clipped(to: grip) { s in
            for k in 0..<6 {
                let y = -16 - Double(k) * 3.6
                var wrap = s.pen()
                wrap.brush([Vec(-6, y + 1.6), Vec(0, y), Vec(6, y - 1.6)], width: 0.9, startWidth: 1, endWidth: 1)
                s.fill(wrap, .artInk)
            }
            var shine = s.pen()
            shine.polygon([Vec(-3.2, -34), Vec(-1.8, -34), Vec(-1.8, -15), Vec(-3.2, -15)])
            s.fill(shine, .artWhite, opacity: 0.55)
        }
        sketch.stroke(grip, width: 1.5)
        var pommel = sketch.pen()
        pommel.circle(Vec(0, -39), 5)
        sketch.fill(pommel, .artYellow, outline: 1.5)
        var glint = sketch.pen()
        glint.circle(Vec(-1.6, -40.5), 1.3)
        sketch.fill(glint, .artWhite)

        for (p, s) in [(Vec(0, 50.5), 1.0), (Vec(-1, 57), 0.75)] {
            var drop = sketch.pen()
            drop.smooth([p + Vec(0, -3.2) * s, p + Vec(2, 0.5) * s, p + Vec(0, 2.4) * s, p + Vec(-2, 0.5) * s], tension: 0.8)
            sketch.fill(drop, .artRed, outline: 1)
        }
    }
}
