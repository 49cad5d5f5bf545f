import Foundation
import ScreenLayout

extension SemanticsElement {
    /// The name a finding uses and an ``AuditException`` matches: the identifier, else the
    /// label, else the role.
    ///
    /// ```swift
    /// AuditProblem(element: element.auditName, frame: element.frame, problem: "…", fix: "…")
    /// ```
    public var auditName: String { identifier ?? label ?? role.rawValue }

    /// The part of the frame its clips leave visible.
    public var visibleFrame: Rect { clip.map { intersection(frame, $0) } ?? frame }
}

extension DrawnElement {
    /// The part of the frame its clips leave visible.
    public var visibleFrame: Rect { clip.map { intersection(frame, $0) } ?? frame }
}

/// The overlap of two rectangles (empty, at the nearer corner, when they do not meet).
func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    return Rect(x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX), height: max(0, min(a.maxY, b.maxY) - minY))
}

/// Points as findings print them: `44`, `30.5`.
func points(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
