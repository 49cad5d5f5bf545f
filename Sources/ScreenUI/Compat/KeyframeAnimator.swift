import Foundation

/// One keyframe of a track, kept as written: where the value goes, how long it takes, and how.
public enum Keyframe<Value> {
    case linear(to: Value, duration: TimeInterval, curve: UnitCurve)
    case cubic(to: Value, duration: TimeInterval)
    case spring(to: Value, duration: TimeInterval?, spring: Spring)
    case move(to: Value)

    /// The value the keyframe ends at.
    public var target: Value {
        switch self {
        case .linear(let to, _, _), .cubic(let to, _), .spring(let to, _, _), .move(let to): to
        }
    }

    /// How long the keyframe lasts (a spring without a duration: its settling duration).
    public var duration: TimeInterval {
        switch self {
        case .linear(_, let d, _), .cubic(_, let d): d
        case .spring(_, let d, let spring): d ?? spring.settlingDuration
        case .move: 0
        }
    }
}

/// A keyframe a track holds, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
    var keyframes: [Keyframe<Value>] { get }
}

/// Moves to `to` at a constant rate (or along `timingCurve`), as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframes = [.linear(to: to, duration: duration, curve: timingCurve)]
    }
}

/// Moves to `to` along a smooth curve, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframes = [.cubic(to: to, duration: duration)]
    }
}

/// Springs to `to`, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframes = [.spring(to: to, duration: duration, spring: spring)]
    }
}

/// Jumps to `to` at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value) { keyframes = [.move(to: to)] }
}

/// The keyframes of one track, in order: what ``KeyframeTrackContentBuilder`` makes.
public struct KeyframeSequence<Value>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ keyframes: [Keyframe<Value>]) { self.keyframes = keyframes }
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(keyframe.keyframes)
    }
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { KeyframeSequence(parts.flatMap(\.keyframes)) }
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence(parts.flatMap(\.keyframes)) }
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { part ?? KeyframeSequence([]) }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
}

/// The keyframes for one property of the animated value (or for the whole value), as
/// SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value> {
    /// Which property the track moves; nil for the whole value.
    public let keyPath: WritableKeyPath<Root, Value>?
    public let keyframes: [Keyframe<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> KeyframeSequence<Value>) {
        self.keyPath = keyPath
        keyframes = content().keyframes
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> KeyframeSequence<Root>) where Root == Value {
        keyPath = \Root.self
        keyframes = content().keyframes
    }

    /// How long the track lasts: the sum of its keyframes.
    public var duration: TimeInterval { keyframes.reduce(0) { $0 + $1.duration } }

    /// `value` with this track's property at its last keyframe's target.
    func end(of value: Root) -> Root {
        guard let keyPath, let last = keyframes.last else { return value }
        var value = value
        value[keyPath: keyPath] = last.target
        return value
    }
}

/// The tracks of a keyframe animation, as SwiftUI's `Keyframes`: what ``KeyframesBuilder`` makes.
public protocol Keyframes<Value> {
    associatedtype Value
    var tracks: [KeyframeTrackSummary<Value>] { get }
}

/// One track of an animation, with its value type erased.
public struct KeyframeTrackSummary<Root> {
    public let duration: TimeInterval
    let end: (Root) -> Root
}

/// The tracks a ``KeyframesBuilder`` collected.
public struct KeyframeTracks<Value>: Keyframes {
    public let tracks: [KeyframeTrackSummary<Value>]
    public init(_ tracks: [KeyframeTrackSummary<Value>]) { self.tracks = tracks }
}

/// Builds the tracks of a keyframe animation, as SwiftUI's `KeyframesBuilder`; keyframes
/// written directly (no track) move the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<V>(_ track: KeyframeTrack<Value, V>) -> KeyframeTracks<Value> {
        KeyframeTracks([KeyframeTrackSummary(duration: track.duration, end: track.end(of:))])
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTracks<Value> where K.Value == Value {
        buildExpression(KeyframeTrack<Value, Value> { KeyframeSequence(keyframe.keyframes) })
    }
    public static func buildExpression(_ tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> { tracks }
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { KeyframeTracks(parts.flatMap(\.tracks)) }
    public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { KeyframeTracks(parts.flatMap(\.tracks)) }
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { part ?? KeyframeTracks([]) }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// A value's keyframe animation, as SwiftUI's `KeyframeTimeline`: its duration, and the value
/// at its start and end (between keyframes a still has nothing to show).
public struct KeyframeTimeline<Value> {
    public let initialValue: Value
    let tracks: [KeyframeTrackSummary<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks
    }

    /// The longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value where every track ends.
    public var finalValue: Value { tracks.reduce(initialValue) { $1.end($0) } }
}

/// SwiftUI's `KeyframeAnimator`: a view driven by a keyframe animation that repeats, or plays
/// when its trigger changes. A still is the view before the animation plays: its content at
/// the initial value (a repeating animation starts from there too).
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, repeating: true) { scale in Text("♥").scaleEffect(scale) } keyframes: { _ in
///     CubicKeyframe(1.4, duration: 0.3)
///     CubicKeyframe(1.0, duration: 0.3)
/// }                                                   // drawn at scale 1
/// ```
nonisolated public struct KeyframeAnimator<Value, Content: View>: View {
    public let timeline: KeyframeTimeline<Value>
    let content: (Value) -> Content

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>
    ) {
        timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        self.content = content
    }

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>
    ) {
        self.init(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
    }

    @MainActor public var body: some View { content(timeline.initialValue) }
}

nonisolated extension View {
    /// Drives the view with a repeating keyframe animation, as SwiftUI's `keyframeAnimator`; a
    /// still shows it at `initialValue`.
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView<Self>(content: self), $0) },
            keyframes: keyframes)
    }

    /// Plays a keyframe animation each time `trigger` changes; at rest, and so in a still, the
    /// view is at `initialValue`.
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView<Self>(content: self), $0) }, keyframes: keyframes)
    }
}

/// A spring's motion, as SwiftUI's `Spring` (iOS 17): by duration and bounce, or by response
/// and damping ratio.
public struct Spring: Hashable, Sendable {
    /// The perceptual duration, seconds.
    public let duration: TimeInterval
    /// −1…1: 0 is critically damped, above bounces.
    public let bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        self.init(response: response, dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
    }

    public var response: Double { duration }
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// About how long until the spring is at rest: its duration, longer the more it bounces.
    public var settlingDuration: TimeInterval { duration * (1 + 2 * max(0, bounce)) }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

/// A timing curve from 0 to 1, as SwiftUI's `UnitCurve`: cubic Bézier control points.
public struct UnitCurve: Hashable, Sendable {
    public let startControlPoint: UnitPoint
    public let endControlPoint: UnitPoint

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let circularEaseIn = bezier(startControlPoint: UnitPoint(x: 0.6, y: 0.04), endControlPoint: UnitPoint(x: 0.98, y: 0.335))
    public static let circularEaseOut = bezier(startControlPoint: UnitPoint(x: 0.075, y: 0.82), endControlPoint: UnitPoint(x: 0.165, y: 1))
    public static let circularEaseInOut = bezier(startControlPoint: UnitPoint(x: 0.785, y: 0.135), endControlPoint: UnitPoint(x: 0.15, y: 0.86))
}
