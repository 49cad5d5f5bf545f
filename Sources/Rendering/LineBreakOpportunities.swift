/// Gives Pango a break opportunity between the characters of a long run that has none (a
/// URL, a hash, a hostile string): Pango's fallback for a word wider than the line breaks it
/// by characters in time that grows with the square of its length (10,000 characters took 2.3 s),
/// while breaks it can see are found in linear time. A zero-width space after each character
/// of such a run gives the same lines — wrapped at any character, as iOS does — in linear time.
/// Text without long runs is returned unchanged, so ordinary text shapes exactly as before.
///
/// ```swift
/// LineBreakOpportunities.insert(String(repeating: "a", count: 100)).count  // 199
/// ```
enum LineBreakOpportunities {
    /// Runs longer than this many characters without a space get the breaks.
    static let longRun = 48
    static let zeroWidthSpace: Character = "\u{200B}"

    static func insert(_ string: String) -> String {
        guard string.utf8.count > longRun, hasLongRun(string) else { return string }
        var out = ""
        out.reserveCapacity(string.utf8.count * 2)
        var run: [Character] = []
        func flush() {
            if run.count > longRun {
                for (i, c) in run.enumerated() {
                    out.append(c)
                    if i < run.count - 1 { out.append(zeroWidthSpace) }
                }
            } else {
                out.append(contentsOf: run)
            }
            run.removeAll(keepingCapacity: true)
        }
        for c in string {
            if c.isWhitespace {
                flush()
                out.append(c)
            } else {
                run.append(c)
            }
        }
        flush()
        return out
    }

    static func hasLongRun(_ string: String) -> Bool {
        var length = 0
        for c in string {
            length = c.isWhitespace ? 0 : length + 1
            if length > longRun { return true }
        }
        return false
    }
}
