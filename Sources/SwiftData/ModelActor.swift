/// An actor that works on a container's models off the main actor, as SwiftData's `ModelActor`:
/// `@ModelActor actor Importer { … }` gets `modelContainer`, `modelExecutor`, `modelContext`
/// and `init(modelContainer:)`. Its context shares the container's models with the main
/// context, so what it inserts is what the views fetch.
///
/// ```swift
/// @ModelActor actor Importer {
///     func add(_ names: [String]) throws { for name in names { modelContext.insert(Trip(name: name)) }; try modelContext.save() }
/// }
/// ```
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The context this actor works in.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// What a model actor's work runs with: its context.
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` makes: it holds the actor's context.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// Makes an actor a ``ModelActor``: adds `modelExecutor`, `modelContainer` and
/// `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "ScreenUIMacros", type: "ModelActorMacro")
