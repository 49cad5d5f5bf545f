import SwiftData
import Testing

@testable import ScreenUI

/// A model file and a view file as SwiftData apps write them (Apple's templates and sample
/// code), compiled with only `import SwiftUI` changed.
@Model final class Trip {
    var name: String
    var nights: Int
    @Attribute(.unique) var code: String
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var scratch = 0

    init(name: String, nights: Int, code: String) {
        self.name = name
        self.nights = nights
        self.code = code
    }
}

@Model final class Stop {
    var title: String
    var trip: Trip?
    init(title: String) { self.title = title }
}

struct TripList: View {
    @Query(sort: \Trip.name) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.nights > 3 }, sort: [SortDescriptor(\Trip.nights, order: .reverse)]) private var long: [Trip]
    @Environment(\.modelContext) private var context

    var body: some View {
        List {
            Section("All") {
                ForEach(trips) { trip in Text("\(trip.name), \(trip.stops.count) stops") }
            }
            Section("Long") {
                ForEach(long) { Text($0.name) }
            }
        }
    }
}

struct TripEditor: View {
    @Bindable var trip: Trip
    var body: some View {
        Form { TextField("Name", text: $trip.name) }
    }
}

@MainActor
@Suite struct SwiftDataTests {
    func container() throws -> ModelContainer {
        let container = try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let oslo = Trip(name: "Oslo", nights: 5, code: "OSL")
        oslo.stops = [Stop(title: "Harbour"), Stop(title: "Museum")]
        for trip in [oslo, Trip(name: "Berlin", nights: 2, code: "BER"), Trip(name: "Lisbon", nights: 7, code: "LIS")] {
            container.mainContext.insert(trip)
        }
        return container
    }

    @Test func queriesFetchFromTheContainerInTheEnvironmentFilteredAndSorted() throws {
        let strings = renderedStrings(of: TripList().modelContainer(try container()))
        #expect(strings == ["ALL", "Berlin, 0 stops", "Lisbon, 0 stops", "Oslo, 2 stops", "LONG", "Lisbon", "Oslo"])
    }

    @Test func withoutAContainerAQueryShowsNoModels() {
        #expect(renderedStrings(of: TripList()) == ["ALL", "LONG"])
        #expect(renderedStrings(of: TripList().modelContainer(for: Trip.self, inMemory: true)) == ["ALL", "LONG"])
    }

    @Test func contextsFetchDeleteAndLimitAsSwiftDataDoes() throws {
        let context = try container().mainContext
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.nights)])
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.code) == ["BER", "OSL"])
        try context.delete(model: Trip.self, where: #Predicate { $0.nights < 3 })
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
        let lisbon = try #require(try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.code == "LIS" })).first)
        context.delete(lisbon)
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
        #expect(lisbon == lisbon && lisbon.id == ObjectIdentifier(lisbon))
    }

    @Test func aModelIsBindableInAnEditor() throws {
        let trip = Trip(name: "Kyoto", nights: 4, code: "KIX")
        #expect(renderedStrings(of: TripEditor(trip: trip)).contains("Kyoto"))
    }
}

/// The shape of Xcode's SwiftData app template: a timestamped item model, a split view whose
/// list adds and deletes items through the environment's context, and an app whose window
/// group carries the container.
@Model final class LogEntry {
    var timestamp: Date
    init(timestamp: Date) { self.timestamp = timestamp }
}

struct LogView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var entries: [LogEntry]

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(entries) { entry in
                    NavigationLink {
                        Text("Entry at \(entry.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
                    } label: {
                        Text(entry.timestamp, format: Date.FormatStyle(date: .numeric, time: .omitted))
                    }
                }
                .onDelete(perform: deleteEntries)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
                ToolbarItem { Button(action: addEntry) { Label("Add Entry", systemImage: "plus") } }
            }
        } detail: {
            Text("Select an entry")
        }
    }

    private func addEntry() {
        withAnimation { modelContext.insert(LogEntry(timestamp: Date())) }
    }

    private func deleteEntries(offsets: IndexSet) {
        withAnimation {
            for index in offsets { modelContext.delete(entries[index]) }
        }
    }
}

struct LogApp: App {
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([LogEntry.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup { LogView() }
            .modelContainer(sharedModelContainer)
    }
}

@MainActor
@Suite struct SwiftDataTemplateTests {
    @Test func theTemplatesListShowsTheInsertedEntriesInOrder() throws {
        let container = try ModelContainer(for: LogEntry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for day in [3.0, 1.0] { container.mainContext.insert(LogEntry(timestamp: Date(timeIntervalSince1970: day * 86_400))) }
        let strings = renderedStrings(of: LogView().modelContainer(container))
        #expect(strings.contains("1/4/1970"))
        #expect(strings.contains("1/2/1970"))
        #expect(strings.firstIndex(of: "1/4/1970")! < strings.firstIndex(of: "1/2/1970")!)
        _ = LogApp().body
    }
}
