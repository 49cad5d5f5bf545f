/// The background pixelmatch (7.x, its default `checkerboard` option) composites a translucent
/// pixel over before measuring it: a fixed pattern of dark (48) and light (207) channels that
/// depends only on the pixel's position, so a transparent pixel reads as that pattern — never
/// as white — and a change of transparency alone is a difference. Opaque pixels are unaffected.
/// For pixel `i` (byte offset `k = 4i` in RGBA order) the channels are `48 + 159 · (k mod 2)`
/// (always 48), `48 + 159 · (⌊k / φ⌋ mod 2)` and `48 + 159 · (⌊k / φ²⌋ mod 2)`.
///
/// ```swift
/// let bg = PixelMatchCheckerboard.background(at: 7)
/// PixelMatchCheckerboard.delta(0xFFFF_FFFF, 0x0000_0000, background: bg)   // far above any threshold
/// ```
struct PixelMatchCheckerboard {
    var red: Double
    var green: Double
    var blue: Double

    /// The background behind pixel `index` (row-major, from 0).
    @inline(__always)
    static func background(at index: Int) -> PixelMatchCheckerboard {
        let k = 4 * index
        @inline(__always) func channel(_ bit: Int) -> Double { Double(48 + 159 * (bit & 1)) }
        return PixelMatchCheckerboard(
            red: channel(k % 2), green: channel(Int(Double(k) / 1.618_033_988_749_895)), blue: channel(Int(Double(k) / 2.618_033_988_749_895)))
    }

    /// A premultiplied ARGB word composited over this background: `c + bg · (255 − α) / 255`.
    @inline(__always)
    func blended(_ p: UInt32) -> (Double, Double, Double) {
        let cover = Double(255 - (p >> 24)) / 255
        return (Double(p >> 16 & 0xFF) + red * cover, Double(p >> 8 & 0xFF) + green * cover, Double(p & 0xFF) + blue * cover)
    }

    /// Y of the pixel over this background.
    @inline(__always)
    func luma(_ p: UInt32) -> Double {
        let (r, g, b) = blended(p)
        return r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
    }

    /// pixelmatch's squared YIQ distance of two pixels over this background, unsigned.
    @inline(__always)
    func delta(_ p1: UInt32, _ p2: UInt32) -> Double {
        let (r1, g1, b1) = blended(p1)
        let (r2, g2, b2) = blended(p2)
        let y = (r1 * 0.298_895_31 + g1 * 0.586_622_47 + b1 * 0.114_482_23) - (r2 * 0.298_895_31 + g2 * 0.586_622_47 + b2 * 0.114_482_23)
        let i = (r1 * 0.595_977_99 - g1 * 0.274_176_10 - b1 * 0.321_801_89) - (r2 * 0.595_977_99 - g2 * 0.274_176_10 - b2 * 0.321_801_89)
        let q = (r1 * 0.211_470_17 - g1 * 0.522_617_11 + b1 * 0.311_146_94) - (r2 * 0.211_470_17 - g2 * 0.522_617_11 + b2 * 0.311_146_94)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Whether both pixels are opaque, so the background does not matter and the tables apply.
    @inline(__always)
    static func bothOpaque(_ p1: UInt32, _ p2: UInt32) -> Bool { (p1 & p2) >> 24 == 0xFF }
}
