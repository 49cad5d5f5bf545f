/// Explains a changed snapshot in terms of the layout: which lines of the text dump (one
/// node a line, with its frame) were removed, added or changed, by a line-level LCS diff.
///
/// ```swift
/// LayoutDiff.explain(expected: oldDump, actual: newDump)
/// // ["~ Text \"Welcome, Maya\" subheadline (24, 210, 120, 20) → Text \"Welcome, Noor\" subheadline (24, 210, 118, 20)"]
/// ```
public enum LayoutDiff {
    public static func explain(expected: String, actual: String, limit: Int = 12) -> [String] {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // LCS table over lines (dumps are a few hundred lines).
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var removed: [String] = []
        var added: [String] = []
        var out: [String] = []
        func flush() {
            let pairs = min(removed.count, added.count)
            for k in 0..<pairs {
                out.append("~ \(removed[k].trimmingLeadingSpaces) → \(added[k].trimmingLeadingSpaces)")
            }
            for r in removed.dropFirst(pairs) { out.append("- \(r.trimmingLeadingSpaces)") }
            for n in added.dropFirst(pairs) { out.append("+ \(n.trimmingLeadingSpaces)") }
            removed.removeAll()
            added.removeAll()
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                flush()
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                added.append(b[j])
                j += 1
            } else {
                removed.append(a[i])
                i += 1
            }
        }
        flush()
        let lines = out.filter { $0 != "~  → " }
        return lines.count > limit ? Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more layout changes"] : lines
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
