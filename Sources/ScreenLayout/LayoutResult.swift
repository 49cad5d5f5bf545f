/// The frame the engine chose for one node, with its children: the layout tree.
public struct LayoutBox: Equatable, Sendable {
    public var summary: String
    public var frame: Rect
    public var children: [LayoutBox]
}

/// An element of the semantics tree: what a user, an audit or a snapshot diff can name.
public struct SemanticsElement: Equatable, Sendable {
    public var role: Semantics.Role
    public var label: String?
    public var identifier: String?
    public var frame: Rect
    public var isInteractive: Bool
    public var isTruncated: Bool
}

/// Everything one layout pass produces: frames for every node, the display list in paint
/// order, and the semantics elements.
///
/// ```swift
/// let result = try LayoutEngine(measurer: m).layout(body, in: env)
/// print(result.dump())
/// ```
public struct LayoutResult: Equatable, Sendable {
    public var root: LayoutBox
    public var displayList: [DisplayItem]
    public var semantics: [SemanticsElement]
    public var canvas: Size

    /// An indented text dump, one node a line with its resolved frame; diffs well in review.
    public func dump() -> String {
        var lines: [String] = []
        func walk(_ box: LayoutBox, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + box.summary + " " + box.frame.description)
            for child in box.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        return lines.joined(separator: "\n") + "\n"
    }
}
