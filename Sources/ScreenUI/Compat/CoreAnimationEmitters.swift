import Foundation

/// A particle emitter layer, as Core Animation's `CAEmitterLayer`, for representables that
/// configure one. A still shows no particles: the representable's view is drawn as every UIKit
/// view in a representable is, a grey box reported at its call site.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    open var emitterCells: [CAEmitterCell]?
    open var emitterPosition: CGPoint = .zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize = .zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    open var preservesDepth = false
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
    open var beginTime: CFTimeInterval = 0
    open var name: String?
    public override init() { super.init() }
}

/// One kind of particle, as `CAEmitterCell`.
open class CAEmitterCell: NSObject, @unchecked Sendable {
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var emitterCells: [CAEmitterCell]?
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    public override init() {}
}

/// The shape particles leave from, as `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point"), line = Self(rawValue: "line"), rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid"), circle = Self(rawValue: "circle"), sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles leave from, as `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points"), outline = Self(rawValue: "outline"), surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// How particles are composited, as `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered"), oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast"), backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// Groups layer changes, as Core Animation's `CATransaction`: a still has no animations to group.
public enum CATransaction {
    public static func begin() {}
    public static func commit() {}
    public static func flush() {}
    public static func setDisableActions(_ flag: Bool) {}
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}
    public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
    public static func disableActions() -> Bool { true }
}

/// A span of seconds, as Core Foundation's `CFTimeInterval` (missing from Linux's Foundation).
public typealias CFTimeInterval = Double

/// The current media time, as Core Animation's `CACurrentMediaTime()`: seconds since boot.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// A layer animation, as Core Animation's `CAAnimation`: a still shows a layer at rest, so an
/// added animation changes nothing drawn.
open class CAAnimation: NSObject, @unchecked Sendable {
    open var duration: CFTimeInterval = 0.25
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var timingFunction: CAMediaTimingFunction?
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    public override init() {}
}

/// An animation of one property, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another, as `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// Through several values, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
}

/// Several animations together, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?
}

/// An animation's pacing, as `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn"), easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut"), `default` = Self(rawValue: "default")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = Self(rawValue: "forwards"), backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both"), removed = Self(rawValue: "removed")
}

extension CALayer {
    /// Adds an animation: a still shows the layer at rest.
    public func add(_ animation: CAAnimation, forKey key: String?) {}
    public func removeAnimation(forKey key: String) {}
    public func removeAllAnimations() {}
    public func animation(forKey key: String) -> CAAnimation? { nil }
}
