import Theme

/// Applies the colour and drawing parts of ``DisplaySettings`` to a finished layout (Bold
/// Text changes measurement and is applied where fonts are resolved).
///
/// ```swift
/// let adjusted = DisplaySettingsPass(settings: env.display, scheme: env.colorScheme, chosen: []).apply(result)
/// ```
struct DisplaySettingsPass {
    let settings: DisplaySettings
    let scheme: ColorScheme
    /// The high-contrast values the theme's tokens give (``Theme/highContrastValues(in:)``):
    /// chosen by a designer for Increase Contrast, so never derived again. A colour that
    /// merely equals one of them is taken as chosen too.
    var chosen: Set<RGBA> = []

    func apply(_ result: LayoutResult) -> LayoutResult {
        var out = result
        if settings.increaseContrast {
            out.displayList = out.displayList.map(contrast)
            out.semantics = out.semantics.map { e in
                var e = e
                e.color = e.color.map { highContrast($0) }
                return e
            }
        }
        if settings.reduceTransparency {
            out.displayList = out.displayList.map { item in
                guard case .material(let p, let m) = item else { return item }
                return .fill(p, RGBA(red: m.tint.red, green: m.tint.green, blue: m.tint.blue, alpha: 1))
            }
        }
        if settings.buttonShapes { out.displayList = underliningBareControls(out) }
        if settings.smartInvert {
            out.displayList = out.displayList.map(inverted)
            out.semantics = out.semantics.map { e in
                var e = e
                e.color = e.color.map { RGBA(red: 1 - $0.red, green: 1 - $0.green, blue: 1 - $0.blue, alpha: $0.alpha) }
                return e
            }
        }
        return out
    }

    /// The high-contrast variant of `c` (see ``DisplaySettings/increaseContrast``) when the
    /// theme's tokens did not choose one: a translucent foreground (text, a stroke) half way to opaque; a saturated colour deeper.
    /// A translucent fill keeps its opacity: a tinted background that grew opaque would take
    /// contrast from the text on it.
    func highContrast(_ c: RGBA, foreground: Bool = true) -> RGBA {
        if chosen.contains(c) { return c }
        if c.alpha < 1 {
            guard foreground else { return c }
            return RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha + (1 - c.alpha) / 2)
        }
        let chroma = max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue)
        guard chroma > 0.15 else { return c }
        let target = scheme == .light ? 0.0 : 1.0
        func mix(_ v: Double) -> Double { v + (target - v) * 0.2 }
        return RGBA(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), alpha: c.alpha)
    }

    func contrast(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case .fill(let p, let c): return .fill(p, highContrast(c, foreground: false))
        case .stroke(let p, let c, let w): return .stroke(p, highContrast(c), lineWidth: w)
        case .styledStroke(let p, let c, let d): return .styledStroke(p, highContrast(c), d)
        case .text(var run):
            run.color = highContrast(run.color)
            for i in run.font.runs.indices { run.font.runs[i].color = run.font.runs[i].color.map { highContrast($0) } }
            return .text(run)
        case .gradientFill(let p, var g):
            g.colors = g.colors.map { highContrast($0, foreground: false) }
            return .gradientFill(p, g)
        default: return item
        }
    }

    /// `item` under Smart Invert: every colour inverted (its opacity kept), images as they are.
    func inverted(_ item: DisplayItem) -> DisplayItem {
        func invert(_ c: RGBA) -> RGBA { RGBA(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: c.alpha) }
        switch item {
        case .fill(let p, let c): return .fill(p, invert(c))
        case .stroke(let p, let c, let w): return .stroke(p, invert(c), lineWidth: w)
        case .styledStroke(let p, let c, let d): return .styledStroke(p, invert(c), d)
        case .text(var run):
            run.color = invert(run.color)
            for i in run.font.runs.indices { run.font.runs[i].color = run.font.runs[i].color.map(invert) }
            return .text(run)
        case .gradientFill(let p, var g):
            g.colors = g.colors.map(invert)
            return .gradientFill(p, g)
        case .material(let p, var m):
            m.tint = invert(m.tint)
            m.highlight = m.highlight.map(invert)
            return .material(p, m)
        case .pushShadow(var s):
            s.color = invert(s.color)
            return .pushShadow(s)
        case .image, .pushClip, .popClip, .pushOpacity, .popOpacity, .popShadow, .pushTransform, .popTransform, .pushBlur, .popBlur, .pushMask,
            .maskContent, .popMask:
            return item
        }
    }

    /// Underlines the text (not icons) of each control that has no filled shape of at least
    /// half its area inside it: a plain text button, as iOS's Button Shapes shows it.
    func underliningBareControls(_ result: LayoutResult) -> [DisplayItem] {
        let controls = result.semantics.filter(\.isInteractive).map(\.frame)
        let shapes: [Rect] = result.displayList.compactMap { item in
            switch item {
            case .fill(let p, _), .gradientFill(let p, _), .material(let p, _): return p.rect
            default: return nil
            }
        }
        let bare = controls.filter { control in
            !shapes.contains { s in
                contains(control, s) && s.width * s.height >= control.width * control.height / 2
            }
        }
        guard !bare.isEmpty else { return result.displayList }
        return result.displayList.map { item in
            guard case .text(var run) = item, run.font.family != iconFontFamily, bare.contains(where: { contains($0, run.frame) }) else {
                return item
            }
            run.font.underline = true
            return .text(run)
        }
    }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }
}

extension FontWeight {
    /// One step heavier, as Bold Text makes it: 400 → 600, 500 → 600, 600 → 700, 700 → 800,
    /// up to 900.
    public var bolder: FontWeight {
        switch value {
        case ..<500: return FontWeight(600)
        case ..<600: return FontWeight(600)
        default: return FontWeight(min(900, value + 100))
        }
    }
}
