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
        case .snake: SnakeArt.draw(on: &sketch)
        case .panther: PantherArt.draw(on: &sketch)
        case .moth: MothArt.draw(on: &sketch)
        case .skull: SkullArt.draw(on: &sketch)
        case .spiderWeb: SpiderWebArt.draw(on: &sketch)
        case .horseshoe: HorseshoeArt.draw(on: &sketch)
        case .koi: KoiArt.draw(variant: variant, on: &sketch)
        }
    }
}
