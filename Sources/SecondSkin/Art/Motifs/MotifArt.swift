/// Draws a motif in its local coordinates (about ±40 across, ±48 down, centred on 0,0) with
/// bold black outlines over flat traditional colour.
enum MotifArt {
    static func draw(_ motif: Motif, variant: Int, on sketch: inout Sketch) {
        switch motif {
        case .rose: RoseArt.draw(on: &sketch)
        case .swallow: SwallowArt.draw(variant: variant, on: &sketch)
        case .anchor: AnchorArt.draw(on: &sketch)
        case .dagger: DaggerArt.draw(on: &sketch)
        case .heartBanner: HeartBannerArt.draw(on: &sketch)
        default: PlaceholderArt.draw(on: &sketch)
        }
    }
}

/// A stand-in for motifs not drawn yet.
enum PlaceholderArt {
    static func draw(on sketch: inout Sketch) {
        var p = sketch.pen()
        p.circle(Vec(0, 0), 20)
        sketch.fill(p, .artRed, outline: 1.8)
    }
}
