import ScreenLayout

/// A flash sheet: cream paper, aged darker at the edges, with fibres and a faint fold.
///
/// ```swift
/// PaperBackdrop.draw(on: &sketch)
/// ```
enum PaperBackdrop {
    static func draw(on sketch: inout Sketch) {
        var frame = sketch.canvasPen()
        frame.polygon([Vec(0, 0), Vec(Art.width, 0), Vec(Art.width, Art.height), Vec(0, Art.height)])
        sketch.fill(frame, .artPaper)
        sketch.fill(frame, Sketch.radial(Art.center, 82, [.init(.artPaperShade, opacity: 0, at: 0.5), .init(.artPaperShade, opacity: 0.95, at: 1)]))
        var fibres = sketch.canvasPen()
        for _ in 0..<140 {
            let p = Vec(sketch.random.next(in: 0...Art.width), sketch.random.next(in: 0...Art.height))
            let d = Vec(sketch.random.next(in: -2...2), sketch.random.next(in: -2...2))
            fibres.brush([p, p + d, p + d * 2 + Vec(0.4, 0.3)], width: 0.18)
        }
        sketch.fill(fibres, .artPaperShade, opacity: 0.8)
        var fold = sketch.canvasPen()
        let y = sketch.random.next(in: 55...70)
        fold.polygon([Vec(0, y), Vec(Art.width, y + 1.5), Vec(Art.width, y + 2.5), Vec(0, y + 1)])
        sketch.fill(fold, .artPaperShade, opacity: 0.35)
    }
}
