import SwiftData
import Testing

@testable import ScreenUI

/// `@ModelActor` and schema migrations as SwiftData apps declare them: an actor that imports
/// models off the main actor into the container the views read, and a plan a test can read.
@ModelActor
actor TripImporter {
    func importTrips(_ names: [String]) throws -> Int {
        for (index, name) in names.enumerated() { modelContext.insert(Trip(name: name, nights: index + 1, code: "T\(index)")) }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Trip>())
    }
}

enum TripSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Trip.self] }
}

enum TripSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 1, 0) }
    static var models: [any PersistentModel.Type] { [Trip.self, Stop.self] }
}

enum TripMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TripSchemaV1.self, TripSchemaV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: TripSchemaV1.self, toVersion: TripSchemaV2.self)] }
}

@MainActor
@Suite struct ModelActorTests {
    @Test func aModelActorsInsertsAreWhatTheViewsFetch() async throws {
        let container = try ModelContainer(for: Trip.self)
        let importer = TripImporter(modelContainer: container)
        #expect(try await importer.importTrips(["Lisbon", "Oslo"]) == 2)
        let trips = try container.mainContext.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        #expect(trips.map(\.name) == ["Lisbon", "Oslo"])
        #expect(renderedStrings(of: TripList().modelContainer(container)).contains("Lisbon, 0 stops"))
    }

    @Test func aMigrationPlanIsKeptWithItsContainer() throws {
        let container = try ModelContainer(
            for: Schema(versionedSchema: TripSchemaV2.self), migrationPlan: TripMigrationPlan.self,
            configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(container.schema.version == Schema.Version(1, 1, 0))
        #expect(container.schema.types.count == 2)
        #expect(container.migrationPlan.map { $0.stages.map(\.versions.to) } == [Schema.Version(1, 1, 0)])
        #expect(Schema.Version(1, 0, 3) < Schema.Version(1, 1, 0))
    }
}
