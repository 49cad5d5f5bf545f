/// The models of a container, in insertion order, as SwiftData's `ModelContext`: insert,
/// delete, fetch with a ``FetchDescriptor`` (Foundation's `Predicate` and `SortDescriptor`).
/// `save()` keeps nothing anywhere else: a snapshot's models live as long as the test.
///
/// ```swift
/// context.insert(Trip(name: "Lisbon", code: "LIS"))
/// let trips = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
/// ```
public final class ModelContext {
    /// The models, shared by every context of one container (a model actor's context and the
    /// main context see the same models, as after a save on iOS).
    let store: ModelStore
    private var objects: [ObjectIdentifier: [AnyObject]] {
        get { store.objects }
        set { store.objects = newValue }
    }
    /// The container this context belongs to (nil for one made on its own).
    public internal(set) weak var container: ModelContainer?
    public var autosaveEnabled = true
    public private(set) var hasChanges = false

    public init() { store = ModelStore() }
    public init(_ container: ModelContainer) {
        store = container.store
        self.container = container
    }

    public func insert<T: PersistentModel>(_ model: T) {
        var list = objects[ObjectIdentifier(T.self), default: []]
        guard !list.contains(where: { $0 === model }) else { return }
        list.append(model)
        objects[ObjectIdentifier(T.self)] = list
        hasChanges = true
    }

    public func delete<T: PersistentModel>(_ model: T) {
        objects[ObjectIdentifier(T.self)]?.removeAll { $0 === model }
        hasChanges = true
    }

    /// Deletes every model of `type` that `predicate` selects (all of them without one).
    public func delete<T: PersistentModel>(model type: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        let doomed = try fetch(FetchDescriptor<T>(predicate: predicate))
        for model in doomed { delete(model) }
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = (objects[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty {
            // Stable: equal elements keep their insertion order.
            models = models.enumerated().sorted { a, b in
                for sort in descriptor.sortBy {
                    switch sort.compare(a.element, b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        let start = min(descriptor.fetchOffset ?? 0, models.count)
        let end = descriptor.fetchLimit.map { min(models.count, start + $0) } ?? models.count
        return Array(models[start..<end])
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    public func save() throws { hasChanges = false }
    public func rollback() {}
    public func processPendingChanges() {}
}

/// What to fetch: a predicate, a sort order, a limit and an offset.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The models of a container by type, in insertion order; read and written under a lock, as a
/// model actor's context may work on another thread than the main context.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var models: [ObjectIdentifier: [AnyObject]] = [:]
    var objects: [ObjectIdentifier: [AnyObject]] {
        get { lock.withLock { models } }
        set { lock.withLock { models = newValue } }
    }
}
