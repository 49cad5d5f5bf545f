/// The most text one `Text` shows: a phone screen holds a few thousand characters, so a
/// string far beyond that is hostile or a bug (a blob decoded as text, a runaway
/// concatenation). Longer strings are cut to ``maxCharacters`` and end in an ellipsis, and the
/// audits report the cut; without the budget, shaping and wrapping one megabyte freezes a
/// render for minutes.
///
/// ```swift
/// let (shown, original) = TextBudget.apply(String(repeating: "a", count: 50_000))
/// shown.count  // 10_001 (10,000 characters and "…"); original == 50_000
/// ```
public enum TextBudget {
    public static let maxCharacters = 10_000

    /// The string to show, and the original length in characters when it was cut.
    public static func apply(_ string: String) -> (shown: String, originalLength: Int?) {
        // A string of at most maxCharacters UTF-8 bytes has at most that many characters.
        guard string.utf8.count > maxCharacters else { return (string, nil) }
        let head = string.prefix(maxCharacters)
        guard head.endIndex < string.endIndex else { return (string, nil) }
        return (String(head) + "…", string.count)
    }
}
