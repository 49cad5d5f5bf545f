/// A layout algorithm of the app's own (what SwiftUI's `Layout` protocol describes): it sizes
/// itself from its children's answers to proposals, then places each child. The engine asks it
/// through ``LayoutChild`` proxies.
///
/// ```swift
/// struct Diagonal: CustomLayoutAlgorithm { … }
/// Node(.customLayout(CustomLayoutProvider(Diagonal())), children: [a, b, c])
/// ```
public protocol CustomLayoutAlgorithm: Sendable {
    /// A name for layout dumps.
    var name: String { get }
    func sizeThatFits(_ proposal: ProposedSize, children: [LayoutChild]) -> Size
    /// Where each child goes, in the order of `children`: nil leaves a child unplaced (SwiftUI
    /// then centres it in the bounds at its size for an unspecified proposal).
    func placements(in bounds: Rect, proposal: ProposedSize, children: [LayoutChild]) -> [ChildPlacement?]
}

/// One child as a custom layout sees it: it answers proposals, tells its layout priority and
/// the values set on it with `layoutValue`.
public struct LayoutChild {
    let measure: (ProposedSize) -> Size
    public let priority: Double
    /// Values set on the child (by key name), outermost first.
    public let values: [String: LayoutValueBox]
    let guides: (ProposedSize) -> GuideDimensions
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { measure(proposal) }
    /// The child's size for `proposal` and its alignment guides (explicit ones and baselines).
    public func dimensions(_ proposal: ProposedSize) -> GuideDimensions { guides(proposal) }
}

/// Where a custom layout puts a child: the point its `anchor` (a unit point of the child) goes
/// to, and what it proposes to the child.
public struct ChildPlacement: Hashable, Sendable {
    public var position: Point
    public var anchor: Point
    public var proposal: ProposedSize
    public init(position: Point, anchor: Point, proposal: ProposedSize) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
    }
}

/// A custom layout in a node. Two providers are equal when they are the same provider.
public struct CustomLayoutProvider: Hashable, Sendable {
    final class Box: Sendable {
        let algorithm: any CustomLayoutAlgorithm
        init(_ algorithm: any CustomLayoutAlgorithm) { self.algorithm = algorithm }
    }
    let box: Box
    public init(_ algorithm: any CustomLayoutAlgorithm) { box = Box(algorithm) }
    public var algorithm: any CustomLayoutAlgorithm { box.algorithm }
    public static func == (a: CustomLayoutProvider, b: CustomLayoutProvider) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}

/// A value a child carries for its custom layout (SwiftUI's `LayoutValueKey`), by key name.
public struct LayoutValueBox: Hashable, @unchecked Sendable {
    final class Storage: @unchecked Sendable {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
    public let key: String
    let storage: Storage
    public init(key: String, value: Any) {
        self.key = key
        storage = Storage(value)
    }
    public var value: Any { storage.value }
    public static func == (a: LayoutValueBox, b: LayoutValueBox) -> Bool { a.key == b.key && a.storage === b.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
