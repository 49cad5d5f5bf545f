import ScreenUI

/// The models a view shows, fetched from the ``ModelContext`` in its environment when its body
/// is evaluated, as SwiftData's `@Query`: filtered by a `#Predicate`, sorted by key paths or
/// `SortDescriptor`s, limited by a ``FetchDescriptor``. Without a container in the environment
/// it reads an empty context, and the view shows no models.
///
/// ```swift
/// @Query(sort: \Trip.name) private var trips: [Trip]
/// @Query(filter: #Predicate<Trip> { $0.isFavourite }, sort: [SortDescriptor(\.name)]) private var favourites: [Trip]
/// ```
@MainActor @propertyWrapper
public struct Query<Element: PersistentModel> {
    public let fetchDescriptor: FetchDescriptor<Element>

    public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), animation: Animation? = nil) {
        fetchDescriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        fetchDescriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        fetchDescriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        fetchDescriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// The models, fetched now. A predicate that cannot be evaluated stops the render with a
    /// message naming the model type, rather than showing an empty list as if it were data.
    public var wrappedValue: [Element] {
        let context = Environment(\.modelContext).wrappedValue
        do {
            return try context.fetch(fetchDescriptor)
        } catch {
            fatalError("@Query of \(Element.self) could not evaluate its predicate: \(error)")
        }
    }

    /// The context the models came from, as `modelContext` on iOS.
    public var modelContext: ModelContext { Environment(\.modelContext).wrappedValue }
}

extension EnvironmentValues {
    /// The context `@Query` fetches from and views insert into: the container's main context
    /// set by `.modelContainer(_:)`, else an empty one.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext() }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension Scene {
    /// The app's container, declared on its window: a snapshot draws a view, which gets its
    /// container with the view's `.modelContainer`.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }
}

extension View {
    /// Puts the container's main context in this view's environment, for `@Query` and
    /// `@Environment(\.modelContext)`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// A fresh container for `modelType` (kept in memory), as on iOS where the app declares it
    /// on its window: its views see no models until a test inserts some.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = Result { try ModelContainer(for: modelType) }
        onSetup(container)
        return environment(\.modelContext, (try? container.get())?.mainContext ?? ModelContext())
    }

    /// A fresh container for several model types (kept in memory).
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = Result { try ModelContainer(for: Schema(modelTypes)) }
        onSetup(container)
        return environment(\.modelContext, (try? container.get())?.mainContext ?? ModelContext())
    }

    /// Puts a context in this view's environment.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}
