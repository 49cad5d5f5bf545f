/// The lines a text snapshot changed, as a failure message shows them: for each run of
/// changes the line numbers in the expected and the actual text (`@@ -4 +4 @@`; `-4,2` for two
/// lines), then the expected lines with `-` and the actual ones with `+`, without context lines.
///
/// ```swift
/// TextDiff.lines(expected: "a\nb\n", actual: "a\nc\n")  // ["@@ -2 +2 @@", "-b", "+c"]
/// ```
public enum TextDiff {
    public static func lines(expected: String, actual: String, limit: Int = 24) -> [String] {
        var out: [String] = []
        for hunk in LineDiff.hunks(expected: LineDiff.lines(expected), actual: LineDiff.lines(actual)) {
            func range(_ sign: String, _ lines: [(line: Int, text: String)]) -> String? {
                lines.first.map { sign + "\($0.line)" + (lines.count > 1 ? ",\(lines.count)" : "") }
            }
            out.append("@@ " + [range("-", hunk.removed), range("+", hunk.added)].compactMap { $0 }.joined(separator: " ") + " @@")
            out += hunk.removed.map { "-" + $0.text }
            out += hunk.added.map { "+" + $0.text }
        }
        return out.count > limit ? Array(out.prefix(limit)) + ["… and \(out.count - limit) more diff lines"] : out
    }
}
