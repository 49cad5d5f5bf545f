import Foundation
import LiveSQLite
import ModelTesting
import ScreenDependencies
import Testing

@MainActor
@Suite struct ModelStoreTests {
    let db: Database
    init() throws { db = try makeShelfDatabase() }

    func makeStore() throws -> ModelStore<ShelfModel> {
        try ModelStore(database: db) { try ShelfModel(database: db) }
    }

    @Test func aStatedChangeThatMatchesPasses() async throws {
        let store = try makeStore()
        try await store.send {
            $0.draft = "Sugar"
        } changes: {
            $0.draft = "Sugar"
        }
        try await store.send {
            try $0.add()
        } changes: {
            $0.draft = ""
            $0.lastSaved = DateGenerator.fixedInstant
            $0.items.value.append(Item(id: 3, name: "Sugar"))
            $0.count.value = 3
        }
        #expect(store.model.items.value.count == 3)
    }

    @Test func aWrongStatedValueFailsNamingTheField() async throws {
        let store = try makeStore()
        try await store.send {
            $0.draft = "Sugar"
        } changes: {
            $0.draft = "Sugar"
        }
        let messages = try await failures {
            try await store.send {
                try $0.add()
            } changes: {
                $0.draft = ""
                $0.lastSaved = DateGenerator.fixedInstant
                $0.items.value.append(Item(id: 3, name: "Salt"))
                $0.count.value = 3
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains(#"items.value[2].name: expected "Salt", actual "Sugar""#) == true)
    }

    @Test func anUnstatedChangeFails() async throws {
        let store = try makeStore()
        try await store.send {
            $0.draft = "Sugar"
        } changes: {
            $0.draft = "Sugar"
        }
        let messages = try await failures {
            try await store.send {
                try $0.add()
            } changes: {
                $0.draft = ""
                $0.lastSaved = DateGenerator.fixedInstant
                $0.items.value.append(Item(id: 3, name: "Sugar"))
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("count.value: expected 2, actual 3") == true)
    }

    @Test func partialExhaustivityChecksOnlyWhatIsStated() async throws {
        let store = try makeStore()
        store.exhaustivity = .partial
        try await store.send { $0.draft = "Sugar" }
        try await store.send {
            try $0.add()
        } changes: {
            $0.count.value = 3
        }
        let messages = try await failures {
            try await store.send {
                $0.draft = "Salt"
            } changes: {
                $0.draft = "Pepper"
            }
        }
        #expect(messages.first?.contains(#"draft: expected "Pepper", actual "Salt""#) == true)
    }

    @Test func aRefusedActionIsRethrownAfterItsStateIsChecked() async throws {
        let store = try makeStore()
        await #expect(throws: ShelfError.emptyName) {
            try await store.send {
                try $0.add()
            } changes: {
                $0.error = "Type a name first"
            }
        }
        let messages = try await failures {
            await #expect(throws: ShelfError.emptyName) {
                try await store.send {
                    try $0.add()
                } changes: {
                    $0.error = "Something else"
                }
            }
        }
        #expect(messages.first?.contains(#"error: expected "Something else", actual "Type a name first""#) == true)
    }

    @Test func aRefusedActionCanBeRequiredToLeaveTheDatabaseUnchanged() async throws {
        let store = try makeStore()
        await #expect(throws: ShelfError.emptyName) {
            try await store.send(databaseUnchanged: true) {
                try $0.add()
            } changes: {
                $0.error = "Type a name first"
            }
        }
        try await store.send {
            $0.draft = "Sugar"
        } changes: {
            $0.draft = "Sugar"
        }
        let messages = try await failures {
            try await store.send(databaseUnchanged: true) {
                try $0.add()
            } changes: {
                $0.draft = ""
                $0.error = nil
                $0.lastSaved = DateGenerator.fixedInstant
                $0.items.value.append(Item(id: 3, name: "Sugar"))
                $0.count.value = 3
            }
        }
        #expect(messages == ["The database changed in a step that must leave it unchanged:\n  table items: 3 rows, was 2"])
    }

    @Test func aDebouncedEffectIsReceivedAfterTheClockMoves() async throws {
        let store = try makeStore()
        try await store.send {
            $0.type("Su")
        } changes: {
            $0.draft = "Su"
            $0.isSaving = true
        }
        try await store.send {
            $0.type("Sugar")
        } changes: {
            $0.draft = "Sugar"
        }
        await store.clock?.advance(by: .milliseconds(500))
        try await store.receive("autosave") {
            $0.draft = ""
            $0.isSaving = false
            $0.lastSaved = DateGenerator.fixedInstant
            $0.items.value = [Item(id: 1, name: "Flour"), Item(id: 2, name: "Rice"), Item(id: 3, name: "Sugar")]
            $0.count.value = 3
        }
        try await store.finish()
    }

    @Test func aStoreThatEndsWithARunningEffectFailsNamingIt() async throws {
        let messages = try await failures {
            let store = try makeStore()
            store.timeout = .milliseconds(50)
            try await store.send {
                $0.type("Sugar")
            } changes: {
                $0.draft = "Sugar"
                $0.isSaving = true
            }
            try await store.finish()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("effects still running: 'autosave'") == true)
    }

    @Test func aStoreReleasedWithARunningEffectFailsNamingIt() async throws {
        let messages = try await failures {
            let store = try makeStore()
            try await store.send {
                $0.type("Sugar")
            } changes: {
                $0.draft = "Sugar"
                $0.isSaving = true
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("ended with effects still running: 'autosave'") == true)
    }

    @Test func anEffectNobodyReceivedFailsTheNextStep() async throws {
        let store = try makeStore()
        try await store.send {
            $0.type("Sugar")
        } changes: {
            $0.draft = "Sugar"
            $0.isSaving = true
        }
        await store.clock?.advance(by: .milliseconds(500))
        _ = await store.dependencies.effects.tracker?.waitForAll(timeout: .seconds(5))
        let messages = try await failures {
            try await store.send {
                $0.draft = "x"
            } changes: {
                $0.draft = "x"
            }
        }
        #expect(messages.first?.contains("changed outside a step") == true)
        #expect(messages.first?.contains("isSaving: expected true, actual false") == true)
    }

    @Test func scheduledNotificationsAreStateToo() async throws {
        let store = try makeStore()
        let day: TimeInterval = 86_400
        let start = DateGenerator.fixedInstant
        try await store.send {
            try $0.remind(days: 2)
        } changes: {
            $0.pendingNotifications = [
                NotificationRequest(id: "restock-1", title: "Restock", body: "", fireDate: start + day),
                NotificationRequest(id: "restock-2", title: "Restock", body: "", fireDate: start + 2 * day),
            ]
        }
        let messages = try await failures {
            try await store.send { $0.forget() }
        }
        #expect(messages.first?.contains("pendingNotifications[0]:") == true)
        #expect(messages.first?.contains("NotificationRequest(") == true)
        #expect(messages.first?.contains("(absent)") == true)
    }

    /// Runs `body` with failures collected instead of recorded.
    func failures(_ body: () async throws -> Void) async throws -> [String] {
        let messages = LockedValue<[String]>([])
        let record = IssueRecorder { message in messages.withLock { $0.append(message) } }
        try await DependencyIssue.$reporter.withValue(record) { try await body() }
        return messages.withLock { $0 }
    }
}
