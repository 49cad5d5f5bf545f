/// A version of the app's models, as SwiftData's `VersionedSchema`: its number and its model
/// types (usually nested in the enum that conforms).
///
/// ```swift
/// enum SchemaV2: VersionedSchema {
///     static var versionIdentifier = Schema.Version(2, 0, 0)
///     static var models: [any PersistentModel.Type] { [Prospect.self] }
/// }
/// ```
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next, as SwiftData's `SchemaMigrationPlan`.
/// A snapshot's container starts empty, so no stage runs; a test can still read the plan.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan.
public enum MigrationStage: @unchecked Sendable {
    /// A change SwiftData makes alone (a property added, renamed with its original name kept).
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A change with the app's own work before and after.
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?)

    /// The versions the stage goes between.
    public var versions: (from: Schema.Version, to: Schema.Version) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): (from.versionIdentifier, to.versionIdentifier)
        }
    }
}
