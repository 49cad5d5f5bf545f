/// Explains a changed snapshot in terms of the layout: which lines of the text dump (one
/// node a line, with its frame) were removed, added or changed, by a line-level LCS diff.
///
/// ```swift
/// LayoutDiff.explain(expected: oldDump, actual: newDump)
/// // ["~ Text \"Welcome, Maya\" subheadline (24, 210, 120, 20) → Text \"Welcome, Noor\" subheadline (24, 210, 118, 20)"]
/// ```
public enum LayoutDiff {
    public static func explain(expected: String, actual: String, limit: Int = 12) -> [String] {
        var out: [String] = []
        for hunk in LineDiff.hunks(expected: LineDiff.lines(expected), actual: LineDiff.lines(actual)) {
            let removed = hunk.removed.map(\.text)
            let added = hunk.added.map(\.text)
            let pairs = min(removed.count, added.count)
            for k in 0..<pairs {
                out.append("~ \(removed[k].trimmingLeadingSpaces) → \(added[k].trimmingLeadingSpaces)")
            }
            for r in removed.dropFirst(pairs) { out.append("- \(r.trimmingLeadingSpaces)") }
            for n in added.dropFirst(pairs) { out.append("+ \(n.trimmingLeadingSpaces)") }
        }
        let lines = out.filter { $0 != "~  → " }
        return lines.count > limit ? Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more layout changes"] : lines
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
