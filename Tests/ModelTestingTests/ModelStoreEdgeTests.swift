import Foundation
import LiveSQLite
import ModelTesting
import Observation
import ScreenDependencies
import Testing

/// A key without a test value.
enum ServerKey: DependencyKey {
    static let liveValue = "https://example.com"
}

extension DependencyValues {
    var server: String {
        get { self[ServerKey.self] }
        set { self[ServerKey.self] = newValue }
    }
}

@MainActor
@Observable
final class Toggles {
    @ObservationIgnored @Dependency(\.server) var server
    var a = false
    var b = false
    var address = ""
    func flipBoth() {
        a.toggle()
        b.toggle()
    }
    func connect() { address = server }
}

@MainActor
@Suite struct ModelStoreEdgeTests {
    @Test func twoFieldsOfOneTypeAndValueAreToldApart() async throws {
        let store = try ModelStore(Toggles())
        try await store.send {
            $0.flipBoth()
        } changes: {
            $0.a = true
            $0.b = true
        }
        let messages = try await failures {
            try await store.send {
                $0.flipBoth()
            } changes: {
                $0.b = false
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("a: expected true, actual false") == true)
        #expect(messages.first?.contains("b:") == false)
    }

    @Test func aForgottenDependencyFailsNamingIt() async throws {
        let store = try ModelStore(model: { Toggles() })
        try await withKnownIssue {
            try await store.send {
                $0.connect()
            } changes: {
                $0.address = "https://example.com"
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unimplemented dependency") && $0.rawValue.contains("ServerKey") }
        }
        // Given a value, the same step passes.
        let stubbed = try ModelStore {
            $0.server = "http://localhost"
        } model: {
            Toggles()
        }
        try await stubbed.send {
            $0.connect()
        } changes: {
            $0.address = "http://localhost"
        }
    }

    @Test func aWrongChangeIsAKnownIssueUnderSwiftTesting() async throws {
        let store = try ModelStore(Toggles())
        try await withKnownIssue {
            try await store.send {
                $0.flipBoth()
            } changes: {
                $0.a = true
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("b: expected false, actual true") }
        }
    }

    @Test func receivingAnEffectThatNeverStartedFails() async throws {
        let store = try ModelStore(Toggles())
        let messages = try await failures { try await store.receive("sync") }
        #expect(messages.first?.contains("No effect named 'sync' to receive") == true)
    }

    func failures(_ body: () async throws -> Void) async throws -> [String] {
        let messages = LockedValue<[String]>([])
        let record = IssueRecorder { message in messages.withLock { $0.append(message) } }
        try await DependencyIssue.$reporter.withValue(record) { try await body() }
        return messages.withLock { $0 }
    }
}
