import Foundation

/// UIKit's appearance proxies (`UINavigationBar.appearance().tintColor = …`), which older
/// SwiftUI code sets in an initialiser to restyle bars. The kit draws the bars itself and does
/// not apply them: a bar drawn after its class's proxy was asked for reports it (the setting
/// lasts for the process, as on iOS). `UITableView.appearance()` changes nothing on iOS 16 and
/// later (lists are collection views), and nothing here.
@MainActor
enum UIKitAppearance {
    private(set) static var customised: Set<String> = []
    static func touch(_ name: String) { customised.insert(name) }
    /// The finding for a bar of `name`, when its proxy was set.
    static func finding(for name: String) -> String? {
        customised.contains(name) ? "\(name).appearance() settings (the kit draws the bar as iOS does by default)" : nil
    }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance` (and the tab bar's and
/// toolbar's, which share its shape).
@MainActor @preconcurrency
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var backgroundImage: UIImage?
    public init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
}
open class UIToolbarAppearance: UIBarAppearance {}

/// A tab bar item's look in each state.
@MainActor @preconcurrency
open class UITabBarItemAppearance {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init() {}
}

@MainActor @preconcurrency
open class UITabBarItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    init() {}
}

/// The navigation bar, as far as apps restyle it through `appearance()`.
open class UINavigationBar: UIView {
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    private static let proxy = UINavigationBar()
    open class func appearance() -> UINavigationBar {
        UIKitAppearance.touch("UINavigationBar")
        return proxy
    }
}

/// The tab bar, as far as apps restyle it through `appearance()`.
open class UITabBar: UIView {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?
    private static let proxy = UITabBar()
    open class func appearance() -> UITabBar {
        UIKitAppearance.touch("UITabBar")
        return proxy
    }
}

/// The segmented control behind `.pickerStyle(.segmented)`.
open class UISegmentedControl: UIView {
    open var selectedSegmentTintColor: UIColor?
    open var selectedSegmentIndex = 0
    private var attributes: [Int: [NSAttributedString.Key: Any]] = [:]
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[Int(state.rawValue)] = attributes
    }
    private static let proxy = UISegmentedControl()
    open class func appearance() -> UISegmentedControl {
        UIKitAppearance.touch("UISegmentedControl")
        return proxy
    }
}

/// The page dots of a paged `TabView` (not drawn in a still).
open class UIPageControl: UIView {
    open var numberOfPages = 0
    open var currentPage = 0
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
    open var hidesForSinglePage = false
    private static let proxy = UIPageControl()
    open class func appearance() -> UIPageControl { proxy }
}

/// Lists are collection views since iOS 16: their proxies change nothing a list draws.
open class UITableView: UIScrollView {
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    private static let proxy = UITableView()
    open class func appearance() -> UITableView { proxy }
}

open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    open var selectionStyle = 0
    private static let proxy = UITableViewCell()
    open class func appearance() -> UITableViewCell { proxy }
}

/// A control's states, as UIKit's `UIControl.State`.
@MainActor @preconcurrency
open class UIControl: UIView {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
        public static let focused = State(rawValue: 8)
    }
}

/// The text attributes UIKit adds to `NSAttributedString.Key` (Linux's Foundation has none).
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let shadow = NSAttributedString.Key("NSShadow")
}
