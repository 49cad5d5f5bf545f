import Foundation
import Theme

/// The koi swimming up through waves: a curved body of scales in red and yellow (variant 1:
/// gold with red), flowing fins and tail, barbels, and blue waves with white foam.
enum KoiArt {
    static let spine = [Vec(-9, -34), Vec(-3, -22), Vec(3, -8), Vec(4, 7), Vec(-1, 19), Vec(-9, 28)]

    static func draw(variant: Int, on sketch: inout Sketch) {
        sketch.with(Affine.translate(2, 3).scaled(0.9)) { koi(variant: variant, &$0) }
    }

    static func koi(variant: Int, _ sketch: inout Sketch) {
        let body = variant == 1 ? ColorName.artYellow : .artRed
        let patch = variant == 1 ? ColorName.artRed : .artYellow
        waves(&sketch)

        // Tail fin.
        for (tip, bend) in [(Vec(-28, 44), -3.0), (Vec(4, 46), 3.0)] {
            var lobe = sketch.pen()
            lobe.leaf(from: Vec(-10, 26), to: tip, width: 13, bend: bend)
            sketch.fill(lobe, patch)
            sketch.fill(
                lobe,
                Sketch.linear(sketch.place(Vec(-10, 26)), sketch.place(tip), [.init(body, opacity: 0.7, at: 0), .init(body, opacity: 0, at: 0.8)]))
            for k in 1..<4 {
                var ray = sketch.pen()
                ray.brush([Vec(-10, 27), Vec(-10, 27).lerp(tip, 0.9) + Vec(Double(k - 2) * 3, 0)], width: 0.7, startWidth: 0.8, endWidth: 0.1)
                sketch.fill(ray, .artInk)
            }
            sketch.stroke(lobe, width: 1.4)
        }
        for side in [-1.0, 1.0] {
            var fin = sketch.pen()
            fin.leaf(from: Vec(side * 7, -8), to: Vec(side * 22, 2), width: 8, bend: side * 1.5)
            sketch.fill(fin, patch, outline: 1.3)
        }

        let frame = Pen.brushFrame(spine, width: 23, startWidth: 0.55, endWidth: 0.22, taper: 0.22, endTaper: 0.5)
        var fish = sketch.pen()
        fish.brush(spine, width: 23, startWidth: 0.55, endWidth: 0.22, taper: 0.22, endTaper: 0.5)
        fish.ellipse(Vec(-9, -34), 6.4, 5.5, rotation: 0.45)
        sketch.fill(fish, body)
        sketch.clipped(to: fish) { s in
            var blotch = s.pen()
            blotch.smooth([Vec(-6, -12), Vec(6, -16), Vec(12, -4), Vec(6, 6), Vec(-2, 2)], tension: 0.9)
            blotch.smooth([Vec(-8, 12), Vec(4, 10), Vec(2, 20), Vec(-8, 22)], tension: 0.9)
            s.fill(blotch, patch)
            var scales = s.pen()
            for (i, f) in frame.enumerated() where i % 3 == 0 && i > 6 {
                for k in -2...2 {
                    let c = f.point + f.normal * (Double(k) * f.half * 0.42) + (f.normal.perpendicular * (k % 2 == 0 ? 0 : 1.2))
                    scales.brush(
                        Pen.arc(c, 2.2, 1.8, from: 0.2, to: .pi - 0.2, steps: 5).map {
                            c + ($0 - c).rotated(by: atan2(f.normal.y, f.normal.x) - .pi / 2)
                        }, width: 0.55, startWidth: 0.4, endWidth: 0.4)
                }
            }
            s.fill(scales, .artInk, opacity: 0.8)
            var shadow = s.pen()
            shadow.polygon(frame.map { $0.point - $0.normal * ($0.half * 1.2) } + frame.reversed().map { $0.point - $0.normal * ($0.half * 0.5) })
            s.fill(shadow, .artRedDark, opacity: 0.5)
        }
        sketch.stroke(fish, width: 1.7)

        // The head: gill covers, eyes at the sides, mouth and barbels at the tip.
        var gills = sketch.pen()
        gills.brush([Vec(-17, -22), Vec(-8, -27.5), Vec(2, -24.5)], width: 1.2, startWidth: 0.3, endWidth: 0.3)
        sketch.fill(gills, .artInk)
        for (p, side) in [(Vec(-15.5, -31), -1.0), (Vec(-2.5, -34.5), 1.0)] {
            var eye = sketch.pen()
            eye.circle(p, 1.7)
            sketch.fill(eye, .artWhite, outline: 0.8)
            var pupil = sketch.pen()
            pupil.circle(p + Vec(side * 0.4, -0.3), 0.8)
            sketch.fill(pupil, .artInk)
            var barbel = sketch.pen()
            barbel.brush([Vec(-9 + side * 2.5, -38.5), Vec(-9 + side * 6, -37), Vec(-9 + side * 8, -33)], width: 0.9, startWidth: 1, endWidth: 0.1)
            sketch.fill(barbel, .artInk)
        }
        var mouth = sketch.pen()
        mouth.ellipse(Vec(-10.5, -39.2), 2.4, 1.1, rotation: 0.45)
        sketch.fill(mouth, .artInk)
        var bubbles = sketch.pen()
        for (p, r) in [(Vec(-16, -44), 1.6), (Vec(-20, -49), 1.1), (Vec(-14, -52), 0.8)] {
            bubbles.circle(p, r)
            bubbles.circle(p, r * 0.55, reversed: true)
        }
        sketch.fill(bubbles, .artInk)
    }

    static func waves(_ sketch: inout Sketch) {
        for (y, phase) in [(32.0, 0.0), (42, 1.3)] {
            var wave = sketch.pen()
            let points = (0...12).map { i -> Vec in
                let x = -46 + Double(i) * 8
                return Vec(x, y + sin(Double(i) * 0.9 + phase) * 3)
            }
            wave.brush(points, width: 3.2, startWidth: 0.2, endWidth: 0.2, taper: 0.2)
            sketch.fill(wave, .artBlue, outline: 1.1)
            var foam = sketch.pen()
            for (i, p) in points.enumerated() where i % 3 == 1 { foam.circle(p + Vec(0, -3.2), 1.3) }
            sketch.fill(foam, .artWhite, outline: 0.8)
        }
    }
}
