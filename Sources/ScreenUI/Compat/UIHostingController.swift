/// A SwiftUI view in UIKit, as `UIHostingController`: code that wraps a view for a UIKit
/// container compiles, and a test can render the controller's `rootView` as it renders any
/// view (the controller itself is drawn nowhere: UIKit does not run here).
///
/// ```swift
/// let controller = UIHostingController(rootView: DetailView(item: item))
/// assertViewSnapshot(of: controller.rootView, named: "Detail")
/// ```
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public var sizingOptions: UIHostingControllerSizingOptions = []
    public var safeAreaRegions: SafeAreaRegions = .all
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// The size the root view takes for a proposal (the proposal itself: nothing measures here).
    public func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// How a hosting controller sizes itself, as UIKit's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

extension UIViewController: Hashable {
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
