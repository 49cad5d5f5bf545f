import Rendering
import ScreenLayout

extension LayoutAudit {
    /// Text with characters that no loaded font has a glyph for — Inter, the icon font and
    /// every fallback font (``Rendering/FallbackFont``) — which would be drawn as a box
    /// ("tofu"). The finding names the text and the code points.
    ///
    /// ```swift
    /// Text("Ink \u{12000}")   // cuneiform: no loaded font has it, a missing-glyphs finding
    /// ```
    public static let missingGlyphs = LayoutAudit(name: "missing-glyphs") { screen in
        let fonts = screen.renderer.textSystem.fonts
        var problems: [AuditProblem] = []
        for item in screen.layout.displayList {
            guard case .text(let run) = item else { continue }
            let missing = fonts.missingCodePoints(in: run.string)
            guard !missing.isEmpty else { continue }
            let points = missing.map(codePointName).joined(separator: ", ")
            var fix = "use characters the fonts cover, or add a fallback font for them to the FontLibrary"
            if !fonts.missingFallbacks.isEmpty {
                let packages = Set(fonts.missingFallbacks.map(\.package)).sorted().joined(separator: " ")
                fix += " (fallback fonts are not installed: run Scripts/setup, or apt-get install \(packages))"
            }
            problems.append(AuditProblem(element: run.string, frame: run.frame, problem: "has no glyph in any loaded font for \(points)", fix: fix))
        }
        return problems
    }

    /// `U+12000`.
    static func codePointName(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
