import ScreenLayout
import Theme

/// Skin under soft daylight: a limb's curve (darker at the sides), a light patch, pores and a
/// couple of creases, and a gentle vignette, so the ink sits on something that looks alive.
///
/// ```swift
/// SkinBackdrop.draw(.medium, on: &sketch)
/// ```
enum SkinBackdrop {
    static func draw(_ tone: SkinTone, on sketch: inout Sketch) {
        let base = ColorName.artSkin(tone, "base")
        let shade = ColorName.artSkin(tone, "shade")
        let light = ColorName.artSkin(tone, "light")
        var frame = sketch.canvasPen()
        frame.polygon([Vec(0, 0), Vec(Art.width, 0), Vec(Art.width, Art.height), Vec(0, Art.height)])
        sketch.fill(frame, base)
        let tilt = sketch.random.next(in: -8...8)
        sketch.fill(
            frame,
            Sketch.linear(
                Vec(0, 50 + tilt), Vec(Art.width, 50 - tilt),
                [
                    .init(shade, opacity: 0.85, at: 0), .init(shade, opacity: 0, at: 0.3), .init(shade, opacity: 0, at: 0.62),
                    .init(shade, opacity: 0.9, at: 1),
                ]))
        let glow = Vec(sketch.random.next(in: 30...45), sketch.random.next(in: 35...55))
        sketch.fill(frame, Sketch.radial(glow, 70, [.init(light, opacity: 0.75, at: 0), .init(light, opacity: 0, at: 1)]))
        var pores = sketch.canvasPen()
        for _ in 0..<520 {
            let p = Vec(sketch.random.next(in: 0...Art.width), sketch.random.next(in: 0...Art.height))
            let r = sketch.random.next(in: 0.1...0.26)
            pores.ellipse(p, r, r * sketch.random.next(in: 0.6...1), rotation: sketch.random.next(in: 0...3))
        }
        sketch.fill(pores, shade, opacity: 0.35)
        var speckles = sketch.canvasPen()
        for _ in 0..<160 {
            let p = Vec(sketch.random.next(in: 0...Art.width), sketch.random.next(in: 0...Art.height))
            speckles.circle(p, sketch.random.next(in: 0.12...0.3))
        }
        sketch.fill(speckles, light, opacity: 0.5)
        for _ in 0..<2 {
            let y = sketch.random.next(in: 8...Art.height - 8)
            let bend = sketch.random.next(in: -3...3)
            var crease = sketch.canvasPen()
            crease.brush([Vec(-5, y), Vec(30, y + bend), Vec(70, y - bend), Vec(105, y + bend * 0.5)], width: 0.5, startWidth: 0.2, endWidth: 0.2)
            sketch.fill(crease, shade, opacity: 0.3)
        }
        sketch.fill(
            frame,
            Sketch.radial(
                Art.center, 85, [.init(.artInk, opacity: 0, at: 0.55), .init(.artInk, opacity: 0.28, at: 1)]))
    }
}
