import Foundation

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
    var store: ModelStore { context.store }
    /// The plan the app would migrate an older store with (a snapshot starts with none).
    public let migrationPlan: (any SchemaMigrationPlan.Type)?

    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        schema = Schema(forTypes)
        self.configurations = configurations
        migrationPlan = nil
        context = ModelContext()
        context.container = self
    }

    public convenience init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        try self.init(for: schema, migrationPlan: nil, configurations: configurations)
    }

    /// With the migration plan the app's store would go through (there is no older store here).
    public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        self.configurations = configurations
        self.migrationPlan = migrationPlan
        context = ModelContext()
        context.container = self
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
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
    /// With where iCloud would sync it and the app group it would live in (neither is used here).
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(name, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(name, isStoredInMemoryOnly: false)
    }

    /// The iCloud database a configuration syncs with.
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        public static let automatic = CloudKitDatabase(name: "automatic")
        public static let none = CloudKitDatabase(name: "none")
        public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(name: container) }
    }
    /// The app group a configuration's store lives in.
    public struct GroupContainer: Hashable, Sendable {
        let name: String
        public static let automatic = GroupContainer(name: "automatic")
        public static let none = GroupContainer(name: "none")
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
    }
}
