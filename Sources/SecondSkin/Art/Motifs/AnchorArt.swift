import Foundation

/// The sailor's anchor: ring, stock with ball ends, shank and curved arms with flukes, in
/// black with white highlights, and a red rope wound round the shank.
enum AnchorArt {
    static func draw(on sketch: inout Sketch) {
        sketch.with(Affine.identity.scaled(0.9)) { anchor(&$0) }
    }

    static func anchor(_ sketch: inout Sketch) {
        let rope = ropePoints()
        drawRope(rope, front: false, &sketch)

        var ring = sketch.pen()
        ring.circle(Vec(0, -41), 7)
        ring.circle(Vec(0, -41), 3.6, reversed: true)
        sketch.fill(ring, .artInk, outline: 1.3)

        var arms = sketch.pen()
        arms.brush(Pen.arc(Vec(0, 6), 27, 28, from: 0.28, to: .pi - 0.28, steps: 14), width: 6.5, startWidth: 0.75, endWidth: 0.75, taper: 0.2)
        sketch.fill(arms, .artInk)
        for side in [-1.0, 1.0] {
            let a = side > 0 ? 0.28 : .pi - 0.28
            let end = Vec(0, 6) + Vec(cos(a) * 27, sin(a) * 28)
            let dir = Vec(27 * sin(a), -28 * cos(a)).normalized * (side > 0 ? 1 : -1)
            let normal = dir.perpendicular
            var fluke = sketch.pen()
            fluke.polygon([end + dir * 10, end - dir * 1 + normal * 6.5, end + dir * 1.5, end - dir * 1 - normal * 6.5])
            sketch.fill(fluke, .artInk, outline: 1.3)
        }
        sketch.stroke(arms, width: 1.3)

        var shank = sketch.pen()
        shank.polygon([Vec(-3, -36), Vec(3, -36), Vec(4, 30), Vec(0, 35), Vec(-4, 30)])
        sketch.fill(shank, .artInk, outline: 1.3)

        var stock = sketch.pen()
        stock.smooth([Vec(-21, -31.5), Vec(0, -32.8), Vec(21, -31.5), Vec(21, -26.5), Vec(0, -27.5), Vec(-21, -26.5)], tension: 0.4)
        sketch.fill(stock, .artInk, outline: 1.3)
        for side in [-1.0, 1.0] {
            var ball = sketch.pen()
            ball.circle(Vec(side * 23, -29), 3.6)
            sketch.fill(ball, .artInk, outline: 1.3)
            var glint = sketch.pen()
            glint.circle(Vec(side * 23 - 1, -30.2), 1)
            sketch.fill(glint, .artWhite)
        }

        for line in [
            [Vec(-1.6, -30), Vec(-2, 0), Vec(-2.3, 26)], [Vec(-19, -30.6), Vec(-8, -31.3)],
            Pen.arc(Vec(0, 6), 24.5, 25.5, from: 2.05, to: 2.7, steps: 6),
            [Vec(-4.5, -44.5), Vec(-6.5, -40), Vec(-5, -36.5)],
        ] {
            var light = sketch.pen()
            light.brush(line, width: 1.2, startWidth: 0.1, endWidth: 0.1)
            sketch.fill(light, .artWhite, opacity: 0.9)
        }
        drawRope(rope, front: true, &sketch)
    }

    static func ropePoints() -> [Vec] {
        (0...56).map { i in
            let t = Double(i) / 56
            let y = -37 + t * 60
            return Vec(sin(t * 4.5 * .pi + 0.4) * (10 - 3 * t), y)
        }
    }

    /// The rope in half-turns: those going left to right pass in front of the shank.
    static func drawRope(_ points: [Vec], front: Bool, _ sketch: inout Sketch) {
        var run: [Vec] = []
        func flush(_ sketch: inout Sketch) {
            guard run.count > 2 else { return }
            let inFront = run.last!.x > run.first!.x
            if inFront == front {
                var rope = sketch.pen()
                rope.brush(run, width: 3.4, startWidth: 0.6, endWidth: 0.6, taper: 0.25)
                sketch.fill(rope, .artRed, outline: 1.1)
                var glint = sketch.pen()
                glint.brush(run.map { $0 + Vec(0, -0.7) }, width: 0.7, startWidth: 0.1, endWidth: 0.1)
                sketch.fill(glint, .artWhite, opacity: 0.8)
            }
            run = [run.last!]
        }
        for (i, p) in points.enumerated() {
            run.append(p)
            if i > 0 && i < points.count - 1 {
                let d0 = p.x - points[i - 1].x
                let d1 = points[i + 1].x - p.x
                if d0 * d1 < 0 { flush(&sketch) }
            }
        }
        flush(&sketch)
    }
}
