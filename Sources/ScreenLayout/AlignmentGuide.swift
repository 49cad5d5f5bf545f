/// A custom alignment guide (SwiftUI's `AlignmentID` type): its name, and the value a view
/// that sets no explicit guide for it has. Two keys are equal when their names are.
///
/// ```swift
/// let oneThird = AlignmentKey(name: "OneThird") { d in d.height / 3 }
/// HStack(alignment: .custom(oneThird)) { … }
/// ```
public struct AlignmentKey: Hashable, Sendable {
    final class Box: Sendable {
        let make: @Sendable (GuideDimensions) -> Double
        init(_ make: @escaping @Sendable (GuideDimensions) -> Double) { self.make = make }
    }
    /// The name layout dumps print.
    public let name: String
    /// What tells two keys apart (the name unless given).
    public let identity: String
    let box: Box
    public init(name: String, identity: String? = nil, defaultValue: @escaping @Sendable (GuideDimensions) -> Double) {
        self.name = name
        self.identity = identity ?? name
        box = Box(defaultValue)
    }
    public func defaultValue(in d: GuideDimensions) -> Double { box.make(d) }
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A view's size and the values of its alignment guides, as a guide's computation sees them
/// (SwiftUI's `ViewDimensions`): `d[.leading]`, `d[.firstTextBaseline]`, `d.width`.
///
/// ```swift
/// AlignmentGuideSpec(.horizontal(.leading)) { d in d[.trailing] - 10 }
/// ```
public struct GuideDimensions {
    public let width: Double
    public let height: Double
    let horizontal: (HorizontalAlignment) -> Double
    let vertical: (VerticalAlignment) -> Double
    let explicitHorizontal: (HorizontalAlignment) -> Double?
    let explicitVertical: (VerticalAlignment) -> Double?
    /// Dimensions with only the default guides (a view without explicit ones).
    public init(width: Double, height: Double) {
        self.init(width: width, height: height, explicitHorizontal: { _ in nil }, explicitVertical: { _ in nil })
    }
    init(
        width: Double, height: Double, explicitHorizontal: @escaping (HorizontalAlignment) -> Double?,
        explicitVertical: @escaping (VerticalAlignment) -> Double?
    ) {
        self.width = width
        self.height = height
        self.explicitHorizontal = explicitHorizontal
        self.explicitVertical = explicitVertical
        let size = Size(width: width, height: height)
        horizontal = { g in explicitHorizontal(g) ?? GuideDimensions.defaultValue(of: .horizontal(g), size: size) }
        vertical = { g in explicitVertical(g) ?? GuideDimensions.defaultValue(of: .vertical(g), size: size) }
    }
    public subscript(guide: HorizontalAlignment) -> Double { horizontal(guide) }
    public subscript(guide: VerticalAlignment) -> Double { vertical(guide) }
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitHorizontal(guide) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitVertical(guide) }

    /// A guide's value for a view that sets none: leading and top 0, centres half, trailing and
    /// bottom the full length, text baselines the bottom, a custom guide its key's default.
    static func defaultValue(of guide: AlignmentGuideSpec.Guide, size: Size) -> Double {
        switch guide {
        case .horizontal(let h):
            switch h {
            case .leading: return 0
            case .center: return size.width / 2
            case .trailing: return size.width
            case .custom(let key): return key.defaultValue(in: GuideDimensions(width: size.width, height: size.height))
            }
        case .vertical(let v):
            switch v {
            case .top: return 0
            case .center: return size.height / 2
            case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
            case .custom(let key): return key.defaultValue(in: GuideDimensions(width: size.width, height: size.height))
            }
        }
    }
}

/// An explicit value of one alignment guide for a view (SwiftUI's `alignmentGuide(_:computeValue:)`),
/// computed from the view's dimensions. Two specs are equal when they are the same spec.
///
/// ```swift
/// Node(.alignmentGuide(AlignmentGuideSpec(.horizontal(.leading)) { d in d.width / 2 }), children: [label])
/// ```
public struct AlignmentGuideSpec: Hashable, Sendable {
    /// A horizontal or a vertical guide.
    public enum Guide: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
        var name: String {
            switch self {
            case .horizontal(let h): return h.rawValue
            case .vertical(let v): return v.rawValue
            }
        }
        /// The standard guides (edges and centres), which need no work when no view sets them.
        var isStandard: Bool {
            switch self {
            case .horizontal(let h): if case .custom = h { return false } else { return true }
            case .vertical(let v):
                switch v {
                case .top, .center, .bottom: return true
                default: return false
                }
            }
        }
    }
    final class Box: Sendable {
        let compute: @Sendable (GuideDimensions) -> Double
        init(_ compute: @escaping @Sendable (GuideDimensions) -> Double) { self.compute = compute }
    }
    public let guide: Guide
    let box: Box
    public init(_ guide: Guide, compute: @escaping @Sendable (GuideDimensions) -> Double) {
        self.guide = guide
        box = Box(compute)
    }
    public func value(in d: GuideDimensions) -> Double { box.compute(d) }
    public static func == (a: AlignmentGuideSpec, b: AlignmentGuideSpec) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
