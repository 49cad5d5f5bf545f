import Foundation

/// The lucky horseshoe, open end up: gold with black shading on the inner edge, nail holes,
/// a four-leaf clover and sparkles.
enum HorseshoeArt {
    static func draw(on sketch: inout Sketch) {
        let arc = Pen.arc(Vec(0, -2), 24, 27, from: -0.35, to: .pi + 0.35, steps: 18)
        let frame = Pen.brushFrame(arc, width: 11, startWidth: 0.85, endWidth: 0.85, taper: 0.1)
        var shoe = sketch.pen()
        shoe.brush(arc, width: 11, startWidth: 0.85, endWidth: 0.85, taper: 0.1)
        sketch.fill(shoe, .artYellow)
        sketch.clipped(to: shoe) { s in
            var inner = s.pen()
            inner.polygon(frame.map { $0.point + $0.normal * ($0.half * 1.3) } + frame.reversed().map { $0.point + $0.normal * ($0.half * 0.35) })
            s.fill(inner, .artRed, opacity: 0.55)
            s.stipple(in: inner, near: Vec(0, 18), reach: 22, count: 260, dot: 0.32)
            var light = s.pen()
            light.polygon(frame.map { $0.point - $0.normal * ($0.half * 0.55) } + frame.reversed().map { $0.point - $0.normal * ($0.half * 0.8) })
            s.fill(light, .artWhite, opacity: 0.8)
        }
        sketch.stroke(shoe, width: 1.7)
        var holes = sketch.pen()
        for (i, f) in frame.enumerated() where i % 18 == 9 {
            let along = f.normal.perpendicular
            let c = f.point
            holes.polygon([
                c + along * 1.4 + f.normal * 0.8, c - along * 1.4 + f.normal * 0.8, c - along * 1.4 - f.normal * 0.8,
                c + along * 1.4 - f.normal * 0.8,
            ])
        }
        sketch.fill(holes, .artInk)
        for side in [-1.0, 1.0] {
            var cap = sketch.pen()
            let end = side < 0 ? frame.last! : frame.first!
            cap.polygon([
                end.point + end.normal * end.half, end.point - end.normal * end.half, end.point - end.normal * end.half + Vec(0, -3),
                end.point + end.normal * end.half + Vec(0, -3),
            ])
            sketch.fill(cap, .artYellow, outline: 1.5)
        }

        sketch.with(Affine.translate(0, 4).rotated(0.2)) { clover(&$0) }
        for p in [Vec(-30, -30), Vec(31, -24), Vec(24, 36)] {
            var sparkle = sketch.pen()
            sparkle.polygon([
                p + Vec(0, -4), p + Vec(0.9, -0.9), p + Vec(4, 0), p + Vec(0.9, 0.9), p + Vec(0, 4), p + Vec(-0.9, 0.9), p + Vec(-4, 0),
                p + Vec(-0.9, -0.9),
            ])
            sketch.fill(sparkle, .artInk)
        }
    }

    static func clover(_ sketch: inout Sketch) {
        var stem = sketch.pen()
        stem.brush([Vec(0, 2), Vec(2, 10), Vec(6, 16)], width: 1.6, startWidth: 1, endWidth: 0.6)
        sketch.fill(stem, .artGreen, outline: 1)
        for k in 0..<4 {
            let a = Double(k) * .pi / 2 + .pi / 4
            sketch.with(Affine.identity.rotated(a)) { s in
                var petal = s.pen()
                petal.move(Vec(0, 0))
                petal.curve(Vec(4, -3), Vec(10, -4), Vec(8.5, 0.5))
                petal.curve(Vec(10, 4), Vec(4, 3), Vec(0, 0))
                petal.close()
                s.fill(petal, .artGreen)
                var vein = s.pen()
                vein.brush([Vec(0.5, 0), Vec(6, 0.3)], width: 0.6)
                s.fill(vein, .artGreenDark)
                s.stroke(petal, width: 1.2)
            }
        }
    }
}
