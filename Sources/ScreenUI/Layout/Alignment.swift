import ScreenLayout

/// Alignment of lines in multi-line text (`.leading`, `.center`, `.trailing`).
public typealias TextAlignment = ScreenLayout.TextAlignment
/// How a view fits or fills the space it is given (`.fit`, `.fill`).
public typealias ContentMode = ScreenLayout.ContentMode

/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment`; `HorizontalAlignment(MyID.self)`
/// makes a custom one from an ``AlignmentID``.
public struct HorizontalAlignment: Hashable, Sendable {
    let guide: ScreenLayout.HorizontalAlignment
    init(guide: ScreenLayout.HorizontalAlignment) { self.guide = guide }
    public init(_ id: any AlignmentID.Type) { guide = .custom(AlignmentIDs.key(id)) }
    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)
    /// Where a list row's separator starts and ends: guides of their own (a row setting them
    /// moves nothing else; the separators keep their 16 pt inset).
    public static let listRowSeparatorLeading = HorizontalAlignment(
        guide: .custom(AlignmentKey(name: "listRowSeparatorLeading") { _ in 0 }))
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        guide: .custom(AlignmentKey(name: "listRowSeparatorTrailing") { d in d.width }))
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`: edges, centre, the first and
/// last text baselines (a view without text: its bottom), or a custom ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable {
    let guide: ScreenLayout.VerticalAlignment
    init(guide: ScreenLayout.VerticalAlignment) { self.guide = guide }
    public init(_ id: any AlignmentID.Type) { guide = .custom(AlignmentIDs.key(id)) }
    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// Both guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
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
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    var layout: ScreenLayout.Alignment { ScreenLayout.Alignment(horizontal: horizontal.guide, vertical: vertical.guide) }
}

/// An edge of a rectangle, and sets of them, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        var layout: Edges {
            var edges: Edges = []
            if contains(.top) { edges.insert(.top) }
            if contains(.leading) { edges.insert(.leading) }
            if contains(.bottom) { edges.insert(.bottom) }
            if contains(.trailing) { edges.insert(.trailing) }
            return edges
        }
    }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    var layout: ScreenLayout.Axis { self == .horizontal ? .horizontal : .vertical }
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var point: Point { Point(x: Double(x), y: Double(y)) }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, b: Double) -> Angle { Angle(radians: a.radians * b) }
    public static func * (a: Double, b: Angle) -> Angle { Angle(radians: a * b.radians) }
    public static func / (a: Angle, b: Double) -> Angle { Angle(radians: a.radians / b) }
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    public static func *= (a: inout Angle, b: Double) { a.radians *= b }
    public static func /= (a: inout Angle, b: Double) { a.radians /= b }
    /// The angle's value, animatable as SwiftUI's.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
