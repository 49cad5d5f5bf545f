import ScreenLayout
import Theme

/// Blurred shadow masks kept from one render to the next, so a screen drawn again — the next
/// frame of a watched screen, its dark twin, a benchmark's warm draw — paints its shadows
/// without drawing the silhouette, blurring and scaling it up again.
///
/// A mask depends only on what the content covers, not on its colours: the key is the content
/// with every colour reduced to its alpha (materials, drawn as solid coverage, to their shape),
/// the scale, the shadow's radius and offset, and the device-pixel area — so light and dark share
/// masks. Photos count by path, as in ``ImageStore``, whose files are assumed not to change while
/// a renderer lives. Masks not used by the last two renders are dropped, and the whole cache
/// stays under ``budget`` bytes (least recently used first out).
final class ShadowMaskCache {
    struct Key: Hashable {
        var content: [DisplayItem]
        var scale: Double
        var radius: Double
        var offset: Point
        var area: [Int]

        init(content: ArraySlice<DisplayItem>, scale: Double, style: ShadowStyle, area: (x0: Int, y0: Int, x1: Int, y1: Int)) {
            self.content = content.map(Self.coverageOnly)
            self.scale = scale
            radius = style.radius
            offset = style.offset
            self.area = [area.x0, area.y0, area.x1, area.y1]
        }

        /// What a silhouette pass draws of `item`: its coverage (see ``RenderPass/isSilhouette``).
        static func coverageOnly(_ item: DisplayItem) -> DisplayItem {
            func alpha(_ c: RGBA) -> RGBA { RGBA(red: 0, green: 0, blue: 0, alpha: c.alpha) }
            switch item {
            case .fill(let path, let color): return .fill(path, alpha(color))
            case .stroke(let path, let color, let width): return .stroke(path, alpha(color), lineWidth: width)
            case .styledStroke(let path, let color, let details): return .styledStroke(path, alpha(color), details)
            case .text(var run):
                run.color = alpha(run.color)
                return .text(run)
            case .gradientFill(let path, var gradient):
                gradient.colors = gradient.colors.map(alpha)
                return .gradientFill(path, gradient)
            case .material(let path, var style):
                // Drawn as a solid fill (and taken out of the shadow): only the shape counts.
                style.blurRadius = 0
                style.tint = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
                style.highlight = nil
                return .material(path, style)
            case .pushShadow(var style):
                // A silhouette skips nested shadows.
                style.color = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
                style.radius = 0
                style.offset = Point(x: 0, y: 0)
                return .pushShadow(style)
            case .popShadow, .pushClip, .popClip, .pushOpacity, .popOpacity, .image, .pushTransform, .popTransform, .pushBlur, .popBlur, .pushMask,
                .maskContent, .popMask:
                return item
            }
        }
    }

    /// A mask: `width` × `height` coverage bytes, row after row.
    final class Mask {
        let bytes: [UInt8]
        let width: Int
        let height: Int
        var lastRender: UInt64
        var lastUse: UInt64
        init(bytes: [UInt8], width: Int, height: Int, render: UInt64, use: UInt64) {
            self.bytes = bytes
            self.width = width
            self.height = height
            lastRender = render
            lastUse = use
        }
    }

    /// The most bytes of masks kept.
    let budget: Int
    private(set) var bytes = 0
    /// Masks kept.
    var count: Int { masks.count }
    /// Masks found in the cache and masks computed, since the renderer was made (for tests).
    private(set) var hits = 0
    private(set) var misses = 0
    private var masks: [Key: Mask] = [:]
    private var render: UInt64 = 0
    private var clock: UInt64 = 0

    init(budget: Int = 64 << 20) {
        self.budget = budget
    }

    /// Called as a render starts: masks the last two renders did not use are dropped.
    func startRender() {
        render += 1
        for (key, mask) in masks where mask.lastRender + 1 < render { remove(key) }
    }

    func mask(for key: Key) -> Mask? {
        guard let mask = masks[key] else {
            misses += 1
            return nil
        }
        hits += 1
        clock += 1
        mask.lastRender = render
        mask.lastUse = clock
        return mask
    }

    func store(_ bytes: [UInt8], width: Int, height: Int, for key: Key) {
        guard bytes.count <= budget else { return }
        while self.bytes + bytes.count > budget, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse })?.key { remove(oldest) }
        clock += 1
        masks[key] = Mask(bytes: bytes, width: width, height: height, render: render, use: clock)
        self.bytes += bytes.count
    }

    func removeAll() {
        masks = [:]
        bytes = 0
    }

    private func remove(_ key: Key) {
        if let mask = masks.removeValue(forKey: key) { bytes -= mask.bytes.count }
    }
}
