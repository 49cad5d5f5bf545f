import Foundation
import Rendering
import ScreenLayout
import Theme

extension LayoutAudit {
    /// Text whose contrast against the pixels actually drawn behind it is below WCAG's 4.5:1
    /// (3:1 for large text). The screen is rendered without its text at 1× (its photos reduced
    /// from the snapshot's scaled copies, which the renderer holds already), the background
    /// under each text is sampled on a 7×3 grid, the text colour is composited over each
    /// sample, and the 10th-percentile ratio counts (robust against a stray pixel, strict
    /// enough for text on photos). Under Increase Contrast the user asked for more: WCAG's
    /// enhanced ratios, 7:1 (4.5:1 for large text).
    ///
    /// ```swift
    /// Text("Rose", style: .headline).foreground(.label).background { Material(.frosted) }  // over a photo
    /// ```
    public static let contrast = LayoutAudit(name: "contrast") { screen in
        var background = screen.layout
        background.displayList = screen.layout.displayList.filter {
            if case .text(let run) = $0 { return run.font.family == iconFontFamily }
            return true
        }
        let bitmap = try screen.renderer.render(background, scale: 1, photosFrom: screen.scale)
        var problems: [AuditProblem] = []
        let enhanced = screen.environment.display.increaseContrast
        for t in screen.texts {
            guard let color = t.color, let font = t.font else { continue }
            let region = t.visibleFrame
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
            let minimum = enhanced ? (large ? 4.5 : 7) : (large ? 3.0 : 4.5)
            if ratio < minimum - 0.005 {
                let needs =
                    "needs \(minimum == minimum.rounded() ? String(Int(minimum)) : String(minimum)):1" + (large ? ", large text" : "")
                    + (enhanced ? ", Increase Contrast" : "")
                problems.append(
                    AuditProblem(
                        element: t.auditName, frame: t.frame,
                        problem: "has contrast \(String(format: "%.2f", ratio)):1 against what is drawn behind it (\(needs))",
                        fix: enhanced
                            ? "give the colour token a high-contrast value (highContrast / highContrastDark in $extensions.screenkit.modes)"
                            : "use a label colour of the theme, or put a frosted material behind text on photos"))
            }
        }
        return problems
    }
}
