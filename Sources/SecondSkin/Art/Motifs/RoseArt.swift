import Foundation

/// The traditional rose: a round red bloom with a cupped front petal and a spiral heart,
/// dark red in the folds, black whip shading, white catch-lights, and two green leaves.
enum RoseArt {
    static func draw(on sketch: inout Sketch) {
        sketch.leaf(from: Vec(-12, 10), to: Vec(-40, 30), width: 15, bend: -2)
        sketch.leaf(from: Vec(12, 12), to: Vec(38, 22), width: 14, bend: 2)
        sketch.leaf(from: Vec(2, 16), to: Vec(8, 42), width: 11, bend: 1.5)

        // The bloom seen from the front: scalloped back petals.
        var bloomPoints: [Vec] = []
        for i in 0..<14 {
            let a = Double(i) / 14 * 2 * .pi + 0.1
            let r = i % 2 == 0 ? 27.5 : 24.5
            bloomPoints.append(Vec(cos(a) * r, sin(a) * r * 0.92 - 3))
        }
        var bloom = sketch.pen()
        bloom.smooth(bloomPoints)
        sketch.fill(bloom, .artRed)
        sketch.fill(
            bloom, Sketch.radial(sketch.place(Vec(0, -6)), sketch.size(20), [.init(.artRedDark, at: 0), .init(.artRedDark, opacity: 0, at: 1)]))
        sketch.stroke(bloom, width: 1.8)

        // The back petals' inner edges, curling over.
        for side in [-1.0, 1.0] {
            var inner = sketch.pen()
            inner.smooth(
                [Vec(side * 24, -2), Vec(side * 20, -16), Vec(side * 9, -23), Vec(side * 1, -20), Vec(side * 6, -14), Vec(side * 16, -8)],
                closed: true)
            sketch.fill(inner, .artRed)
            sketch.stipple(in: inner, near: Vec(side * 5, -13), reach: 9, count: 200, dot: 0.36)
            sketch.stroke(inner, width: 1.3)
        }

        // The heart: a spiral bud.
        var bud = sketch.pen()
        bud.smooth([Vec(-10, -8), Vec(-7, -17), Vec(0, -19), Vec(8, -16), Vec(10, -7), Vec(4, -2), Vec(-5, -2)])
        sketch.fill(bud, .artRed)
        sketch.fill(
            bud, Sketch.radial(sketch.place(Vec(1, -10)), sketch.size(7), [.init(.artRedDark, at: 0), .init(.artRedDark, opacity: 0, at: 1)]))
        sketch.stroke(bud, width: 1.4)
        var swirl = sketch.pen()
        swirl.brush(Pen.spiral(Vec(1, -10), from: 1, to: 7, turns: 1.15, start: 0.3), width: 1.6, startWidth: 0.3, endWidth: 0.5)
        sketch.fill(swirl, .artInk)

        // The cupped front petal, its rim catching the light.
        var cup = sketch.pen()
        cup.smooth([
            Vec(-23.5, -3), Vec(-20, 9), Vec(-10, 17.5), Vec(0, 20), Vec(10, 17.5), Vec(20, 9), Vec(23.5, -3), Vec(12, 1), Vec(0, 2.5), Vec(-12, 1),
        ])
        sketch.fill(cup, .artRed)
        sketch.fill(
            cup,
            Sketch.radial(
                sketch.place(Vec(0, 22)), sketch.size(16), [.init(.artRedDark, opacity: 0.9, at: 0), .init(.artRedDark, opacity: 0, at: 1)]))
        sketch.stipple(in: cup, near: Vec(0, 20), reach: 11, count: 320, dot: 0.38)
        sketch.stroke(cup, width: 1.8)
        for side in [-1.0, 1.0] {
            var pleat = sketch.pen()
            pleat.brush([Vec(side * 8, 2.5), Vec(side * 10.5, 8), Vec(side * 9.5, 13)], width: 1.1, startWidth: 0.7, endWidth: 0.05)
            sketch.fill(pleat, .artInk)
        }

        // Catch-lights.
        for stroke in [
            [Vec(-19, 2.5), Vec(-13, 4.8)], [Vec(-4, 5.3), Vec(4, 5.3)], [Vec(13, 4.8), Vec(19, 2.5)], [Vec(-19, -12), Vec(-14, -17)],
            [Vec(-5, -15), Vec(-1, -16.5)], [Vec(14, -18), Vec(19, -13)],
        ] {
            var light = sketch.pen()
            light.brush(stroke, width: 1.3, startWidth: 0.2, endWidth: 0.2)
            sketch.fill(light, .artWhite)
        }
    }
}
