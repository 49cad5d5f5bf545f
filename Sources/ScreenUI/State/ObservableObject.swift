import Combine
import ScreenLayout

/// An `ObservableObject` a view observes, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An `ObservableObject` a view creates and owns, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let state: State<ObjectType>
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { state = State(wrappedValue: thunk()) }
    public var wrappedValue: ObjectType { state.wrappedValue }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: state.wrappedValue) }
}

/// An `ObservableObject` an ancestor put in the environment, as SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}
    @MainActor public var wrappedValue: ObjectType {
        guard let object = (ResolveContext.current?.environment ?? EnvironmentValues()).object(ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) is in the environment of this view. Put one there with .environmentObject(object) on an ancestor, or in the test that renders it."
            )
        }
        return object
    }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

nonisolated extension View {
    /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject`.
    @MainActor public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        changingEnvironment { $0.setObject(object, as: T.self) }
    }
}
