/// Horizontal alignment of children in a VStack or frame.
public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing
    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return (container - child) / 2
        case .trailing: return container - child
        }
    }
}

/// Vertical alignment of children in an HStack or frame.
public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom
    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return (container - child) / 2
        case .bottom: return container - child
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
