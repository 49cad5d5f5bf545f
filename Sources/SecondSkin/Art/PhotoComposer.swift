import Foundation
import ScreenLayout

/// Puts a photo together: the backdrop, the motif in ink placed with a little seeded jitter,
/// and the marks of healing (a red flush and gloss when fresh, a dull flaky film while healing).
enum PhotoComposer {
    static func compose(_ photo: SamplePhoto) -> Node {
        var sketch = Sketch(seed: photo.seed)
        let onSkin: Bool
        switch photo.backdrop {
        case .skin(let tone):
            SkinBackdrop.draw(tone, on: &sketch)
            onSkin = true
        case .paper:
            PaperBackdrop.draw(on: &sketch)
            onSkin = false
        }
        let wobble = onSkin ? 0.1 : 0.03
        let angle = sketch.random.next(in: -wobble...wobble)
        let scale = sketch.random.next(in: 1.1...1.18)
        let offset = Vec(sketch.random.next(in: -2.5...2.5), sketch.random.next(in: -3...3))
        let placement = Affine.translate(Art.center.x + offset.x, Art.center.y + offset.y).rotated(angle).scaled(scale)
        if onSkin && photo.healing != .healed {
            var halo = sketch.canvasPen()
            halo.polygon([Vec(0, 0), Vec(Art.width, 0), Vec(Art.width, Art.height), Vec(0, Art.height)])
            let strength = photo.healing == .fresh ? 0.55 : 0.22
            sketch.fill(
                halo,
                Sketch.radial(
                    placement.apply(Vec(0, 0)), 52, [.init(.artFlush, opacity: strength, at: 0.35), .init(.artFlush, opacity: 0, at: 1)]))
        }
        sketch.transform = placement
        let inkOpacity = onSkin ? (photo.healing == .healed ? 0.9 : 0.96) : 1
        sketch.group(opacity: inkOpacity) { MotifArt.draw(photo.motif, variant: photo.variant, on: &$0) }
        sketch.transform = .identity
        if onSkin && photo.healing == .fresh { gloss(&sketch, around: placement) }
        if onSkin && photo.healing == .healing { flakes(&sketch, around: placement) }
        return sketch.node
    }

    /// Ointment shine: a few soft white streaks across the design.
    static func gloss(_ sketch: inout Sketch, around placement: Affine) {
        for i in 0..<3 {
            let y = -18 + Double(i) * 16 + sketch.random.next(in: -4...4)
            var streak = Pen(placement)
            streak.brush(
                [Vec(-30, y + 6), Vec(-5, y), Vec(25, y - 5)], width: sketch.random.next(in: 2.5...4.5), startWidth: 0, endWidth: 0, taper: 0.5)
            sketch.fill(streak, .artWhite, opacity: 0.38)
        }
    }

    /// Healing skin: pale, flaky patches over the ink.
    static func flakes(_ sketch: inout Sketch, around placement: Affine) {
        var film = Pen(placement)
        for _ in 0..<260 {
            let a = sketch.random.next(in: 0...(2 * .pi))
            let d = pow(sketch.random.unit(), 0.7)
            let p = Vec(cos(a) * d * 30, sin(a) * d * 36)
            film.ellipse(p, sketch.random.next(in: 0.25...0.8), sketch.random.next(in: 0.15...0.4), rotation: sketch.random.next(in: 0...3))
        }
        sketch.fill(film, .artWhite, opacity: 0.3)
        var dull = Pen(placement)
        dull.ellipse(Vec(0, 0), 34, 40)
        sketch.fill(
            dull, Sketch.radial(placement.apply(Vec(0, 0)), 40, [.init(.artWhite, opacity: 0.14, at: 0), .init(.artWhite, opacity: 0, at: 1)]))
    }
}
