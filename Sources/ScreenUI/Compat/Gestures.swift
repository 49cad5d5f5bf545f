// Gestures, as SwiftUI's: a still receives no touches, so their callbacks never run; the
// types exist so that views declaring them compile and draw at rest.

/// A gesture, as SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

public struct DragGesture: Gesture {
    public struct Value: Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Sendable { public var location = CGPoint.zero }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Sendable { public var magnification: CGFloat = 1 }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Sendable { public var rotation = Angle.zero }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// State a gesture updates while it runs, as SwiftUI's `@GestureState`: its initial value in a still.
@propertyWrapper
public struct GestureState<Value> {
    let value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    public var wrappedValue: Value { value }
    public var projectedValue: GestureState<Value> { self }
}
