import ScreenLayout

/// The device pixels a shadow's content is certain to paint over with opaque pixels at full
/// coverage — a photo card: an opaque photo, clipped to a rectangle or rounded rectangle —
/// so the shadow under them can be left unpainted: whatever is there, source-over an opaque
/// pixel at full coverage gives exactly that pixel. The photo must be the first thing the
/// content draws (inside at most one clip); whatever comes after it — a caption on a material,
/// text — is drawn over the photo's pixels, never under them, so it cannot see the difference.
/// For any other content ``init(_:content:)`` returns nil and the whole shadow is painted.
struct OpaqueCover {
    /// Rows `y0..<y1`, columns `x0..<x1`: photo ∩ its clip ∩ the clip shape's rectangle,
    /// rounded inwards to whole pixels.
    private let x0, y0, x1, y1: Int
    /// Outside the corners of a rounded clip: rows `bandY0..<bandY1` are covered across the
    /// whole width, other rows only in columns `bandX0..<bandX1`.
    private let bandX0, bandY0, bandX1, bandY1: Int

    /// The covered columns of device row `y`, if any.
    func span(row y: Int) -> Range<Int>? {
        guard y >= y0 && y < y1 else { return nil }
        let from = y >= bandY0 && y < bandY1 ? x0 : max(x0, bandX0)
        let to = y >= bandY0 && y < bandY1 ? x1 : min(x1, bandX1)
        return to > from ? from..<to : nil
    }

    init?(_ pass: RenderPass, content: ArraySlice<DisplayItem>) {
        var items = content
        var shape: ShapePath?
        if case .pushClip(let path)? = items.first {
            shape = path
            items = items.dropFirst()
        }
        guard case .image(let draw)? = items.first, case .file(let path) = draw.source else { return nil }
        let s = pass.scale
        let r = draw.imageRect
        guard [r.minX, r.minY, r.maxX, r.maxY, draw.clip.minX, draw.clip.minY, draw.clip.maxX, draw.clip.maxY].allSatisfy(\.isFinite) else {
            return nil
        }
        // The photo's pixels exactly as RenderPass.drawImage places them.
        let px0 = (r.minX * s).rounded()
        let py0 = (r.minY * s).rounded()
        let pw = (r.maxX * s).rounded() - px0
        let ph = (r.maxY * s).rounded() - py0
        guard pw >= 1, ph >= 1, pw * ph <= Double(max(pass.pixels.width * pass.pixels.height, 1)) * 4, pw <= 32767, ph <= 32767,
            abs(px0) < 1e6, abs(py0) < 1e6, pass.images.isOpaque(path, width: Int(pw), height: Int(ph))
        else { return nil }
        guard let clip = draw.clip.pixelsInside(scale: s) else { return nil }
        var x0 = max(Int(px0), clip.0)
        var y0 = max(Int(py0), clip.1)
        var x1 = min(Int(px0 + pw), clip.2)
        var y1 = min(Int(py0 + ph), clip.3)
        var band = (x0: Int.min, y0: Int.min, x1: Int.max, y1: Int.max)
        if let shape {
            guard let outer = shape.rect.pixelsInside(scale: s) else { return nil }
            x0 = max(x0, outer.0)
            y0 = max(y0, outer.1)
            x1 = min(x1, outer.2)
            y1 = min(y1, outer.3)
            switch shape.kind {
            case .rectangle:
                break
            case .roundedRectangle(let radius):
                // A continuous corner reaches 1.528 radii from the vertex (ContinuousCorners);
                // past 1.6 radii and a pixel the edges are straight.
                let rad = max(0, min(radius, min(shape.rect.width, shape.rect.height) / 2))
                let c = Int((rad * 1.6 * s).rounded(.up)) + 1
                band = (outer.0 + c, outer.1 + c, outer.2 - c, outer.3 - c)
            case .ellipse, .path:
                return nil
            }
        }
        guard x1 > x0, y1 > y0 else { return nil }
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
        (bandX0, bandY0, bandX1, bandY1) = band
    }
}
