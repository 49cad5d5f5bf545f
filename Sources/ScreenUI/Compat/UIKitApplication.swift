import Foundation
import ScreenLayout

/// Insets in UIKit's terms (left and right), as `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The running app, as UIKit's `UIApplication`: `UIApplication.shared.windows.first` is the
/// snapshot's screen, so `.safeAreaInsets` reads the device's safe area (the status bar and home
/// indicator on an iPhone 17 Pro: 62 and 34 pt). Opening URLs does nothing in a still.
///
/// ```swift
/// .padding(.top, UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0)
/// ```
@MainActor @preconcurrency
public final class UIApplication {
    public static let shared = UIApplication()

    /// The one scene, showing the snapshot's screen.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.current] }
    /// The snapshot's window (deprecated on iOS 15, still common).
    public var windows: [UIWindow] { UIWindowScene.current.windows }
    public var keyWindow: UIWindow? { UIWindowScene.current.keyWindow }
    public var applicationState: State { .active }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }

    public enum State: Int, Sendable { case active, inactive, background }
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public static let openSettingsURLString = "app-settings:"
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// A scene of the app, as UIKit's `UIScene`.
@MainActor @preconcurrency
open class UIScene: Hashable {
    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var activationState: ActivationState { .foregroundActive }
    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
}

/// The scene that shows the snapshot's screen, as UIKit's `UIWindowScene`.
@MainActor @preconcurrency
public final class UIWindowScene: UIScene {
    static let current = UIWindowScene()
    public let screen = UIScreen.main
    public var windows: [UIWindow] { [UIWindow.snapshot] }
    public var keyWindow: UIWindow? { UIWindow.snapshot }
    public var interfaceOrientation: UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A window, as UIKit's `UIWindow`: the snapshot's window covers the screen and has its safe area.
@MainActor @preconcurrency
open class UIWindow: UIView {
    static let snapshot = UIWindow(frame: .zero)
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { self === UIWindow.snapshot }
    open var windowScene: UIWindowScene? { UIWindowScene.current }
    open func makeKeyAndVisible() {}

    open override var frame: CGRect {
        get { self === UIWindow.snapshot ? UIScreen.main.bounds : super.frame }
        set { super.frame = newValue }
    }

    /// The snapshot device's safe area for its window.
    open override var safeAreaInsets: UIEdgeInsets {
        guard self === UIWindow.snapshot else { return .zero }
        let insets = (ResolveContext.current?.environment ?? EnvironmentValues()).layoutEnvironment.device.safeArea
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}

/// A layer, as Core Animation's `CALayer` when UIKit code styles a view: values are kept,
/// nothing draws them.
@MainActor @preconcurrency
open class CALayer {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var opacity: Float = 1
    open var isHidden = false
    public private(set) var sublayers: [CALayer]?
    public init() {}
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    open func removeFromSuperlayer() {}
}

/// A scroll view, as UIKit's `UIScrollView`, for representables that configure one.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isPagingEnabled = false
    open var isScrollEnabled = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var decelerationRate = DecelerationRate.normal
    open weak var delegate: (any UIScrollViewDelegate)?
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate`; never called in a still.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {}

/// A text view, as UIKit's `UITextView`, for representables that configure one.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    open var text: String! = ""
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset: UIEdgeInsets = .zero
}

/// A text view's delegate, as UIKit's `UITextViewDelegate`; never called in a still.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {}

/// Text alignment, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// A visual effect (blur or vibrancy), as UIKit's `UIVisualEffect`.
@MainActor @preconcurrency
open class UIVisualEffect {
    public init() {}
}

/// A blur, as UIKit's `UIBlurEffect`.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    public let style: Style
    public init(style: Style) {
        self.style = style
        super.init()
    }
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// A view with a visual effect, as UIKit's `UIVisualEffectView`.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    /// Without an effect (`UIVisualEffectView()`), as UIKit allows.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }
}
