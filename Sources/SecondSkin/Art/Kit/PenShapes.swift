import Foundation
import Theme

/// Shapes the flash motifs share: pointed leaves, spirals, arcs.
extension Pen {
    /// A leaf pointed at both ends from `base` to `tip`, `width` at its widest; `bend` curves it.
    mutating func leaf(from base: Vec, to tip: Vec, width: Double, bend: Double = 0) {
        let axis = tip - base
        let n = axis.normalized.perpendicular
        let w = width / 2
        move(base)
        curve(base + axis * 0.25 + n * (w * 1.35 + bend), base + axis * 0.7 + n * (w * 0.95 + bend), tip)
        curve(base + axis * 0.7 - n * (w * 0.95 - bend), base + axis * 0.25 - n * (w * 1.35 - bend), base)
        close()
    }

    /// Points on a spiral around `center` from radius `r0` to `r1` over `turns`, starting at `start`.
    static func spiral(_ center: Vec, from r0: Double, to r1: Double, turns: Double, start: Double = 0, steps: Int = 16) -> [Vec] {
        (0...steps).map { i in
            let t = Double(i) / Double(steps)
            let a = start + t * turns * 2 * .pi
            let r = r0 + (r1 - r0) * t
            return center + Vec(cos(a) * r, sin(a) * r)
        }
    }

    /// Points on an arc of an ellipse around `center`, angles in radians (0 = right, π/2 = down).
    static func arc(_ center: Vec, _ rx: Double, _ ry: Double, from a0: Double, to a1: Double, steps: Int = 8) -> [Vec] {
        (0...steps).map { i in
            let a = a0 + (a1 - a0) * Double(i) / Double(steps)
            return center + Vec(cos(a) * rx, sin(a) * ry)
        }
    }
}

extension Sketch {
    /// Black stipple (dotwork shading) inside `region`, densest near `focus` and fading out by
    /// `reach`: the whip shading of traditional flash.
    mutating func stipple(in region: Pen, near focus: Vec, reach: Double, count: Int, dot: Double = 0.45, color: ColorName = .artInk) {
        var dots = pen()
        for _ in 0..<count {
            let a = random.next(in: 0...(2 * .pi))
            let d = reach * pow(random.unit(), 1.6)
            let p = focus + Vec(cos(a) * d, sin(a) * d)
            dots.circle(p, dot * random.next(in: 0.6...1.15) * (1 - 0.5 * d / reach))
        }
        clipped(to: region) { $0.fill(dots, color) }
    }

    /// A leaf: green with its shadow side darker, a vein, and a bold outline.
    mutating func leaf(from base: Vec, to tip: Vec, width: Double, bend: Double = 0, outline: Double = 1.6) {
        var shape = pen()
        shape.leaf(from: base, to: tip, width: width, bend: bend)
        fill(shape, .artGreen)
        var shadow = pen()
        let n = (tip - base).normalized.perpendicular
        shadow.polygon([base, tip, tip - n * width, base - n * width])
        clipped(to: shape) { $0.fill(shadow, .artGreenDark, opacity: 0.9) }
        var vein = pen()
        vein.brush([base, base.lerp(tip, 0.5) + n * (bend * 0.5), base.lerp(tip, 0.85)], width: 0.9, startWidth: 0.8, endWidth: 0.1)
        fill(vein, .artInk)
        stroke(shape, width: outline)
    }
}
