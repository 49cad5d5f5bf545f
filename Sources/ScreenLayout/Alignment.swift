/// Horizontal alignment of children in a VStack or frame: a standard guide or a custom one.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    case custom(AlignmentKey)
    /// The guide's name, as layout dumps print it.
    public var rawValue: String {
        switch self {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        case .custom(let key): return key.name
        }
    }
    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center, .custom: return (container - child) / 2
        case .trailing: return container - child
        }
    }
}

/// Vertical alignment of children in an HStack or frame: a standard guide, a text baseline or
/// a custom guide.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    /// The first line's baseline of the first text (the bottom of a view without text).
    case firstTextBaseline
    /// The last line's baseline of the last text (the bottom of a view without text).
    case lastTextBaseline
    case custom(AlignmentKey)
    /// The guide's name, as layout dumps print it.
    public var rawValue: String {
        switch self {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        case .custom(let key): return key.name
        }
    }
    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .top: return 0
        case .center, .custom: return (container - child) / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return container - child
        }
    }
}

/// A two-dimensional alignment for ZStack, frames, overlays and backgrounds.
///
/// ```swift
/// ZStack(alignment: .bottomLeading) { … }
/// ```
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    func place(_ child: Size, in container: Rect) -> Rect {
        Rect(
            x: container.minX + horizontal.offset(child: child.width, in: container.width),
            y: container.minY + vertical.offset(child: child.height, in: container.height),
            width: child.width, height: child.height)
    }
    public var description: String { "\(horizontal.rawValue)/\(vertical.rawValue)" }
}

/// Which edges a modifier applies to.
///
/// ```swift
/// node.padding(.horizontal, .l)
/// ```
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
