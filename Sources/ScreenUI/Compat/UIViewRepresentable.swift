import ScreenLayout

/// A UIKit view, as far as SwiftUI code builds and configures one inside a representable:
/// its frame, colours and subviews are kept; nothing draws it.
@MainActor @preconcurrency
open class UIView {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    open var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []

    open var contentMode = ContentMode.scaleToFill
    open var isUserInteractionEnabled = true
    open var isOpaque = true
    public let layer = CALayer()
    public private(set) weak var superview: UIView?

    public init(frame: CGRect = .zero) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    /// The view's own rect: at the origin, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The safe area of the snapshot's screen for a window; none for other views.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
    open func insertSubview(_ view: UIView, at index: Int) {
        view.superview = self
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) { recognizer.view = self }

    /// How a view fills its bounds, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func sizeToFit() {}
}

/// A UIKit view controller, as far as a representable makes one.
@MainActor @preconcurrency
open class UIViewController {
    open var view: UIView! = UIView()
    open var title: String?
    public init() {}
    open func viewDidLoad() {}
}

/// A UIKit view in SwiftUI, as `UIViewRepresentable`: the file compiles, and a snapshot shows
/// a grey box that fills the proposal, marked with an unsupported-view finding naming the type,
/// since a UIKit view cannot be drawn on Linux. `makeUIView` is not called.
///
/// ```swift
/// struct MapView: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIView { UIView() }
///     func updateUIView(_ view: UIView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    @MainActor public var body: Never { fatalError("\(Self.self) is a UIKit view and has no body") }
    public func _nodes(in context: ResolveContext) -> [Node] { [UIKitStandIn.node(for: "UIViewRepresentable \(Self.self)")] }
}

/// A UIKit view controller in SwiftUI, as `UIViewControllerRepresentable`: drawn as
/// ``UIViewRepresentable`` is, a marked grey box.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    @MainActor public var body: Never { fatalError("\(Self.self) is a UIKit view controller and has no body") }
    public func _nodes(in context: ResolveContext) -> [Node] { [UIKitStandIn.node(for: "UIViewControllerRepresentable \(Self.self)")] }
}

/// What a representable's methods are handed.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

/// The grey box a UIKit view stands as (``Image/missing(feature:fix:_:_:frame:)``), filling
/// what it is offered, with its finding.
@MainActor
enum UIKitStandIn {
    static func node(for what: String) -> Node {
        Image.missing(
            feature: "\(what): a UIKit view, which the kit cannot draw", fix: "snapshot a SwiftUI stand-in for it, or accept the finding",
            what, 0, frame: FrameSpec(maxWidth: .infinity, maxHeight: .infinity))
    }
}

/// UIKit fonts as SwiftUI code hands them to `Font(_:)`: a text style (scaling with Dynamic
/// Type) or a system size and weight.
public struct UIFont: Hashable, Sendable {
    let font: Font
    public let pointSize: CGFloat

    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        let size: CGFloat
        public static let largeTitle = TextStyle(style: .largeTitle, size: 34)
        public static let title1 = TextStyle(style: .title, size: 28)
        public static let title2 = TextStyle(style: .title2, size: 22)
        public static let title3 = TextStyle(style: .title3, size: 20)
        public static let headline = TextStyle(style: .headline, size: 17)
        public static let subheadline = TextStyle(style: .subheadline, size: 15)
        public static let body = TextStyle(style: .body, size: 17)
        public static let callout = TextStyle(style: .callout, size: 16)
        public static let footnote = TextStyle(style: .footnote, size: 13)
        public static let caption1 = TextStyle(style: .caption, size: 12)
        public static let caption2 = TextStyle(style: .caption2, size: 11)
    }

    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight)
        public static let thin = Weight(weight: .thin)
        public static let light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular)
        public static let medium = Weight(weight: .medium)
        public static let semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold)
        public static let heavy = Weight(weight: .heavy)
        public static let black = Weight(weight: .black)
    }

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: Font(base: .style(style.style)), pointSize: style.size)
    }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(font: .system(size: size).italic(), pointSize: size) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight, design: .monospaced), pointSize: size)
    }
    public func withSize(_ size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }
}

extension Font {
    /// A UIKit font, as SwiftUI's `Font(_ font: UIFont)`.
    public init(_ font: UIFont) { self = font.font }
}
