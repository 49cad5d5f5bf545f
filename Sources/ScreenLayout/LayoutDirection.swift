/// The reading order of a layout, as SwiftUI's `LayoutDirection`. Right to left mirrors the
/// whole screen: stacks run from the right, leading and trailing swap (alignment, padding,
/// safe area), the panes of a two-pane layout swap, icons that point somewhere
/// (``IconName/mirroredForRightToLeft``) turn round, and text is laid out with a right-to-left
/// base direction. Photos, shapes and text glyphs are not flipped; only their place is.
///
/// ```swift
/// var env = LayoutEnvironment(device: .iPhone17Pro, theme: theme)
/// env.layoutDirection = .rightToLeft
/// ```
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
