import Theme

/// A resolved shape in screen points, ready to fill, stroke or clip.
public struct ShapePath: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(radius: Double)
        case ellipse
    }
    public var kind: Kind
    public var rect: Rect
    public init(kind: Kind, rect: Rect) {
        self.kind = kind
        self.rect = rect
    }
    public var description: String {
        switch kind {
        case .rectangle: return "rect \(rect)"
        case .roundedRectangle(let r): return "rrect(\(fmt(r))) \(rect)"
        case .ellipse: return "ellipse \(rect)"
        }
    }
}

/// A text run to draw: string, resolved font and colour, the frame it was laid out in.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: FontSpec
    public var color: RGBA
    public var frame: Rect
    public var alignment: TextAlignment
    public var maxLines: Int?
    public var isTruncated: Bool
}

/// One drawing operation, in points, in paint order.
///
/// ```swift
/// for item in layout.displayList { renderer.draw(item) }
/// ```
public enum DisplayItem: Hashable, Sendable, CustomStringConvertible {
    case fill(ShapePath, RGBA)
    case stroke(ShapePath, RGBA, lineWidth: Double)
    case text(TextRun)
    case pushClip(ShapePath)
    case popClip
    case pushOpacity(Double)
    case popOpacity

    public var description: String {
        switch self {
        case .fill(let p, let c): return "fill \(p) \(c)"
        case .stroke(let p, let c, let w): return "stroke \(p) \(c) width \(fmt(w))"
        case .text(let t):
            return "text \"\(t.string)\" \(t.font.family) \(fmt(t.font.size))/\(fmt(t.font.lineHeight)) w\(t.font.weight.value) \(t.color) \(t.frame)"
        case .pushClip(let p): return "clip \(p)"
        case .popClip: return "end clip"
        case .pushOpacity(let o): return "opacity \(fmt(o))"
        case .popOpacity: return "end opacity"
        }
    }
}
