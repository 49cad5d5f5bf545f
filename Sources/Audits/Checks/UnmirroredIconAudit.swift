import ScreenLayout

extension LayoutAudit {
    /// In a right-to-left layout: icons that point left or right but have no mirrored glyph
    /// (``ScreenLayout/IconName/pointsWithoutMirror``: send, reply, forward, …), and arrows
    /// typed into text (`→`, `▶`), which the bidi algorithm does not mirror — both point the
    /// wrong way. Icons with a mirrored glyph (chevrons, back/forward arrows) are swapped by
    /// the layout and pass.
    ///
    /// ```swift
    /// Text("Next →")                        // in right to left: an unmirrored-icon finding
    /// Icon(IconName(glyph: "chevron_right")) // drawn as chevron_left: passes
    /// ```
    public static let unmirroredIcon = LayoutAudit(name: "unmirrored-icon") { screen in
        guard screen.layout.layoutDirection == .rightToLeft else { return [] }
        var problems: [AuditProblem] = []
        for item in screen.layout.displayList {
            guard case .text(let run) = item else { continue }
            if run.font.family == iconFontFamily {
                guard IconName(glyph: run.string).pointsWithoutMirror else { continue }
                problems.append(
                    AuditProblem(
                        element: run.string, frame: run.frame, problem: "points the wrong way in right to left (the font has no mirrored glyph)",
                        fix: "use an icon with a mirrored counterpart (chevron_left/right, arrow_back/forward) or one that points nowhere"))
            } else if let arrow = run.string.unicodeScalars.first(where: { horizontalArrows.contains($0.value) && !$0.properties.isBidiMirrored }) {
                problems.append(
                    AuditProblem(
                        element: run.string, frame: run.frame,
                        problem: "has the arrow \(arrow) (\(codePointName(arrow))), which right to left does not mirror",
                        fix: "draw the arrow as an icon (chevron or arrow_forward), which mirrors, or leave it out of the text"))
            }
        }
        return problems
    }

    /// Arrows and triangles that point left or right.
    static let horizontalArrows: Set<UInt32> = [
        0x2190, 0x2192, 0x21D0, 0x21D2, 0x21E6, 0x21E8, 0x27F5, 0x27F6, 0x27F8, 0x27F9, 0x2794, 0x279C, 0x279D, 0x279E, 0x27A1, 0x2B05, 0x2B95,
        0x25B6, 0x25C0, 0x25BA, 0x25C4, 0x25B8, 0x25C2,
    ]
}
