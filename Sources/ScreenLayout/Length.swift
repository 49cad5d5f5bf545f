import Theme

/// A length that is either a literal number of points or a spacing token, resolved against the
/// theme at layout time. Screens use tokens; `0` and other literals stay possible for the kit.
///
/// ```swift
/// VStack(spacing: .m) { … }      // space.m from DesignTokens
/// node.padding(.all, 0)
/// ```
public enum Length: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    case points(Double)
    case spacing(SpacingName)
    case dimension(DimensionName)

    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }

    public static let xxs = Length.spacing(.xxs)
    public static let xs = Length.spacing(.xs)
    public static let s = Length.spacing(.s)
    public static let m = Length.spacing(.m)
    public static let l = Length.spacing(.l)
    public static let xl = Length.spacing(.xl)
    public static let xxl = Length.spacing(.xxl)
    public static let xxxl = Length.spacing(.xxxl)
    public static let huge = Length.spacing(.huge)

    func resolve(_ theme: Theme) -> Double {
        switch self {
        case .points(let v): return v
        case .spacing(let name): return theme.spacing(name)
        case .dimension(let name): return theme.dimension(name)
        }
    }

    public var description: String {
        switch self {
        case .points(let v): return fmt(v)
        case .spacing(let name): return name.path
        case .dimension(let name): return name.path
        }
    }
}
