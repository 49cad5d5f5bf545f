import Theme

/// One column of a grid, as SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: .m) { … }
/// ```
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    public var alignment: Alignment
    /// The space after this column (SwiftUI's `GridItem.spacing`); nil: the grid's spacing.
    public var spacing: Double?
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment = .center) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A vertical grid's columns and spacing.
public struct GridSpec: Equatable, Sendable {
    public var columns: [GridItem]
    public var spacing: Length?
    public init(columns: [GridItem], spacing: Length?) {
        self.columns = columns
        self.spacing = spacing
    }
}

/// Which axes a container constrains.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]
}

/// How a two-pane arrangement splits (list and detail, boards and board, …).
public struct TwoPaneSpec: Equatable, Sendable {
    /// The primary pane's share of the width when side by side without a fold.
    public var primaryFraction: Double
    /// The primary pane's minimum width when side by side without a fold.
    public var primaryMinimum: Double
    /// Which pane a compact width shows.
    public var compactShowsSecondary: Bool
    public init(primaryFraction: Double = 0.4, primaryMinimum: Double = 320, compactShowsSecondary: Bool = false) {
        self.primaryFraction = primaryFraction
        self.primaryMinimum = primaryMinimum
        self.compactShowsSecondary = compactShowsSecondary
    }
}

/// A lazy-style vertical grid: fixed, flexible and adaptive columns; rows as tall as their
/// tallest item.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: .m) { for p in pieces { card(p) } }
/// ```
public func LazyVGrid(columns: [GridItem], spacing: Length? = nil, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.grid(GridSpec(columns: columns, spacing: spacing)), children: content())
}

/// The first child whose ideal size fits the proposal on the constrained axes; the last
/// child is the fallback.
///
/// ```swift
/// ViewThatFits { HStack { a; b }; VStack { a; b } }
/// ```
public func ViewThatFits(in axes: Axes = .both, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.viewThatFits(axes), children: content())
}

/// Two panes for regular widths: split along an active fold (iPhone Duo half folded), side by
/// side when wide, stacked otherwise; one pane on compact widths. Nothing is placed on the fold.
///
/// ```swift
/// TwoPane { list } secondary: { detail }
/// ```
public func TwoPane(_ spec: TwoPaneSpec = TwoPaneSpec(), @NodeBuilder _ primary: () -> [Node], @NodeBuilder secondary: () -> [Node]) -> Node {
    Node(.twoPane(spec), children: [VStackIfNeeded(.vertical, primary()), VStackIfNeeded(.vertical, secondary())])
}

extension Node {
    /// Keeps the node's space but draws nothing (SwiftUI's `hidden()`).
    public func hidden() -> Node { Node(.hidden, children: [self]) }
}
