import Foundation

/// A UIKit gesture recognizer, as `UIGestureRecognizer`, for code that builds one (often for
/// `UIGestureRecognizerRepresentable`): a still is never touched, so it never recognizes.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var name: String?
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    public internal(set) weak var view: UIView?
    open var state: State { .possible }
    open var numberOfTouches: Int { 0 }

    public init() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func require(toFail other: UIGestureRecognizer) {}

    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

/// A pan, as UIKit's `UIPanGestureRecognizer`: no translation or velocity in a still.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A tap, as UIKit's `UITapGestureRecognizer`.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press, as UIKit's `UILongPressGestureRecognizer`.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}

/// A pinch, as UIKit's `UIPinchGestureRecognizer`.
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// A gesture recognizer's delegate, as UIKit's `UIGestureRecognizerDelegate`; its methods
/// (all optional on iOS) are never called in a still.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// A UIKit gesture recognizer attached to a SwiftUI view (iOS 18), as
/// `UIGestureRecognizerRepresentable`: the type compiles and `.gesture(_:)` takes it; a still
/// is never touched, so the recognizer is not made.
///
/// ```swift
/// struct Pan: UIGestureRecognizerRepresentable {
///     func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
///     func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a gesture recognizer representable's methods are handed.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    public var environment: EnvironmentValues
}

/// Converts a recognizer's locations into SwiftUI coordinate spaces; a still has none to convert.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    public func location(in space: some CoordinateSpaceProtocol = .local) -> CGPoint { .zero }
    public func translation(in space: some CoordinateSpaceProtocol = .local) -> CGPoint? { nil }
    public func velocity(in space: some CoordinateSpaceProtocol = .local) -> CGPoint? { nil }
}
