import ScreenDependencies

/// The changes a step is expected to make, stated as assignments to the model's properties,
/// read from the state before the step: `$0.isSaving = false`, `$0.items.value.append(item)`
/// (through a `LiveQuery` or a child model too), `$0.pendingNotifications.append(request)`.
/// Nothing is written to the model: the store compares the state it builds from these with the
/// state the step left.
///
/// ```swift
/// try await store.send { try $0.save() } changes: {
///     $0.inputError = nil
///     $0.items.value.append(Item(id: 3, name: "Flour"))
/// }
/// ```
@MainActor
@dynamicMemberLookup
public final class StateChanges<Model: AnyObject> {
    struct Assignment {
        var keyPath: AnyKeyPath
        var before: Any
        var value: Any
    }

    let model: Model
    private(set) var assignments: [Assignment] = []
    private var notifications: [NotificationRequest]?
    private(set) var notificationsChanged = false

    init(model: Model, pendingNotifications: [NotificationRequest]?) {
        self.model = model
        notifications = pendingNotifications
    }

    /// A value of the model (a stored or tracked property, through any path).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
        get { read(keyPath) }
        set { write(keyPath, newValue) }
    }

    /// An object the model holds (a `LiveQuery`, a child model): its properties in turn.
    public subscript<Object: AnyObject>(dynamicMember keyPath: KeyPath<Model, Object>) -> Path<Object> {
        Path(changes: self, keyPath: keyPath)
    }

    /// The same, through an optional object.
    public subscript<Object: AnyObject>(dynamicMember keyPath: KeyPath<Model, Object?>) -> Path<Object>? {
        guard model[keyPath: keyPath] != nil else { return nil }
        return Path(changes: self, keyPath: keyPath.appending(path: \Object?.!))
    }

    /// The local notifications pending after the step (by fire date, then id), when the store
    /// watches a notification scheduler.
    public var pendingNotifications: [NotificationRequest] {
        get { notifications ?? [] }
        set {
            notifications = newValue
            notificationsChanged = true
        }
    }

    /// A value read from the state before the step, or as stated earlier in the same closure.
    func read<Value>(_ keyPath: KeyPath<Model, Value>) -> Value {
        if let stated = assignments.last(where: { $0.keyPath == keyPath }) { return stated.value as! Value }  // stored as Value
        return model[keyPath: keyPath]
    }

    func write<Value>(_ keyPath: KeyPath<Model, Value>, _ value: Value) {
        if let index = assignments.firstIndex(where: { $0.keyPath == keyPath }) {
            assignments[index].value = value
        } else {
            assignments.append(Assignment(keyPath: keyPath, before: model[keyPath: keyPath], value: value))
        }
    }

    /// A path into an object the model holds.
    @MainActor
    @dynamicMemberLookup
    public struct Path<Object: AnyObject> {
        let changes: StateChanges<Model>
        let keyPath: KeyPath<Model, Object>

        public subscript<Value>(dynamicMember member: KeyPath<Object, Value>) -> Value {
            get { changes.read(keyPath.appending(path: member)) }
            nonmutating set { changes.write(keyPath.appending(path: member), newValue) }
        }

        public subscript<Inner: AnyObject>(dynamicMember member: KeyPath<Object, Inner>) -> Path<Inner> {
            Path<Inner>(changes: changes, keyPath: keyPath.appending(path: member))
        }
    }
}
