import ScreenLayout

extension TextSnapshotStrategy where Value == LayoutResult {
    /// The layout dump — one node a line with its resolved frame — exactly as it is written
    /// beside each image reference (`….layout.txt`).
    ///
    /// ```swift
    /// assertTextSnapshot(of: { env in SettingsScreen.body(env) }, as: .layoutDump, screen: "Settings")
    /// ```
    public static var layoutDump: TextSnapshotStrategy<LayoutResult> {
        TextSnapshotStrategy(name: "layout dump", pathExtension: "layout.txt") { $0.dump() }
    }

    /// The semantics (accessibility) tree: one element a line with its role, label,
    /// identifier, frame and traits, in reading order (see ``ScreenLayout/LayoutResult/semanticsDump()``).
    ///
    /// ```swift
    /// assertTextSnapshot(of: { env in SettingsScreen.body(env) }, as: .semantics, screen: "Settings")
    /// ```
    public static var semantics: TextSnapshotStrategy<LayoutResult> {
        TextSnapshotStrategy(name: "semantics", pathExtension: "semantics.txt") { $0.semanticsDump() }
    }
}
