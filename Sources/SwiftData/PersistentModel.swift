/// A class whose instances a ``ModelContext`` holds, as SwiftData's: `@Model` makes a class
/// one. Two models are equal when they are the same object.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The object's identity, unless the model declares an `id` of its own.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
    /// The identity a store would give the object.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
}

/// The identity of a model object.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}
