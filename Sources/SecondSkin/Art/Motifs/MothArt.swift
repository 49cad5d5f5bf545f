import Foundation

/// The moth, in blackwork: solid black wings with skin-coloured eye spots, dotted borders and
/// veins, a segmented body, feathered antennae, and a crescent moon above.
enum MothArt {
    static func draw(on sketch: inout Sketch) {
        sketch.with(Affine.translate(0, 2).scaled(0.9)) { moth(&$0) }
    }

    static func moth(_ sketch: inout Sketch) {
        var moon = sketch.pen()
        moon.circle(Vec(0, -43), 6)
        moon.circle(Vec(2.6, -44.5), 5.2, reversed: true)
        sketch.fill(moon, .artInk)
        for side in [-1.0, 1.0] {
            sketch.with(Affine.identity.scaled(side, 1)) { half(&$0) }
        }
        var body = sketch.pen()
        body.smooth([Vec(0, -18), Vec(3.6, -12), Vec(3.4, 6), Vec(1.6, 24), Vec(0, 27), Vec(-1.6, 24), Vec(-3.4, 6), Vec(-3.6, -12)], tension: 0.8)
        sketch.fill(body, .artInk)
        for k in 0..<6 {
            var band = sketch.pen()
            let y = 4 + Double(k) * 3.6
            band.brush([Vec(-2.8, y), Vec(0, y + 0.8), Vec(2.8, y)], width: 0.6, startWidth: 0.4, endWidth: 0.4)
            sketch.fill(band, .artWhite, opacity: 0.85)
        }
        var head = sketch.pen()
        head.circle(Vec(0, -20), 3.4)
        sketch.fill(head, .artInk)
        var thorax = sketch.pen()
        thorax.smooth([Vec(0, -14), Vec(2, -9), Vec(0, -3), Vec(-2, -9)], tension: 0.8)
        sketch.fill(thorax, .artWhite, opacity: 0.9)
    }

    /// The right half; the left is its mirror image.
    static func half(_ sketch: inout Sketch) {
        var antenna = sketch.pen()
        antenna.brush([Vec(1.5, -22), Vec(6, -30), Vec(14, -34)], width: 1, startWidth: 0.9, endWidth: 0.4)
        sketch.fill(antenna, .artInk)
        for k in 0..<5 {
            let t = 0.35 + Double(k) * 0.13
            let base = Vec(1.5, -22).lerp(Vec(14, -34), t)
            var barb = sketch.pen()
            barb.brush([base, base + Vec(2.6, 1.2)], width: 0.6)
            sketch.fill(barb, .artInk)
        }

        var upper = sketch.pen()
        upper.smooth([Vec(2.5, -14), Vec(16, -24), Vec(34, -30), Vec(43, -26), Vec(38, -12), Vec(28, 0), Vec(14, 3), Vec(3, 0)], tension: 0.9)
        sketch.fill(upper, .artInk, outline: 1.4)
        var lower = sketch.pen()
        lower.smooth([Vec(3, 1), Vec(16, 2), Vec(28, 8), Vec(29, 20), Vec(20, 30), Vec(10, 31), Vec(3.5, 20)], tension: 0.9)
        sketch.fill(lower, .artInk, outline: 1.4)

        // Negative space: skin shows through the black.
        var spot = sketch.pen()
        spot.circle(Vec(26, -14), 6.2)
        spot.circle(Vec(26, -14), 3.6, reversed: true)
        spot.circle(Vec(26.8, -14.8), 1.5)
        sketch.fill(spot, .artWhite, opacity: 0.92)
        var small = sketch.pen()
        small.circle(Vec(18, 17), 3.4)
        small.circle(Vec(18, 17), 1.6, reversed: true)
        sketch.fill(small, .artWhite, opacity: 0.92)
        var dots = sketch.pen()
        for p in Pen.arc(Vec(22, -13), 16.5, 13.5, from: -2.2, to: 0.9, steps: 11) { dots.circle(p, 0.7) }
        for p in Pen.arc(Vec(16, 17), 10, 10.5, from: -0.9, to: 2.2, steps: 8) { dots.circle(p, 0.6) }
        sketch.fill(dots, .artWhite, opacity: 0.92)
        for vein in [[Vec(4, -8), Vec(14, -14), Vec(19, -20)], [Vec(4, -4), Vec(16, -4), Vec(22, -6)], [Vec(4, 6), Vec(10, 10), Vec(12, 18)]] {
            var line = sketch.pen()
            line.brush(vein, width: 0.8, startWidth: 0.6, endWidth: 0.1)
            sketch.fill(line, .artWhite, opacity: 0.85)
        }
        var edge = sketch.pen()
        edge.brush([Vec(20, -25.5), Vec(32, -28.5), Vec(40.5, -25)], width: 1.2, startWidth: 0.1, endWidth: 0.1)
        sketch.fill(edge, .artWhite, opacity: 0.85)
    }
}
