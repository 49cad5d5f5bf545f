import Theme

extension Freshness {
    /// The token that colours an item's dot and its days-left label.
    public var color: ColorName {
        switch self {
        case .fresh: return .fresh
        case .expiring: return .expiring
        case .expired: return .expired
        }
    }
}
