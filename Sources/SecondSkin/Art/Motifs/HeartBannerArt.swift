import Foundation

/// The heart with a banner: a red heart with a catch-light and black shading, a cream
/// ribbon across it with folded tails, lettered MOM.
enum HeartBannerArt {
    static func draw(on sketch: inout Sketch) {
        sketch.with(Affine.identity.scaled(0.84)) { heartAndBanner(&$0) }
    }

    static func heartAndBanner(_ sketch: inout Sketch) {
        for (from, to) in [
            (Vec(-30, -34), Vec(-36, -42)), (Vec(-22, -40), Vec(-24, -49)), (Vec(30, -34), Vec(36, -42)), (Vec(22, -40), Vec(24, -49)),
        ] {
            var ray = sketch.pen()
            ray.brush([from, to], width: 1.8, startWidth: 0.3, endWidth: 0.9, taper: 0.5)
            sketch.fill(ray, .artInk)
        }

        var heart = sketch.pen()
        heart.move(Vec(0, 34))
        heart.curve(Vec(-10, 24), Vec(-34, 8), Vec(-33, -12))
        heart.curve(Vec(-32, -32), Vec(-6, -36), Vec(0, -18))
        heart.curve(Vec(6, -36), Vec(32, -32), Vec(33, -12))
        heart.curve(Vec(34, 8), Vec(10, 24), Vec(0, 34))
        heart.close()
        sketch.fill(heart, .artRed)
        sketch.fill(
            heart,
            Sketch.radial(
                sketch.place(Vec(14, 22)), sketch.size(26), [.init(.artRedDark, opacity: 0.85, at: 0), .init(.artRedDark, opacity: 0, at: 1)]))
        sketch.stipple(in: heart, near: Vec(9, 21), reach: 15, count: 420, dot: 0.34)
        sketch.stroke(heart, width: 1.9)
        var light = sketch.pen()
        light.brush([Vec(-26, -8), Vec(-24, -20), Vec(-15, -26)], width: 2.6, startWidth: 0.1, endWidth: 0.1)
        sketch.fill(light, .artWhite)
        var dot = sketch.pen()
        dot.circle(Vec(-11.5, -26.5), 1.1)
        sketch.fill(dot, .artWhite)

        // The ribbon: folded tails behind, the band in front.
        for side in [-1.0, 1.0] {
            let bandBottom = side < 0 ? 14.0 : 9.0
            let top = bandBottom - 8
            let bottom = bandBottom + 6
            var tail = sketch.pen()
            tail.polygon([
                Vec(side * 32, top), Vec(side * 48, top + 2), Vec(side * 43, (top + bottom) / 2 + 1), Vec(side * 49, bottom + 1),
                Vec(side * 32, bottom),
            ])
            sketch.fill(tail, .artWhite)
            sketch.fill(tail, .artYellow, opacity: 0.5)
            sketch.stroke(tail, width: 1.4)
            var fold = sketch.pen()
            fold.polygon([Vec(side * 36, bandBottom - 1), Vec(side * 36, bottom), Vec(side * 29, bottom)])
            sketch.fill(fold, .artInk, outline: 1.2)
        }
        var band = sketch.pen()
        band.smooth(
            [Vec(-36, 0), Vec(-18, -5), Vec(0, -3), Vec(18, -8), Vec(36, -5), Vec(36, 9), Vec(18, 6), Vec(0, 11), Vec(-18, 9), Vec(-36, 14)],
            tension: 0.7)
        sketch.fill(band, .artWhite)
        sketch.fill(
            band,
            Sketch.linear(
                sketch.place(Vec(0, -6)), sketch.place(Vec(0, 12)), [.init(.artYellow, opacity: 0.15, at: 0), .init(.artYellow, opacity: 0.6, at: 1)])
        )
        sketch.stroke(band, width: 1.6)
        letters(&sketch)
    }

    /// "MOM" in block capitals along the ribbon.
    static func letters(_ sketch: inout Sketch) {
        let h = 9.0
        let w = 8.5
        for (i, x) in [-14.0, 0, 14].enumerated() {
            let y = 3.2 - x * 0.06
            var letter = sketch.pen()
            if i == 1 {
                letter.ellipse(Vec(x, y), w / 2 - 0.4, h / 2)
            } else {
                letter.polygon(
                    [Vec(x - w / 2, y + h / 2), Vec(x - w / 2, y - h / 2), Vec(x, y + 1), Vec(x + w / 2, y - h / 2), Vec(x + w / 2, y + h / 2)],
                    closed: false)
            }
            sketch.stroke(letter, width: 2)
        }
    }
}
