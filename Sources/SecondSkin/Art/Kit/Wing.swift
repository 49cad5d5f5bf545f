import Foundation

/// A feathered wing: a smooth leading edge from the shoulder to the tip and a scalloped
/// trailing edge of `feathers` rounded feather ends back to the shoulder.
///
/// ```swift
/// let wing = Wing(shoulder: Vec(-6, -4), back: Vec(8, 2), tip: Vec(24, -36), depth: 12, feathers: 6)
/// ```
struct Wing {
    var shoulder: Vec
    var back: Vec
    var tip: Vec
    var depth: Double
    var feathers: Int

    /// Points of the outline: leading edge, then the trailing edge's tips and notches.
    var outline: [Vec] {
        let lead = (tip - shoulder).normalized.perpendicular
        var points = [shoulder, shoulder.lerp(tip, 0.45) + lead * (depth * 0.35), tip]
        let side = trailingSide
        for k in 1..<(feathers * 2) {
            let t = Double(k) / Double(feathers * 2)
            let base = tip.lerp(back, t)
            let profile = sin(t * .pi) * 0.7 + 0.3 * t
            let reach = depth * profile * (k % 2 == 1 ? 1 : 0.72)
            points.append(base + side * reach)
        }
        points.append(back)
        return points
    }

    /// The notches between feathers and where each feather line ends inside the wing.
    var featherLines: [[Vec]] {
        let side = trailingSide
        return (1..<feathers).map { k in
            let t = Double(k * 2) / Double(feathers * 2)
            let base = tip.lerp(back, t)
            let profile = sin(t * .pi) * 0.7 + 0.3 * t
            let notch = base + side * (depth * profile * 0.72)
            let inner = base.lerp(shoulder.lerp(tip, 0.5), 0.25) - side * (depth * 0.05)
            return [notch, notch.lerp(inner, 0.55), inner]
        }
    }

    private var trailingSide: Vec {
        let chord = (back - tip).normalized
        let away = (shoulder - tip.lerp(back, 0.5))
        var n = chord.perpendicular
        if n.x * away.x + n.y * away.y > 0 { n = n * -1 }
        return n
    }
}
