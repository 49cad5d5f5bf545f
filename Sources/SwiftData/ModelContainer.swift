/// Where a snapshot's models live: in memory, whatever the configuration says (a still never
/// writes a store). Its ``mainContext`` is what `.modelContainer(_:)` hands the views.
///
/// ```swift
/// let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Trip(name: "Lisbon", code: "LIS"))
/// assertViewSnapshot(of: TripList().modelContainer(container), named: "Trips")
/// ```
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    private let context: ModelContext

    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        schema = Schema(forTypes)
        self.configurations = configurations
        context = ModelContext()
        context.container = self
    }

    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        self.configurations = configurations
        context = ModelContext()
        context.container = self
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// The context views read and write.
    @MainActor public var mainContext: ModelContext { context }
}

/// How a container would store its models; a snapshot keeps them in memory in any case.
public struct ModelConfiguration: Sendable {
    public var name: String?
    public var isStoredInMemoryOnly: Bool
    public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false) {
        self.name = name
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.init(name, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}
