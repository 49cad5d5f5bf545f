/// The line-level LCS diff under ``LayoutDiff`` and ``TextDiff``: the runs of lines removed
/// from the expected text and added in the actual one, in order, with their line numbers.
///
/// ```swift
/// LineDiff.hunks(expected: ["a", "b"], actual: ["a", "c"])  // [Hunk(removed: [(2, "b")], added: [(2, "c")])]
/// ```
enum LineDiff {
    struct Hunk {
        /// 1-based line numbers in the expected text, and the lines.
        var removed: [(line: Int, text: String)] = []
        /// 1-based line numbers in the actual text, and the lines.
        var added: [(line: Int, text: String)] = []
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    static func hunks(expected a: [String], actual b: [String]) -> [Hunk] {
        // LCS table over lines (dumps are a few hundred lines).
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var hunks: [Hunk] = []
        var current = Hunk()
        func flush() {
            if !current.removed.isEmpty || !current.added.isEmpty { hunks.append(current) }
            current = Hunk()
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                flush()
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                current.added.append((j + 1, b[j]))
                j += 1
            } else {
                current.removed.append((i + 1, a[i]))
                i += 1
            }
        }
        flush()
        return hunks
    }
}
