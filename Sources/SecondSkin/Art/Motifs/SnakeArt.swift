import Foundation

/// The snake: an S-coiled green body with a yellow belly of scales and a black diamond back,
/// tapering to the tail; a fierce head with a yellow eye and a red forked tongue.
enum SnakeArt {
    static let spine = [
        Vec(24, 44), Vec(8, 42), Vec(-12, 36), Vec(-24, 24), Vec(-18, 11), Vec(0, 6), Vec(18, 0), Vec(24, -12), Vec(14, -24), Vec(-2, -27),
        Vec(-14, -30),
    ]

    static func draw(on sketch: inout Sketch) {
        sketch.with(Affine.translate(2, 0).scaled(0.95)) { snake(&$0) }
    }

    static func snake(_ sketch: inout Sketch) {
        let frame = Pen.brushFrame(spine, width: 12.5, startWidth: 0, endWidth: 0.8, taper: 0.6, endTaper: 0.08)
        var body = sketch.pen()
        body.brush(spine, width: 12.5, startWidth: 0, endWidth: 0.8, taper: 0.6, endTaper: 0.08)
        sketch.fill(body, .artGreen)
        sketch.clipped(to: body) { s in
            var belly = s.pen()
            belly.polygon(frame.map { $0.point + $0.normal * ($0.half * 1.2) } + frame.reversed().map { $0.point + $0.normal * ($0.half * 0.15) })
            s.fill(belly, .artYellow)
            var shade = s.pen()
            shade.polygon(frame.map { $0.point - $0.normal * ($0.half * 1.2) } + frame.reversed().map { $0.point - $0.normal * ($0.half * 0.55) })
            s.fill(shade, .artGreenDark)
            for (i, f) in frame.enumerated() where i % 3 == 1 && f.half > 1 {
                var scale = s.pen()
                scale.brush([f.point + f.normal * (f.half * 0.15), f.point + f.normal * (f.half * 1.1)], width: 0.7, startWidth: 1, endWidth: 1)
                s.fill(scale, .artInk)
            }
            for (i, f) in frame.enumerated() where i % 6 == 3 && f.half > 1.5 {
                let c = f.point - f.normal * (f.half * 0.35)
                let along = f.normal.perpendicular * -1
                var diamond = s.pen()
                diamond.polygon([
                    c + along * (f.half * 0.5), c + f.normal * (f.half * 0.28), c - along * (f.half * 0.5), c - f.normal * (f.half * 0.28),
                ])
                s.fill(diamond, .artInk)
            }
        }
        sketch.stroke(body, width: 1.7)

        let neck = spine[spine.count - 1]
        let direction = (neck - spine[spine.count - 2]).normalized
        let angle = atan2(direction.y, direction.x)
        // Mirror the head when it points left, so the jaw stays below.
        sketch.with(Affine.translate(neck.x, neck.y).rotated(angle).scaled(1.35, direction.x < 0 ? -1.35 : 1.35)) { head(&$0) }
    }

    /// The head, pointing along +x from the neck.
    static func head(_ sketch: inout Sketch) {
        var tongue = sketch.pen()
        tongue.brush([Vec(10, 1.5), Vec(15, 2), Vec(19, 0.5), Vec(22, -1.5)], width: 1.3, startWidth: 1, endWidth: 0.3)
        tongue.brush([Vec(19, 0.5), Vec(22, 2.5)], width: 1.1, startWidth: 1, endWidth: 0.3)
        sketch.fill(tongue, .artRed, outline: 0.6)
        var jaw = sketch.pen()
        jaw.smooth([Vec(-2, 3), Vec(5, 6.5), Vec(11, 4), Vec(12, 2.5), Vec(4, 2.5)], tension: 0.8)
        sketch.fill(jaw, .artYellow, outline: 1.3)
        var skull = sketch.pen()
        skull.smooth([Vec(-3, -5.5), Vec(4, -7.5), Vec(11, -5), Vec(14, -1.5), Vec(12, 1.5), Vec(4, 2.5), Vec(-3, 4)], tension: 0.85)
        sketch.fill(skull, .artGreen)
        sketch.clipped(to: skull) { s in
            var cheek = s.pen()
            cheek.polygon([Vec(-4, 0.5), Vec(15, -0.5), Vec(15, 4), Vec(-4, 5)])
            s.fill(cheek, .artGreenDark)
        }
        sketch.stroke(skull, width: 1.5)
        var eye = sketch.pen()
        eye.ellipse(Vec(5, -3), 2.4, 1.9)
        sketch.fill(eye, .artYellow, outline: 0.9)
        var slit = sketch.pen()
        slit.ellipse(Vec(5.2, -3), 0.55, 1.6)
        sketch.fill(slit, .artInk)
        var brow = sketch.pen()
        brow.brush([Vec(1.5, -5.2), Vec(5, -6.2), Vec(9, -4.6)], width: 1.1, startWidth: 0.2, endWidth: 0.4)
        sketch.fill(brow, .artInk)
        var nostril = sketch.pen()
        nostril.circle(Vec(12, -2.3), 0.55)
        sketch.fill(nostril, .artInk)
        var glint = sketch.pen()
        glint.brush([Vec(2, -6.4), Vec(8, -6.4)], width: 0.8, startWidth: 0.2, endWidth: 0.2)
        sketch.fill(glint, .artWhite, opacity: 0.8)
    }
}
