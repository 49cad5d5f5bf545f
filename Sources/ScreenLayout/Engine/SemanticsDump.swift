extension LayoutResult {
    /// The semantics (accessibility) tree as text, one element a line in reading order: role,
    /// label, identifier, frame and traits — what VoiceOver and UI tests would find.
    ///
    /// ```swift
    /// print(result.semanticsDump())
    /// // text "Healing" (24, 79, 151, 34)
    /// // button "Check in" #care.checkIn (24, 776, 354, 50)
    /// // text "A very long title" (24, 120, 120, 34) truncated, truncation allowed
    /// ```
    public func semanticsDump() -> String {
        semantics.map { e in
            var line = e.role.rawValue
            if let label = e.label { line += " " + label.debugDescription }
            if let identifier = e.identifier { line += " #" + identifier }
            line += " " + e.frame.description
            var traits: [String] = []
            if e.isTruncated { traits.append("truncated") }
            if e.allowsTruncation { traits.append("truncation allowed") }
            if e.inScrollView { traits.append("in scroll view") }
            if let clip = e.clip { traits.append("clipped to \(clip)") }
            if !traits.isEmpty { line += " " + traits.joined(separator: ", ") }
            return line + "\n"
        }.joined()
    }
}
