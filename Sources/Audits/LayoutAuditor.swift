import Rendering
import ScreenLayout
import Theme

/// Runs the eight layout audits over a laid-out screen: its semantics elements, the drawn
/// leaves and, for contrast, the pixels actually drawn behind each text (rendered without the
/// text). Pixels say something changed; audits say something is wrong.
///
/// ```swift
/// let findings = try LayoutAuditor(renderer: renderer).audit(layout, environment: env, context: "Welcome/default on iphonese")
/// ```
public final class LayoutAuditor {
    let renderer: Renderer

    public init(renderer: Renderer) { self.renderer = renderer }

    public func audit(_ layout: LayoutResult, environment env: LayoutEnvironment, context: String, checks: Set<AuditCheck> = Set(AuditCheck.allCases))
        throws
        -> [AuditFinding]
    {
        var findings: [AuditFinding] = []
        func add(_ check: AuditCheck, _ element: String, _ frame: Rect, _ problem: String, _ fix: String) {
            if checks.contains(check) {
                findings.append(AuditFinding(check: check, context: context, element: element, frame: frame, problem: problem, fix: fix))
            }
        }
        let device = env.device
        let screen = Rect(origin: .zero, size: device.size)
        let safe = screen.inset(by: device.safeArea)
        let texts = layout.semantics.filter { $0.role == .text }
        let controls = layout.semantics.filter(\.isInteractive)
        let eps = 0.5

        // 1. Truncated or clipped text that is not allowed to be.
        for t in texts {
            if t.isTruncated && !t.allowsTruncation {
                add(
                    .truncatedText, t.name, t.frame, "is truncated",
                    "give it room (let it wrap, or use ViewThatFits), or declare it with .truncationAllowed()")
            } else if let clip = t.clip, !t.inScrollView, !clip.contains(t.frame, tolerance: eps), !t.allowsTruncation {
                add(.truncatedText, t.name, t.frame, "is clipped by its container \(clip)", "make the container grow with its text or move the clip")
            }
        }
        // 2. Interactive elements that overlap each other.
        for i in controls.indices {
            // A control floating over a scroll view (the tab bar over scrolled content) is above
            // it, as on iOS: only controls of the same layer compete for a tap.
            for j in controls.indices where j > i && controls[i].inScrollView == controls[j].inScrollView {
                let a = controls[i].clip.map { intersection(controls[i].frame, $0) } ?? controls[i].frame
                let b = controls[j].clip.map { intersection(controls[j].frame, $0) } ?? controls[j].frame
                let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if w > eps && h > eps {
                    add(
                        .overlappingControls, controls[i].name, a, "overlaps '\(controls[j].name)' at \(b)",
                        "separate the controls so each tap lands on one (spacing, or one control per row)")
                }
            }
        }
        // 3. Anything interactive on an active fold, or text crossing it.
        if let fold = device.activeFold {
            let crossing: (Rect) -> Bool = { f in
                fold.isVertical
                    ? (f.minX < fold.rect.minX - eps && f.maxX > fold.rect.maxX + eps)
                    : (f.minY < fold.rect.minY - eps && f.maxY > fold.rect.maxY + eps)
            }
            for c in controls where crossing(c.frame) {
                add(.onFold, c.name, c.frame, "sits on the fold at \(fold.rect)", "place controls inside one pane (TwoPane splits at the fold)")
            }
            for t in texts where crossing(t.frame) {
                add(.onFold, t.name, t.frame, "crosses the fold at \(fold.rect)", "keep text within one pane; only media may cross the fold")
            }
        }
        // 4. Tap targets smaller than 44×44 pt (HIG).
        let minimum = env.theme.dimension(.minTapTarget)
        for c in controls where c.frame.width < minimum - eps || c.frame.height < minimum - eps {
            add(
                .tapTarget, c.name, c.frame, "is \(Self.fmt(c.frame.width))×\(Self.fmt(c.frame.height)) pt",
                "make it at least \(Self.fmt(minimum))×\(Self.fmt(minimum)) pt (padding or frame(minWidth:minHeight:))")
        }
        // 5. Text contrast against what is drawn behind it.
        if checks.contains(.contrast) {
            findings += try contrastFindings(layout, texts: texts, context: context)
        }
        // 6. Content outside the safe area that is not a full-bleed background or photo.
        for t in texts + controls {
            let visible = t.clip.map { intersection(t.frame, $0) } ?? t.frame
            if visible.width > 0, visible.height > 0, !safe.contains(visible, tolerance: eps) {
                add(
                    .outsideSafeArea, t.name, visible, "extends outside the safe area \(safe)",
                    "keep content inside the safe area; only backgrounds and photos may bleed")
            }
        }
        for d in layout.drawn where d.kind == .icon && !d.isFullBleed {
            let visible = d.clip.map { intersection(d.frame, $0) } ?? d.frame
            if visible.width > 0, visible.height > 0, !safe.contains(visible, tolerance: eps) {
                add(.outsideSafeArea, d.identifier ?? "icon", visible, "extends outside the safe area \(safe)", "keep icons inside the safe area")
            }
        }
        // 7. Text whose size is not a Dynamic Type style at the current size category.
        let sizes = Set(TextStyle.allCases.map { env.theme.font($0, at: env.contentSize).size })
        for t in texts {
            if let font = t.font, !sizes.contains(font.size) {
                add(
                    .notDynamicType, t.name, t.frame, "is \(Self.fmt(font.size)) pt, not a Dynamic Type style at \(env.contentSize.tokenName)",
                    "use a text style (.body, .headline, …) instead of a fixed size")
            }
        }
        // 8. Anything drawn outside the screen that is not inside a scroll view.
        for d in layout.drawn where !d.inScrollView && !screen.contains(d.frame, tolerance: eps) {
            add(
                .offScreen, d.identifier ?? d.kind.rawValue, d.frame,
                "is drawn outside the \(Self.fmt(screen.width))×\(Self.fmt(screen.height)) pt screen",
                "constrain it to the screen or put it in a ScrollView")
        }
        return findings
    }

    /// Renders the screen without its text at 1×, samples the background under each text on
    /// a 7×3 grid, composites the text colour over each sample and takes the 10th-percentile
    /// contrast ratio (robust against a stray pixel, strict enough for text on photos).
    func contrastFindings(_ layout: LayoutResult, texts: [SemanticsElement], context: String) throws -> [AuditFinding] {
        var background = layout
        background.displayList = layout.displayList.filter {
            if case .text(let run) = $0 { return run.font.family == iconFontFamily }
            return true
        }
        let bitmap = try renderer.render(background, scale: 1)
        var findings: [AuditFinding] = []
        for t in texts {
            guard let color = t.color, let font = t.font else { continue }
            let region = t.clip.map { intersection(t.frame, $0) } ?? t.frame
            guard region.width >= 1, region.height >= 1 else { continue }
            var ratios: [Double] = []
            for iy in 0..<3 {
                for ix in 0..<7 {
                    let x = Int(region.minX + region.width * (Double(ix) + 0.5) / 7)
                    let y = Int(region.minY + region.height * (Double(iy) + 0.5) / 3)
                    guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { continue }
                    let p = bitmap.rgba(x: x, y: y)
                    let behind = RGBA(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255).withOpacity(Double(p.a) / 255).over(
                        .white)
                    ratios.append(color.over(behind).contrastRatio(with: behind))
                }
            }
            guard !ratios.isEmpty else { continue }
            let ratio = ratios.sorted()[ratios.count / 10]
            let large = font.size >= 18 || (font.weight.value >= 600 && font.size >= 14)
            let minimum = large ? 3.0 : 4.5
            if ratio < minimum - 0.005 {
                findings.append(
                    AuditFinding(
                        check: .contrast, context: context, element: t.name, frame: t.frame,
                        problem:
                            "has contrast \(String(format: "%.2f", ratio)):1 against what is drawn behind it (needs \(minimum == 3 ? "3" : "4.5"):1\(large ? ", large text" : ""))",
                        fix: "use a label colour of the theme, or put a frosted material behind text on photos"))
            }
        }
        return findings
    }

    func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX), height: max(0, min(a.maxY, b.maxY) - minY))
    }

    static func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
}

extension SemanticsElement {
    /// The name a finding uses: the identifier, else the label, else the role.
    var name: String { identifier ?? label ?? role.rawValue }
}
