import Theme

/// A length that is either a literal number of points or a spacing or dimension token,
/// resolved against the theme at layout time. An app names its spacing scale in an extension.
///
/// ```swift
/// extension Length { static let m = Length.spacing(SpacingName("space.m")) }
/// VStack(spacing: .m) { … }      // space.m from the app's DesignTokens
/// node.padding(.all, 0)
/// ```
public enum Length: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    case points(Double)
    case spacing(SpacingName)
    case dimension(DimensionName)

    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }

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
