/// A traditional flash motif the sample photos are drawn from.
///
/// ```swift
/// Motif.swallow.title  // "Swallow"
/// ```
public enum Motif: String, CaseIterable, Hashable, Sendable {
    case rose, swallow, anchor, dagger, heartBanner, snake, panther, moth, skull, spiderWeb, horseshoe, koi

    public var title: String {
        switch self {
        case .rose: return "Rose"
        case .swallow: return "Swallow"
        case .anchor: return "Anchor"
        case .dagger: return "Dagger"
        case .heartBanner: return "Heart & banner"
        case .snake: return "Snake"
        case .panther: return "Panther"
        case .moth: return "Moth"
        case .skull: return "Skull"
        case .spiderWeb: return "Spider web"
        case .horseshoe: return "Horseshoe"
        case .koi: return "Koi"
        }
    }
}
