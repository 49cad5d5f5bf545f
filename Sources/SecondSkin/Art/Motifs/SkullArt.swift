import Foundation

/// The skull, front on: white bone shaded with black stipple, deep sockets with a glint,
/// a heart-shaped nose, a row of teeth, a crack, and a red rose tucked at the jaw.
enum SkullArt {
    static func draw(on sketch: inout Sketch) {
        sketch.with(Affine.translate(1, -1).scaled(0.92)) { skull(&$0) }
    }

    static func skull(_ sketch: inout Sketch) {
        var cranium = sketch.pen()
        cranium.smooth([
            Vec(0, -34), Vec(16, -31), Vec(25, -19), Vec(25, -4), Vec(20, 7), Vec(16, 10), Vec(14, 19), Vec(6, 22), Vec(0, 22.5), Vec(-6, 22),
            Vec(-14, 19), Vec(-16, 10), Vec(-20, 7), Vec(-25, -4), Vec(-25, -19), Vec(-16, -31),
        ])
        sketch.fill(cranium, .artWhite)
        sketch.stipple(in: cranium, near: Vec(0, 6), reach: 18, count: 420, dot: 0.34)
        sketch.stipple(in: cranium, near: Vec(22, -6), reach: 10, count: 140, dot: 0.32)
        sketch.stipple(in: cranium, near: Vec(-22, -6), reach: 10, count: 140, dot: 0.32)
        sketch.stroke(cranium, width: 1.8)

        for side in [-1.0, 1.0] {
            var socket = sketch.pen()
            socket.smooth(
                [Vec(side * 3, -9), Vec(side * 8, -15), Vec(side * 17, -13), Vec(side * 18, -4), Vec(side * 11, 0), Vec(side * 4, -2)], tension: 0.85)
            sketch.fill(socket, .artInk)
            var glint = sketch.pen()
            glint.circle(Vec(side * 12.5 - 1.5, -9), 1.3)
            sketch.fill(glint, .artWhite)
            var cheek = sketch.pen()
            cheek.brush([Vec(side * 19, 2), Vec(side * 15, 8), Vec(side * 13, 14)], width: 1, startWidth: 0.2, endWidth: 0.4)
            sketch.fill(cheek, .artInk)
        }
        var nose = sketch.pen()
        nose.move(Vec(0, 9))
        nose.curve(Vec(-2, 6), Vec(-5, 3), Vec(-3, 0.5))
        nose.curve(Vec(-1.5, -0.8), Vec(0, 0.5), Vec(0, 1.5))
        nose.curve(Vec(0, 0.5), Vec(1.5, -0.8), Vec(3, 0.5))
        nose.curve(Vec(5, 3), Vec(2, 6), Vec(0, 9))
        nose.close()
        sketch.fill(nose, .artInk)

        var teeth = sketch.pen()
        teeth.smooth([Vec(-11, 12.5), Vec(0, 11.5), Vec(11, 12.5), Vec(10, 20), Vec(0, 21.5), Vec(-10, 20)], tension: 0.6)
        sketch.fill(teeth, .artWhite, outline: 1.3)
        var gaps = sketch.pen()
        for x in stride(from: -7.5, through: 7.5, by: 3.75) {
            gaps.polygon([Vec(x - 0.35, 12), Vec(x + 0.35, 12), Vec(x + 0.35, 21.3), Vec(x - 0.35, 21.3)])
        }
        gaps.polygon([Vec(-10.5, 16.2), Vec(10.5, 16.2), Vec(10.5, 16.9), Vec(-10.5, 16.9)])
        sketch.clipped(to: teeth) { $0.fill(gaps, .artInk) }

        var crack = sketch.pen()
        crack.polygon([Vec(6, -33), Vec(8, -26), Vec(5.5, -22), Vec(9, -16), Vec(7.5, -16), Vec(4.3, -22), Vec(6.6, -26), Vec(4.8, -33)])
        sketch.fill(crack, .artInk)
        var shine = sketch.pen()
        shine.brush([Vec(-18, -24), Vec(-10, -29), Vec(-2, -30)], width: 1.8, startWidth: 0.1, endWidth: 0.1)
        sketch.fill(shine, .artWhite)

        sketch.with(Affine.translate(-14, 24).scaled(0.42)) { RoseArt.draw(on: &$0) }
    }
}
